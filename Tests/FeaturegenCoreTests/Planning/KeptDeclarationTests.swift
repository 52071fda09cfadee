import Foundation
import Testing

@testable import FeaturegenCore

/// A generated member the spec removes while the user's own code in its file still uses it
/// (mvvm's stored `input`, a state field): kept, with a warning at it, until the use is gone.
@Suite struct KeptDeclarationTests {
    private func files(_ project: Project) -> MemoryFileSystem { project.fileSystem as! MemoryFileSystem }

    @discardableResult
    private func run(_ project: Project) throws -> WritePlan {
        let generator = Generator(project: project)
        return try generator.apply(try generator.plan())
    }

    private func edit(_ project: Project, _ path: String, _ change: (String) -> String) throws {
        let text = try #require(try files(project).readText(path))
        let changed = change(text)
        #expect(changed != text, "the edit of \(path) found nothing to change")
        try files(project).writeText(path, changed)
    }

    private func keptWarnings(_ plan: WritePlan) -> [Diagnostic] {
        plan.warnings.filter { $0.message.hasPrefix("kept '") }
    }

    private static let inputSpec = """
        feature: Notes
        input:
          title: String
          subtitle: String
        state:
          title: { type: String, input: title }
        actions:
          - load

        """

    private static let viewModel = "Features/Notes/NotesViewModel.swift"

    /// The user's handler reads `input?.subtitle`, and the spec then holds every input field in
    /// the state, so mvvm no longer stores `input`.
    private func inputProject(use: String) throws -> Project {
        let project = memoryProject(specs: ["Notes.yaml": Self.inputSpec])
        try run(project)
        let text = try #require(try files(project).readText(Self.viewModel))
        #expect(text.contains("private let input: Notes.Input?"), "\(text)")
        try edit(project, Self.viewModel) {
            $0.replacingOccurrences(of: "    private func load() async {\n", with: "    private func load() async {\n\(use)")
        }
        try files(project).writeText(
            "Specs/Notes.yaml",
            Self.inputSpec.replacingOccurrences(
                of: "  title: { type: String, input: title }\n",
                with: "  title: { type: String, input: title }\n  subtitle: { type: String, input: subtitle }\n"))
        return project
    }

    @Test func mvvmKeepsTheInputTheUsersHandlerReads() throws {
        let project = try inputProject(use: "        print(input?.subtitle ?? \"\")\n")
        let plan = try run(project)
        let text = try #require(try files(project).readText(Self.viewModel))
        #expect(plan.blocked.isEmpty, "\(plan.blocked)")
        #expect(text.contains("private let input: Notes.Input?"), "the declaration is gone\n\(text)")
        #expect(text.contains("self.input = input"), "the assignment is gone\n\(text)")
        #expect(text.contains("print(input?.subtitle ?? \"\")"), "\(text)")
        #expect(SwiftSyntaxCheck.parses(text))
        let lines = text.components(separatedBy: "\n")
        let declaration = try #require(lines.firstIndex { $0.contains("private let input: Notes.Input?") })
        let use = try #require(lines.firstIndex { $0.contains("print(input?.subtitle") })
        let warnings = keptWarnings(plan)
        #expect(warnings.count == 1, "\(plan.warnings)")
        let warning = try #require(warnings.first)
        #expect(warning.location == SourceLocation(file: Self.viewModel, line: declaration + 1, column: 17))
        #expect(
            warning.message
                == "kept 'input', which the spec no longer generates: your code at line \(use + 1) uses it; "
                + "remove that use and run generate again to let featuregen remove it")
        // Stable: `check` finds nothing to change and still warns; `generate` writes nothing.
        let check = try Generator(project: project).plan()
        #expect(check.changes.isEmpty && check.entries.allSatisfy { $0.base == nil }, "\(check.changes.map(\.path))")
        #expect(keptWarnings(check).count == 1)
        #expect(try files(project).readText(Self.viewModel) == text)

        // (2) The use gone, the next run removes the member and its assignment.
        try edit(project, Self.viewModel) { $0.replacingOccurrences(of: "        print(input?.subtitle ?? \"\")\n", with: "") }
        let after = try run(project)
        let removed = try #require(try files(project).readText(Self.viewModel))
        #expect(!removed.contains("private let input"), "\(removed)")
        #expect(!removed.contains("self.input = input"), "\(removed)")
        #expect(keptWarnings(after).isEmpty)
        #expect(try Generator(project: project).plan().changes.isEmpty)
    }

    /// (4) The name in the user's comment or string is no use of it.
    @Test func aNameInACommentOrStringIsNoUse() throws {
        let project = try inputProject(use: "        // the input was read here\n        print(\"input?.subtitle\")\n")
        let plan = try run(project)
        let text = try #require(try files(project).readText(Self.viewModel))
        #expect(!text.contains("private let input"), "\(text)")
        #expect(!text.contains("self.input = input"), "\(text)")
        #expect(text.contains("// the input was read here"))
        #expect(keptWarnings(plan).isEmpty)
    }

    /// (3) A state field the spec removes, read by the user's own extension in its file.
    @Test(arguments: ["tca", "mvi"])
    func aRemovedStateFieldTheUsersCodeReadsIsKept(architecture: String) throws {
        let spec = "feature: Card\nstate:\n  title: String\n  count: Int\nactions:\n  - load\n"
        let project = memoryProject(specs: ["Card.yaml": spec], architecture: architecture)
        try run(project)
        let path = try #require(
            files(project).paths.sorted().first { path in
                path.hasPrefix("Features/Card/") && (try? files(project).readText(path))??.contains("var title: String") == true
            })
        let original = try #require(try files(project).readText(path))
        let declaration = try #require(original.components(separatedBy: "\n").first { $0.contains("var title: String") })
        try edit(project, path) { $0 + "\nfunc headline(_ state: Card.State) -> String {\n    state.title.uppercased()\n}\n" }
        try files(project).writeText("Specs/Card.yaml", spec.replacingOccurrences(of: "  title: String\n", with: ""))
        let plan = try run(project)
        let text = try #require(try files(project).readText(path))
        #expect(plan.blocked.isEmpty, "\(architecture): \(plan.blocked)")
        #expect(text.contains(declaration), "\(architecture): the field is gone\n\(text)")
        let warning = try #require(keptWarnings(plan).first, "\(architecture): \(plan.warnings)")
        #expect(warning.message.hasPrefix("kept 'title', which the spec no longer generates: your code at line "))
        #expect(warning.location?.file == path)
        #expect(try Generator(project: project).plan().changes.isEmpty)

        try edit(project, path) { $0.replacingOccurrences(of: "state.title.uppercased()", with: "\"\"") }
        let after = try run(project)
        #expect(!(try files(project).readText(path) ?? "").contains(declaration), "\(architecture)")
        #expect(keptWarnings(after).isEmpty)
    }
}
