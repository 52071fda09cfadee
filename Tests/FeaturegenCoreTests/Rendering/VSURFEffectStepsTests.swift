import FeaturegenTestSupport
import Testing

@testable import FeaturegenCore

/// vsurf's `then:`: the unit publishes a call's success, named after the command that reports it,
/// and the state holder and the tests read the same publisher.
@Suite struct VSURFEffectStepsTests {
    /// Two effects that call one endpoint alike share one command, which reports through the
    /// first one's response: both tests send that command's success, which the stub declares.
    @Test func effectsThatShareACommandShareItsSuccess() throws {
        let spec = """
            feature: Dots
            output:
              didLoad: Void
            state:
              isLoading: Bool
            actions:
              - onAppear:
                effect: { call: dots.fetch, response: loaded, loading: isLoading, then: [didLoad] }
                cancellable: { id: fetch }
              - retry:
                effect: { call: dots.fetch, response: reloaded, loading: isLoading, then: [didLoad] }
                cancellable: { id: fetch }
              - loaded: "Result<Void, any Error>"
              - reloaded: "Result<Void, any Error>"
            dependencies:
              dots:
                endpoints:
                  fetch: "() async throws -> Void"

            """
        var config = ProjectConfig()
        config.architecture = "vsurf"
        config.tests = "FeatureTests"
        config.testedModule = "App"
        let rendered = try renderedFiles(Project(fileSystem: MemoryFileSystem(files: ["Specs/Dots.yaml": spec]), config: config))
        let unit = try #require(rendered.first { $0.key.hasSuffix("/DotsUnit.swift") }?.value.contents)
        let tests = try #require(rendered.first { $0.key.hasSuffix("/DotsTests.swift") }?.value.contents)
        let stateHolder = try #require(rendered.first { $0.key.hasSuffix("/DotsViewStateHolder.swift") }?.value.contents)
        #expect(unit.contains("var fetchSucceeded: AnyPublisher<Void, Never> { get }"), "\(unit)")
        #expect(unit.contains("            fetchSucceededSubject.send()\n"), "\(unit)")
        #expect(stateHolder.contains("dotsUnit.fetchSucceeded\n"), "\(stateHolder)")
        #expect(tests.components(separatedBy: "unit.fetchSucceededSubject.send()").count == 3, "\(tests)")
        #expect(tests.contains("let fetchSucceededSubject = PassthroughSubject<Void, Never>()"), "\(tests)")
    }

    /// Effects whose successes do different things keep commands of their own.
    @Test func effectsWhoseSuccessesDifferKeepTheirCommands() throws {
        let spec = """
            feature: Dots
            output:
              didLoad: Void
            state:
              isLoading: Bool
            actions:
              - onAppear:
                effect: { call: dots.fetch, response: loaded, loading: isLoading, then: [didLoad] }
                cancellable: { id: fetch }
              - retry:
                effect: { call: dots.fetch, response: reloaded, loading: isLoading }
                cancellable: { id: fetch }
              - loaded: "Result<Void, any Error>"
              - reloaded: "Result<Void, any Error>"
            dependencies:
              dots:
                endpoints:
                  fetch: "() async throws -> Void"

            """
        var config = ProjectConfig()
        config.architecture = "vsurf"
        let rendered = try renderedFiles(Project(fileSystem: MemoryFileSystem(files: ["Specs/Dots.yaml": spec]), config: config))
        let unit = try #require(rendered.first { $0.key.hasSuffix("/DotsUnit.swift") }?.value.contents)
        #expect(unit.contains("func onAppearFetch()") && unit.contains("func retryFetch()"), "\(unit)")
        #expect(unit.contains("var onAppearFetchSucceeded: AnyPublisher<Void, Never> { get }"), "\(unit)")
        #expect(!unit.contains("retryFetchSucceeded"), "\(unit)")
    }
}
