import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// A name the user chooses that the generated code would declare twice, or that hides a type
/// the generated code refers to, is refused at the spec's word for it, before anything is
/// written; every architecture, whatever kind of name it is.
@Suite struct GeneratedNameCollisionTests {
    /// A feature `Other` the specs route to, with outputs to handle.
    private static let other = """
        feature: Other
        output:
          didBuy: { itemCount: Int }
          didClose: Void
        actions: [close]
        routes:
          - dismiss

        """

    struct Case: CustomTestStringConvertible, Sendable {
        var architecture: String
        var spec: String
        /// `line:column` of the word the error must point at.
        var at: String
        var settings: String = ""
        var tests = false
        var testDescription: String { "\(architecture) \(spec.split(separator: "\n").dropFirst().joined(separator: " "))" }
    }

    static let cases: [Case] = [
        // An action beside the case a key writes.
        .init(
            architecture: "tca", spec: "feature: Shop\nstate:\n  query: { type: String, binding: true }\nactions: [binding]\n", at: "4:11"),
        // An action beside a subview's case.
        .init(architecture: "tca", spec: "feature: Shop\nactions: [header]\nsubviews:\n  Header:\n    actions: [tap]\n", at: "2:11"),
        // Actions beside the cases routes write.
        .init(
            architecture: "tca",
            spec: "feature: Shop\nactions: [destination]\nroutes:\n  - open: { module: Other, presentation: present }\n", at: "2:11"),
        .init(
            architecture: "tca",
            spec: "feature: Shop\nnavigation: stack\nactions: [path]\nroutes:\n  - open: { module: Other, presentation: push }\n",
            at: "3:11"),
        .init(
            architecture: "tca",
            spec: "feature: Shop\noutput:\n  didFinish: Void\nactions: [delegate]\n", at: "4:11"),
        // Types that hide the reducers a route writes.
        .init(
            architecture: "tca",
            spec: "feature: Shop\ntypes:\n  Destination: { a: Int }\nroutes:\n  - open: { module: Other, presentation: present }\n",
            at: "3:3"),
        .init(
            architecture: "tca",
            spec:
                "feature: Shop\nnavigation: stack\ntypes:\n  Path: { a: Int }\nroutes:\n  - open: { module: Other, presentation: push }\n",
            at: "4:3"),
        .init(
            architecture: "tca",
            spec:
                "feature: Shop\nconstantsEnum: Destination\nconstants:\n  a: 1\nroutes:\n  - open: { module: Other, presentation: present }\n",
            at: "2:16"),
        // Subviews named as the view's own members.
        .init(architecture: "tca", spec: "feature: Shop\nsubviews:\n  Store:\n    actions: [tap]\n", at: "3:3"),
        .init(architecture: "mvi", spec: "feature: Shop\nsubviews:\n  Intent:\n    actions: [tap]\n", at: "3:3"),
        .init(architecture: "statecontainer", spec: "feature: Shop\nsubviews:\n  Store:\n    actions: [tap]\n", at: "3:3"),
        .init(architecture: "statecontainer", spec: "feature: Shop\nsubviews:\n  Navigator:\n    actions: [tap]\n", at: "3:3"),
        .init(
            architecture: "vsurf",
            spec:
                "feature: Shop\nsubviews:\n  NavigationState:\n    actions: [tap]\nroutes:\n  - open: { module: Other, presentation: push }\n",
            at: "3:3"),
        // Route-output handlers beside the members an architecture writes.
        .init(
            architecture: "vsurf",
            spec:
                "feature: Shop\nactions: [a]\nroutes:\n  - open: { module: Other, presentation: push, output: { didClose: subscribe } }\n",
            at: "4:68"),
        .init(
            architecture: "mvi",
            spec:
                "feature: Shop\nactions: [a]\nroutes:\n  - open: { module: Other, presentation: push, output: { didClose: cancellable } }\n",
            at: "4:68"),
        .init(
            architecture: "mvvm",
            spec: """
                feature: Shop
                actions:
                  - buyIt: Int
                    handler: otherDidBuy(itemCount:)
                routes:
                  - open: { module: Other, presentation: push, output: [didBuy] }

                """, at: "4:14"),
        // A client's type, and a dependency beside a method of the same name.
        .init(
            architecture: "tca",
            spec: "feature: Shop\ndependencies:\n  api:\n    type: Reducer\n    endpoints:\n      load: \"() async throws -> Int\"\n",
            at: "4:11"),
        .init(
            architecture: "mvi",
            spec:
                "feature: Shop\nactions: [load]\ndependencies:\n  load:\n    type: LoadClient\n    endpoints:\n      fetch: \"() async throws -> Int\"\n",
            at: "4:3"),
        // A tca client named as a member swift-dependencies or TCA declares on DependencyValues.
        .init(
            architecture: "tca",
            spec:
                "feature: Shop\ndependencies:\n  dismiss:\n    type: ShopClient\n    endpoints:\n      load: \"() async throws -> Int\"\n",
            at: "3:3"),
        .init(
            architecture: "tca",
            spec: "feature: Shop\ndependencies:\n  uuid:\n    type: IDClient\n    endpoints:\n      next: \"() async throws -> Int\"\n",
            at: "3:3"),
        // A subview whose file has the name of the runtime's (`Components/Module.swift`).
        .init(architecture: "mvvm", spec: "feature: Shop\nsubviews:\n  Module:\n    actions: [tap]\n", at: "3:3"),
        // The generated tests' own helpers.
        .init(architecture: "mvvm", spec: "feature: Shop\nactions: [makeModule]\n", at: "2:11", tests: true),
        .init(architecture: "tca", spec: "feature: Shop\nactions: [makeStore]\n", at: "2:11", tests: true),
        .init(
            architecture: "tca", spec: "feature: Shop\nactions: [headerTap]\nsubviews:\n  Header:\n    actions: [tap]\n", at: "2:11",
            tests: true),
        // A test double beside a feature of its name.
        .init(architecture: "mvvm", spec: "feature: OtherTestModule\nactions: [a]\n", at: "1:10", tests: true),
        // A project setting that names a standard type.
        .init(
            architecture: "vsurf", spec: "feature: Shop\nactions: [a]\n", at: "featuregen.yml:3:13",
            settings: "vsurf:\n  services: String\n"),
    ]

    @Test(arguments: cases) func aChosenNameThatCollidesIsRefusedAtItsWord(_ test: Case) throws {
        let files = MemoryFileSystem(files: [
            "Specs/Other.yaml": Self.other,
            "Specs/Shop.yaml": test.spec,
            "featuregen.yml": "architecture: \(test.architecture)\n" + test.settings
                + (test.tests ? "tests: FeatureTests\ntestedModule: App\n" : ""),
        ])
        let project = try Project.load(from: files)
        let generator = Generator(project: project)
        let error = #expect(throws: DiagnosticsError.self) { try generator.apply(try generator.plan()) }
        let errors = error?.diagnostics.filter { $0.severity == .error } ?? []
        let expected = test.at.contains(".yml") ? test.at : "Specs/Shop.yaml:\(test.at)"
        #expect(errors.contains { $0.location?.description == expected }, "\(errors.map(\.description))")
        #expect(errors.allSatisfy { $0.message.contains("would not compile") || $0.message.contains("does not parse") })
        #expect(errors.allSatisfy { $0.notes.contains { $0.message.hasPrefix("choose") } })
        #expect(try files.files(under: "Features").isEmpty, "nothing is written")
    }

    /// tca's `libraryMembers:` holds every member swift-dependencies (the copy `swift build`
    /// checked out) and the TCA stand-in declare on `DependencyValues`, so a new release's
    /// member fails here rather than in a user's build.
    @Test func tcaKnowsTheMembersItsLibrariesDeclareOnDependencyValues() throws {
        let manifest = try #require(try ArchitectureCatalog.manifest("tca")).libraryMembers["DependencyValues"] ?? []
        let folders = [".build/checkouts/swift-dependencies/Sources", "Tests/StandIns/ComposableArchitecture"]
        var declared: Set<String> = []
        for folder in folders {
            let root = Repository.root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let path as String in files where path.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                for declaration in DeclarationScanner.scan(text, file: path).declarations
                where declaration.scope == "DependencyValues" && declaration.kind == .variable && !declaration.isStatic
                    && lines[declaration.line - 1].contains("public ")
                {
                    declared.insert(declaration.name)
                }
            }
        }
        try #require(declared.count > 10, "no swift-dependencies checkout under .build/checkouts")
        #expect(declared.subtracting(manifest).isEmpty, "missing from tca's libraryMembers: \(declared.subtracting(manifest).sorted())")
    }

    /// The same spec with a free name generates: the suggestion is free.
    @Test func theSuggestedNameGenerates() throws {
        let spec = "feature: Shop\nstate:\n  query: { type: String, binding: true }\nactions: [binding]\n"
        let files = MemoryFileSystem(files: [
            "Specs/Shop.yaml": spec, "featuregen.yml": "architecture: tca\n",
        ])
        let generator = Generator(project: try Project.load(from: files))
        let error = #expect(throws: DiagnosticsError.self) { try generator.plan() }
        let suggestion = try #require(
            error?.diagnostics.first?.notes.last?.message.split(separator: "'").dropFirst().first.map(String.init))
        #expect(suggestion == "shopBinding")
        try files.writeText("Specs/Shop.yaml", spec.replacingOccurrences(of: "[binding]", with: "[\(suggestion)]"))
        try generator.apply(try generator.plan())
        #expect(try files.readText("Features/Shop/Shop.swift")?.contains("case shopBinding") == true)
    }
}
