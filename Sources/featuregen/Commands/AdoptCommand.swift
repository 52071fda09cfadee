import ArgumentParser
import FeaturegenCore

struct AdoptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adopt",
        abstract: "Takes over files featuregen has no record of writing, merging the spec into them.",
        discussion: """
            For a module written by hand before featuregen, or a project whose .featuregen/ folder \
            was lost: each file at a generated path that has no base record is merged two-way with \
            what the spec generates, declaration by declaration. Where both have a declaration, \
            your text is kept; what only the spec has is added; your own declarations stay. The \
            files are managed from then on, and later spec edits merge as usual. Files that \
            featuregen already manages are regenerated as by `generate`.
            """
    )

    @OptionGroup var options: ProjectOptions

    @Argument(help: "Spec files (or feature names) to adopt. Default: every spec in the project.", completion: SpecCompletion.kind)
    var specs: [String] = []

    @Flag(help: "Print a unified diff of what would change, and write nothing.")
    var dryRun = false

    func run() throws {
        let (project, paths, lock) = try options.loadForWriting()
        defer { withExtendedLifetime(lock) {} }
        var generator = Generator(project: project)
        generator.progress = ProgressLine.shared.handler
        let plan = try orExit(paths) { try generator.plan(try specPaths(specs, paths, project: project), adopt: true) }
        try options.report(plan.warnings, paths: paths)
        try applyOrPreview(plan, dryRun: dryRun, with: generator, paths: paths)
    }
}
