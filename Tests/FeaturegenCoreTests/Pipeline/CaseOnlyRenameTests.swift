import Testing

@testable import FeaturegenCore

/// A rename that changes only the case of a name (`NewsList`, was `Newslist`), on a file
/// system that folds case as macOS's does and on one that does not: the module ends up under
/// the new case, nothing is reported orphaned, and `--prune` removes nothing the run wrote.
@Suite struct CaseOnlyRenameTests {
    static let spec = """
        feature: Newslist
        state:
          title: String
        actions:
          - load
        subviews:
          Headline:
            state:
              title: String
        """
    static let renamedFeature = spec.replacingOccurrences(of: "feature: Newslist", with: "feature: NewsList\nwas: Newslist")
    static let renamedSubview = spec.replacingOccurrences(of: "  Headline:\n", with: "  HeadLine:\n    was: Headline\n")

    private func generate(_ project: Project, prune: Bool = false) throws -> WritePlan {
        let generator = Generator(project: project)
        let plan = try generator.plan(prune: prune)
        try generator.apply(plan)
        return plan
    }

    /// What `check` and `generate` would do, planned from the files (not from the run cache).
    private func freshPlan(_ project: Project, prune: Bool = false) throws -> WritePlan {
        try project.fileSystem.remove(RunCache.path)
        return try Generator(project: project).plan(prune: prune)
    }

    private func files(_ project: Project) -> MemoryFileSystem { project.fileSystem as! MemoryFileSystem }

    @Test(arguments: [true, false])
    func aCaseOnlyFeatureRenameMovesTheModuleToTheNewCase(caseInsensitive: Bool) throws {
        let project = memoryProject(specs: ["Newslist.yaml": Self.spec], caseInsensitive: caseInsensitive)
        _ = try generate(project)
        let viewModel = "Features/Newslist/NewslistViewModel.swift"
        let generated = try #require(try files(project).readText(viewModel))
        let edited = generated.replacingOccurrences(
            of: "    private func load() async {\n    }", with: "    private func load() async {\n        // fetch the news\n    }")
        #expect(edited != generated)
        try files(project).writeText(viewModel, edited)
        try files(project).writeText("Features/Newslist/NewslistFormatting.swift", "// mine\n")
        let before = files(project).paths.filter { $0.contains("Newslist") && !$0.hasPrefix("Specs/") && !$0.contains("Formatting") }
        #expect(before.count > 8)
        try files(project).writeText("Specs/Newslist.yaml", Self.renamedFeature)

        let plan = try generate(project)
        #expect(plan.entries.filter { [.orphaned, .removed, .skipped, .conflict].contains($0.action) }.map(\.path) == [])
        let after = before.map { $0.replacingOccurrences(of: "Newslist", with: "NewsList") }
        #expect(files(project).paths.filter { $0.contains("NewsList") && !$0.contains("Formatting") } == after.sorted())
        #expect(try files(project).readText("Features/NewsList/NewsListViewModel.swift")?.contains("// fetch the news") == true)
        // The user's own file stays in its folder: renamed with it where the case is folded.
        let formatting = caseInsensitive ? "Features/NewsList/NewslistFormatting.swift" : "Features/Newslist/NewslistFormatting.swift"
        #expect(files(project).paths.filter { $0.contains("Newslist") } == [formatting, "Specs/Newslist.yaml"])

        let check = try freshPlan(project)
        #expect(check.entries.filter { $0.action != .unchanged }.map(\.path) == [])
        #expect(check.changes.isEmpty)
        let pathsAfter = Set(files(project).paths)
        let pruned = try freshPlan(project, prune: true)
        try Generator(project: project).apply(pruned)
        #expect(pruned.entries.filter { $0.action != .unchanged }.map(\.path) == [])
        #expect(Set(files(project).paths).subtracting([RunCache.path]) == pathsAfter)
    }

    @Test(arguments: [true, false])
    func aCaseOnlySubviewRenameRenamesItsFile(caseInsensitive: Bool) throws {
        let project = memoryProject(specs: ["Newslist.yaml": Self.spec], caseInsensitive: caseInsensitive)
        _ = try generate(project)
        #expect(files(project).paths.contains("Features/Newslist/Components/Headline.swift"))
        try files(project).writeText("Specs/Newslist.yaml", Self.renamedSubview)

        let plan = try generate(project)
        #expect(plan.entries.filter { [.orphaned, .removed, .skipped, .conflict].contains($0.action) }.map(\.path) == [])
        #expect(plan.entries.first { $0.path == "Features/Newslist/Components/HeadLine.swift" }?.movedFrom != nil)
        let paths = files(project).paths
        #expect(paths.contains("Features/Newslist/Components/HeadLine.swift"))
        #expect(paths.contains(".featuregen/base/Features/Newslist/Components/HeadLine.swift"))
        #expect(!paths.contains { $0.hasSuffix("/Headline.swift") })
        #expect(try files(project).readText("Features/Newslist/Components/HeadLine.swift")?.contains("struct HeadLine") == true)

        #expect(try freshPlan(project).changes.isEmpty)
        let pruned = try freshPlan(project, prune: true)
        #expect(pruned.entries.allSatisfy { $0.action == .unchanged })
    }

    @Test func aRenderedPathDifferingOnlyInCaseFromTheStoredFileRenamesIt() throws {
        let project = memoryProject(specs: ["Newslist.yaml": Self.spec], caseInsensitive: true)
        _ = try generate(project)
        // The file got another case by hand (or on a teammate's machine); the spec did not change.
        try files(project).recase("Features/Newslist/NEWSLISTView.swift")
        let plan = try freshPlan(project)
        #expect(plan.entries.filter { $0.action == .orphaned }.isEmpty)
        #expect(plan.changes.map(\.path) == ["Features/Newslist/NewslistView.swift"])
        try Generator(project: project).apply(plan)
        #expect(files(project).paths.contains("Features/Newslist/NewslistView.swift"))
        #expect(!files(project).paths.contains { $0.contains("NEWSLIST") })
        #expect(try freshPlan(project).changes.isEmpty)
    }

    @Test func theOldNameOfARenameIsNotRemovedWhereTheDiskTakesItForAFileTheRunWrites() throws {
        let spec = Self.spec.replacingOccurrences(of: "  Headline:\n", with: "  Kicker:\n")
        let project = memoryProject(specs: ["Newslist.yaml": spec], caseInsensitive: true)
        _ = try generate(project)
        // `Kicker` becomes `Tagline`, and a new subview is called `KICKER`: one file where case is
        // folded, written before the rename would remove its old name (the plan is in path order).
        try files(project).writeText(
            "Specs/Newslist.yaml",
            spec.replacingOccurrences(
                of: "  Kicker:\n", with: "  Tagline:\n    was: Kicker\n    state:\n      title: String\n  KICKER:\n"))
        let plan = try generate(project)
        #expect(plan.entries.first { $0.path == "Features/Newslist/Components/Tagline.swift" }?.movedFrom != nil)
        let paths = files(project).paths
        #expect(paths.contains("Features/Newslist/Components/Tagline.swift"))
        #expect(paths.contains("Features/Newslist/Components/KICKER.swift"))
        #expect(paths.contains(".featuregen/base/Features/Newslist/Components/KICKER.swift"))
        #expect(try files(project).readText("Features/Newslist/Components/KICKER.swift")?.contains("struct KICKER") == true)
    }

    /// Also on a file system that keeps case (Linux CI): the project is checked out on Macs.
    @Test func twoOutputsDifferingOnlyInCaseCollideEverywhere() throws {
        let generated = [
            GeneratedFile(path: "Features/A/View.swift", contents: "", feature: "A"),
            GeneratedFile(path: "Features/A/view.swift", contents: "", feature: "A"),
        ]
        #expect(throws: DiagnosticsError.self) { try Generator.checkUniquePaths(generated, specs: []) }
        try Generator.checkUniquePaths(Array(generated.prefix(1)), specs: [])
    }
}
