import ArgumentParser
import FeaturegenCore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Fails when generated code is stale or still has conflict markers (for CI).",
        discussion: """
            Exits 0 when `featuregen generate` would change nothing; otherwise prints the diff it \
            would apply and exits 1. Writes nothing.
            """
    )

    @OptionGroup var options: ProjectOptions

    func run() throws {
        let (project, paths) = try options.load()
        let plan = try orExit(paths) { try Generator(project: project).plan() }
        let stale = plan.changes
        let conflicted = plan.blocked
        guard stale.isEmpty && conflicted.isEmpty else {
            Console.out(UnifiedDiff.diff(plan), terminator: "")
            for entry in stale { Console.error("\(paths.display(entry.path)): error: out of date (\(entry.action.rawValue) by generate)") }
            Console.listConflicts(conflicted, paths: paths)
            for entry in conflicted {
                if entry.action == .skipped { Console.error("\(paths.display(entry.path)): error: \(entry.reason ?? "skipped")") }
            }
            Console.error("featuregen: \(stale.count + conflicted.count) files are not up to date; run 'featuregen generate'")
            throw ExitCode(1)
        }
        Console.out("featuregen: \(plan.entries.count) files up to date")
    }
}
