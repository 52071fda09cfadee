import Testing

@testable import FeaturegenCore

/// The whole pipeline on a project in memory: what gets written, and what never does.
@Suite struct GeneratorTests {
    static let spec = """
        feature: Counter
        state:
          count: Int
        actions:
          - increment
        subviews:
          CounterLabel:
            state:
              count: Int
        routes:
          - dismiss
        """

    private func generate(_ project: Project, prune: Bool = false) throws -> WritePlan {
        let generator = Generator(project: project)
        let plan = try generator.plan(prune: prune)
        try generator.apply(plan)
        return plan
    }

    private func files(_ project: Project) -> MemoryFileSystem { project.fileSystem as! MemoryFileSystem }

    @Test func firstRunCreatesTheModuleAndItsBases() throws {
        let project = memoryProject(specs: ["Counter.yaml": Self.spec])
        let plan = try generate(project)
        #expect(plan.entries.allSatisfy { $0.action == .created })
        #expect(files(project).paths.contains("Features/Counter/CounterViewModel.swift"))
        #expect(files(project).paths.contains("Features/Counter/Components/CounterLabel.swift"))
        #expect(files(project).paths.contains(".featuregen/base/Features/Runtime/Module.swift"))
    }

    @Test func secondRunWritesNothing() throws {
        let project = memoryProject(specs: ["Counter.yaml": Self.spec])
        _ = try generate(project)
        let counts = files(project).writeCounts
        let plan = try generate(project)
        #expect(plan.entries.allSatisfy { $0.action == .unchanged })
        #expect(files(project).writeCounts == counts)
    }

    @Test func userEditsSurviveASpecEdit() throws {
        let project = memoryProject(specs: ["Counter.yaml": Self.spec])
        _ = try generate(project)
        let path = "Features/Counter/CounterViewModel.swift"
        let generated = try #require(try files(project).readText(path))
        let edited = generated.replacingOccurrences(
            of: "    private func increment() async {\n    }",
            with: "    private func increment() async {\n        await state.update { $0.count += 1 }\n    }")
        #expect(edited != generated)
        try files(project).writeText(path, edited)
        try files(project).writeText(
            "Specs/Counter.yaml", Self.spec.replacingOccurrences(of: "  - increment", with: "  - increment\n  - reset"))

        let plan = try generate(project)
        let merged = try #require(try files(project).readText(path))
        #expect(plan.entries.first { $0.path == path }?.action == .merged)
        #expect(merged.contains("        await state.update { $0.count += 1 }"))
        #expect(merged.contains("    private func reset() async {"))
        #expect(merged.contains("        case .reset:"))
    }

    @Test func aFileFeaturegenDidNotWriteIsNeverOverwritten() throws {
        let path = "Features/Counter/CounterView.swift"
        let project = memoryProject(specs: ["Counter.yaml": Self.spec])
        try files(project).writeText(path, "// mine\n")
        let plan = try generate(project)
        #expect(plan.entries.first { $0.path == path }?.action == .skipped)
        #expect(plan.hasBlockedFiles)
        #expect(try files(project).readText(path) == "// mine\n")
    }

    @Test func deletedSpecsLeaveOrphansRemovedOnlyWithPruneAndOnlyIfUnmodified() throws {
        let project = memoryProject(specs: ["Counter.yaml": Self.spec])
        _ = try generate(project)
        try files(project).remove("Specs/Counter.yaml")
        try files(project).writeText("Features/Counter/CounterView.swift", "// edited\n")

        let kept = try generate(project)
        #expect(kept.entries.filter { $0.action == .orphaned }.count == 7)
        #expect(files(project).paths.contains("Features/Counter/CounterState.swift"))

        let pruned = try generate(project, prune: true)
        #expect(pruned.entries.filter { $0.action == .removed }.count == 6)
        #expect(!files(project).paths.contains("Features/Counter/CounterState.swift"))
        #expect(try files(project).readText("Features/Counter/CounterView.swift") == "// edited\n")
    }

    @Test func anInvalidSpecWritesNothing() throws {
        let project = memoryProject(specs: ["Counter.yaml": Self.spec, "Broken.yaml": "feature: Broken\nstate: [\n"])
        #expect(throws: DiagnosticsError.self) { try generate(project) }
        #expect(files(project).paths == ["Specs/Broken.yaml", "Specs/Counter.yaml"])
    }

    @Test func symbolicLinksInTheOutputAreRefused() throws {
        let project = memoryProject(specs: ["Counter.yaml": Self.spec])
        files(project).symbolicLinks = ["Features/Counter"]
        #expect(throws: DiagnosticsError.self) { try generate(project) }
        #expect(!files(project).paths.contains { $0.hasPrefix("Features/") })
    }

    /// A combining mark after a slash begins the next name, as the file system reads it: the
    /// link before it is found, where Swift's characters joined the slash and the mark.
    @Test func aLinkBeforeANameBeginningWithACombiningMarkIsRefused() throws {
        var config = ProjectConfig()
        config.output = "Out/\u{301}x"
        let files = MemoryFileSystem(files: ["Specs/Counter.yaml": Self.spec])
        files.symbolicLinks = ["Out"]
        let project = Project(fileSystem: files, config: config)
        #expect {
            try generate(project)
        } throws: { error in
            (error as? DiagnosticsError)?.description.contains("'Out' is a symbolic link") == true
        }
        #expect(!files.paths.contains { $0.hasPrefix("Out") })
    }

    @Test func specsCollidingAcrossTheProjectAreReportedWithBothPlaces() {
        let other = "feature: Other\nsubviews:\n  CounterLabel:\n"
        let project = memoryProject(specs: ["Counter.yaml": Self.spec, "Other.yaml": other])
        #expect {
            _ = try Generator(project: project).loadSpecs()
        } throws: { error in
            let text = (error as? DiagnosticsError)?.description ?? ""
            return text.contains(
                "Specs/Other.yaml:3:3: error: subview 'CounterLabel' collides with subview of the same name in another spec")
                && text.contains("Specs/Counter.yaml:7:3: note: subview 'CounterLabel' is declared here")
        }
    }

    /// A type with `topLevel: true` is the module's: another spec's top-level type, subview or
    /// generated type of that name collides with it, at `topLevel:`; nested, the same name is
    /// each feature's own.
    @Test func topLevelTypesCollideAcrossTheProject() {
        let filter = "feature: Todos\ntypes:\n  Filter: { cases: [all], topLevel: true }\n"
        for other in [
            "feature: Tasks\ntypes:\n  Filter:\n    cases: [open]\n    topLevel: true\n",
            "feature: Tasks\nsubviews:\n  Filter:\n", "feature: Filter\n",
        ] {
            let project = memoryProject(specs: ["Todos.yaml": filter, "Tasks.yaml": other])
            #expect {
                _ = try Generator(project: project).loadSpecs()
            } throws: { error in
                let text = (error as? DiagnosticsError)?.description ?? ""
                return text.contains("'Filter' collides with") && text.contains("in another spec")
            }
        }
        let nested = "feature: Tasks\ntypes:\n  Filter: [open]\n"
        #expect(throws: Never.self) {
            try Generator(project: memoryProject(specs: ["Todos.yaml": filter, "Tasks.yaml": nested])).loadSpecs()
        }
    }

    @Test func featureNamesDifferingOnlyInCaseCollide() {
        let project = memoryProject(specs: ["A.yaml": "feature: Profile\n", "B.yaml": "feature: PROFILE\n"])
        #expect(throws: DiagnosticsError.self) { try Generator(project: project).loadSpecs() }
    }

    @Test func dryRunDiffShowsWhatWouldChange() throws {
        let project = memoryProject(specs: ["Counter.yaml": Self.spec])
        _ = try generate(project)
        try files(project).writeText(
            "Specs/Counter.yaml", Self.spec.replacingOccurrences(of: "  - increment", with: "  - increment\n  - reset"))
        let plan = try Generator(project: project).plan()
        let diff = UnifiedDiff.diff(plan)
        #expect(diff.contains("--- a/Features/Counter/CounterViewModel.swift\n+++ b/Features/Counter/CounterViewModel.swift\n"))
        #expect(diff.contains("+        case reset\n"))
        #expect(!(try files(project).readText("Features/Counter/CounterViewModel.swift") ?? "").contains("reset"))
    }
}
