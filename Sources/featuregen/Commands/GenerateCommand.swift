import ArgumentParser
import FeaturegenCore

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Regenerates the modules of the specs, keeping the code you wrote in them.",
        discussion: """
            Each generated file is compared with the file on disk and with what featuregen wrote \
            last time (its base, kept in .featuregen/base/). Your edits and the spec's changes are \
            merged; where they overlap, the file gets conflict markers and the run exits 1. \
            Files whose text would not change are not touched.
            """
    )

    @OptionGroup var options: ProjectOptions

    @Argument(help: "Spec files to generate. Default: every spec in the project's specs folder.", completion: SpecCompletion.kind)
    var specs: [String] = []

    @Flag(help: "Print a unified diff of what would change, and write nothing.")
    var dryRun = false

    @Flag(help: "Remove files of deleted specs, when you have not edited them.")
    var prune = false

    func run() throws {
        try Self.run(options.choices, specs: specs, dryRun: dryRun, prune: prune)
    }

    /// The command with these values, parsed or not (`featuregen generate` alone is run
    /// without parsing: see `Featuregen.main`).
    static func run(_ options: ProjectChoices, specs: [String] = [], dryRun: Bool = false, prune: Bool = false) throws {
        let (project, paths, lock) = try options.loadForWriting()
        defer { withExtendedLifetime(lock) {} }
        var generator = Generator(project: project)
        generator.progress = ProgressLine.shared.handler
        let plan = try orExit(paths) { try generator.plan(try specPaths(specs, paths, project: project), prune: prune) }
        try options.report(plan.warnings, paths: paths)
        try applyOrPreview(plan, dryRun: dryRun, with: generator, paths: paths)
    }
}
