import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// `featuregen import` reads an action's effect back from what mvvm's view model does with it:
/// the call kept in a task, its response's handler, and the handler that cancels it.
@Suite struct EffectImportTests {
    /// Every variant mvvm writes: a `Result` that sets a field with loading and failure
    /// (`String` and `String?`), arguments from the action's value and from the state under
    /// other names, a value that is no `Result`, no response, a `Void` response, `then:` with
    /// outputs and the dismiss route, a handler of its own name, and `cancellable:` in flight,
    /// and as an id and as `true`, each of these two cancelled by another action.
    static let ledger = """
        feature: Ledger
        output:
          didDelete: { id: Int }
          didPick: Int
          didFinish: Void
        state:
          entries: "[Int]"
          noteID: Int
          count: Int
          currentPage: { type: Int, initial: 1 }
          total: Int
          isLoading: Bool
          isSaving: Bool
          errorText: String
          saveError: String?
        actions:
          - load: { page: Int }
            effect: { call: ledger.fetch, arguments: { number: page }, response: loaded, set: entries, loading: isLoading, failure: errorText }
            cancellable: { id: fetch, cancelInFlight: true }
          - loaded: "Result<[Int], any Error>"
          - reload:
            handler: reloadPage
            effect: { call: ledger.fetchPage, arguments: { page: currentPage }, response: pageLoaded, set: entries, failure: saveError }
            cancellable: pages
          - pageLoaded: "Result<[Int], any Error>"
          - stopPages:
            cancels: pages
          - countUp:
            effect: { call: ledger.sum, response: summed, set: total }
            cancellable: true
          - summed: Int
          - stopCounting:
            cancels: countUp
          - track: String
            effect: analytics.track
          - delete:
            effect: { call: ledger.delete, arguments: { id: noteID }, response: deleted, loading: isSaving, then: [{ didDelete: { id: noteID } }, dismiss] }
          - deleted: "Result<Void, any Error>"
          - archive:
            effect: { call: ledger.archive, response: archived, then: [{ didPick: count }, didFinish] }
          - archived: "Result<Void, any Error>"
          - ping:
            effect: { call: ledger.ping, response: pinged }
          - pinged
        routes:
          - dismiss
        dependencies:
          ledger:
            endpoints:
              fetch: "(number: Int) async throws -> [Int]"
              fetchPage: "(page: Int) async throws -> [Int]"
              sum: "() async -> Int"
              delete: "(id: Int) async throws -> Void"
              archive: "() async throws -> Void"
              ping: "() async -> Void"
          analytics:
            endpoints:
              track: "(String) async -> Void"
        """

    /// The ledger generated as mvvm, its spec removed: the module a person would import.
    func generatedLedger() throws -> (project: Project, files: [GeneratedFile]) {
        let project = memoryProject(specs: ["Ledger.yaml": Self.ledger])
        let generator = Generator(project: project)
        let files = try generator.render(try generator.loadSpecs())
        for file in files { try project.fileSystem.writeText(file.path, file.contents) }
        try project.fileSystem.remove("Specs/Ledger.yaml")
        return (project, files)
    }

    @Test func eachEffectVariantImportsIntoASpecThatGeneratesTheSameFiles() throws {
        let (project, original) = try generatedLedger()
        let (imported, _) = try ModuleImporter().importModule(under: "Features/Ledger", into: project)
        #expect(imported.unexpressed.isEmpty, "\(imported.unexpressed)")
        // Each effect's keys, in the spec's own spelling.
        let keys = ["effect:", "cancellable:", "cancels:", "handler:"]
        for line in Self.ledger.split(separator: "\n") where keys.contains(where: line.contains) {
            #expect(imported.spec.contains(line + "\n"), "\(line) is not in:\n\(imported.spec)")
        }
        let generator = Generator(project: project)
        let again = try generator.render(try generator.loadSpecs())
        #expect(again.map(\.path).sorted() == original.map(\.path).sorted())
        for file in again {
            let before = original.first { $0.path == file.path }?.contents
            #expect(file.contents == before, "\(file.path):\n\(UnifiedDiff.diff(path: file.path, old: before, new: file.contents))")
        }
    }

    /// A handler that calls a client other than in a task whose result comes back as an action
    /// is the module's own code: listed, and no effect is guessed for it (nor `cancels:` for
    /// the action that cancelled the task it no longer keeps).
    @Test func aHandlerThatCallsAClientAnotherWayIsListedNotGuessed() throws {
        let (project, _) = try generatedLedger()
        let path = "Features/Ledger/LedgerViewModel.swift"
        let viewModel = try #require(try project.fileSystem.readText(path))
        let generated = try #require(viewModel.firstRange(of: "        countUpTask = Task {"))
        let end = try #require(viewModel[generated.lowerBound...].firstRange(of: "        }\n")).upperBound
        let handWritten = """
                    let total = await ledger.sum()
                    await state.update { $0.total = total }

            """
        try project.fileSystem.writeText(path, viewModel.replacingCharacters(in: generated.lowerBound..<end, with: handWritten))
        let (imported, _) = try ModuleImporter().importModule(under: "Features/Ledger", into: project)
        #expect(
            imported.unexpressed.contains { $0.hasPrefix("\(path): 'countUp' calls ledger.sum in a way 'effect:' cannot say") },
            "\(imported.unexpressed)")
        #expect(imported.spec.contains("  - countUp\n") && imported.spec.contains("  - stopCounting\n"), "\(imported.spec)")
        #expect(!imported.spec.contains("call: ledger.sum"), "\(imported.spec)")
        #expect(imported.spec.contains("effect: { call: ledger.fetch, arguments: { number: page }"), "\(imported.spec)")
    }

    /// A response handler that does more with the result than the effect's keys say is listed;
    /// the call is still read as the effect.
    @Test func aResponseHandledAnotherWayIsListed() throws {
        let (project, _) = try generatedLedger()
        let path = "Features/Ledger/LedgerViewModel.swift"
        let viewModel = try #require(try project.fileSystem.readText(path))
        let edited = viewModel.replacingOccurrences(of: "$0.total = value", with: "$0.total = value * 2")
        #expect(edited != viewModel)
        try project.fileSystem.writeText(path, edited)
        let (imported, _) = try ModuleImporter().importModule(under: "Features/Ledger", into: project)
        #expect(
            imported.unexpressed.contains { $0.hasPrefix("\(path): 'summed' handles the result of ledger.sum in a way") },
            "\(imported.unexpressed)")
        #expect(imported.spec.contains("effect: { call: ledger.sum, response: summed }"), "\(imported.spec)")
    }
}
