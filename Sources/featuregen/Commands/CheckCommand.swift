import ArgumentParser
import FeaturegenCore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Fails when generated code is stale, conflicted, orphaned or not featuregen's (for CI).",
        discussion: """
            Exits 0 only when `featuregen generate` would change nothing and nothing needs you: \
            no conflict marker line left in a file, no file of a deleted or renamed spec still on \
            disk, no file at a generated path that featuregen has no record of. Otherwise prints \
            the diff generate would apply and, for each file, what to do; exits 1. Writes nothing.
            """
    )

    @OptionGroup var options: ProjectOptions

    func run() throws {
        let (project, paths) = try options.load()
        var generator = Generator(project: project)
        generator.progress = ProgressLine.shared.handler
        generator.recordsCacheAgain = false
        let plan = try orExit(paths) { try generator.plan() }
        try options.report(plan.warnings, paths: paths)
        let problems = CheckProblems(plan)
        let duplicates = try orExit(paths) { try generator.duplicateTypes(inFeatures: plan.features) }
        guard problems.isEmpty, duplicates.isEmpty else {
            Console.report(duplicates, paths: paths)
            // `--quiet` (a build phase): the located errors only, not the diff.
            if !Console.quiet { Console.out(UnifiedDiff.diff(plan), terminator: "") }
            for entry in problems.stale {
                let position = entry.current.map { FirstDifference.position(between: $0, and: entry.result ?? "") }
                Console.problem(
                    "out of date (\(entry.action.rawValue) by generate)", path: entry.path, line: position?.line,
                    column: position?.column, paths: paths)
            }
            for entry in problems.conflicted {
                for line in entry.markerLinesOnDisk {
                    Console.problem(
                        "conflict marker; resolve the conflict and delete the marker lines", path: entry.path, line: line, paths: paths)
                }
            }
            for entry in problems.wouldConflict {
                Console.problem(
                    "your edits and the spec's overlap: 'featuregen generate' will write "
                        + "\(Console.count(entry.conflictLines.count, "conflict")) into this file to resolve",
                    path: entry.path, paths: paths)
            }
            for entry in problems.unparsable {
                Console.syntaxError(of: entry, paths: paths)
            }
            for entry in problems.skipped {
                Console.problem(
                    entry.unusableBase
                        ? entry.reason ?? ""
                        : "featuregen has no record of writing this file; run 'featuregen adopt' to take it over, or move it away",
                    path: entry.path, paths: paths)
            }
            for entry in problems.orphaned {
                // An orphan that holds the user's code is never pruned: its reason says what keeps it.
                let problem =
                    entry.prunable || entry.reason == nil
                    ? "no spec generates this file any more (it may declare the same types as a renamed feature); "
                        + "run 'featuregen generate --prune' to remove it"
                    : entry.reason!
                Console.problem(problem, path: entry.path, paths: paths)
            }
            if !problems.isEmpty {
                Console.fail("\(Console.count(problems.count, "file")) not up to date; \(problems.advice)")
            } else {
                Console.fail("\(Console.count(duplicates.count, "type")) declared twice; keep one declaration of each")
            }
            throw ExitCode(1)
        }
        if try orExit(paths, { try generator.checkInputListIsStale(plan) }) {
            Console.problem(
                "out of date: no longer lists every file check reads; run 'featuregen generate' to rewrite it",
                path: CheckInputList.path, paths: paths)
            throw ExitCode(1)
        }
        Console.out("featuregen: \(Console.count(plan.entries.count, "file")) up to date")
    }
}

/// What `check` fails on, by what the user has to do about it.
struct CheckProblems {
    var stale: [WritePlan.Entry]
    /// Conflict markers in the file on disk.
    var conflicted: [WritePlan.Entry]
    /// No markers yet; generate's merge would write some.
    var wouldConflict: [WritePlan.Entry]
    var skipped: [WritePlan.Entry]
    var orphaned: [WritePlan.Entry]
    var unparsable: [WritePlan.Entry]

    init(_ plan: WritePlan) {
        conflicted = plan.entries.filter { !$0.markerLinesOnDisk.isEmpty && !$0.conflictLines.isEmpty }
        wouldConflict = plan.entries.filter(\.wouldConflict)
        skipped = plan.entries.filter { $0.action == .skipped }
        orphaned = plan.entries.filter { $0.action == .orphaned }
        unparsable = plan.entries.filter { $0.syntaxError != nil }
        let reported = Set((conflicted + wouldConflict + skipped + orphaned + unparsable).map(\.path))
        stale = plan.changes.filter { !reported.contains($0.path) }
    }

    var count: Int { stale.count + conflicted.count + wouldConflict.count + skipped.count + orphaned.count + unparsable.count }
    var isEmpty: Bool { count == 0 }

    /// The one sentence that says what to run, or what to do by hand.
    var advice: String {
        var steps: [String] = []
        if !conflicted.isEmpty { steps.append("resolve the conflict markers") }
        if !unparsable.isEmpty { steps.append("fix the Swift that does not parse") }
        if skipped.contains(where: \.unusableBase) { steps.append("restore the base records git left conflict markers in") }
        if skipped.contains(where: { !$0.unusableBase }) { steps.append("run 'featuregen adopt' for files featuregen did not write") }
        if orphaned.contains(where: { !$0.prunable }) {
            steps.append("move your code out of the orphaned files that hold it and delete them")
        }
        if orphaned.contains(where: \.prunable) { steps.append("run 'featuregen generate --prune' to remove the unedited orphans") }
        if !stale.isEmpty || !wouldConflict.isEmpty { steps.append("run 'featuregen generate'") }
        if !wouldConflict.isEmpty { steps.append("resolve the conflicts it marks") }
        return steps.joined(separator: ", then ")
    }
}
