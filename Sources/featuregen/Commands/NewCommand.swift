import ArgumentParser
import FeaturegenCore

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Starts a feature: writes Specs/<Name>.yaml and generates its module.",
        discussion: "Edit the spec afterwards and run `featuregen generate`."
    )

    @OptionGroup var options: ProjectOptions

    @Argument(help: "The feature's Swift type name, such as ProductCard.")
    var name: String

    @Option(help: "The feature's own architecture, when it differs from the project's (written into its spec as 'architecture:').")
    var architecture: String?

    @Flag(help: "Print the spec and a unified diff of the module it would generate, and write nothing.")
    var dryRun = false

    func run() throws {
        try Self.run(options.choices, name: name, architecture: architecture, dryRun: dryRun)
    }

    /// The command with these values, parsed or not (`featuregen new Name` is run without
    /// parsing: see `Featuregen.main`).
    static func run(_ options: ProjectChoices, name: String, architecture: String? = nil, dryRun: Bool = false) throws {
        if dryRun { return try preview(options, name: name, architecture: architecture) }
        let (project, paths, lock) = try options.loadForWriting()
        defer { withExtendedLifetime(lock) {} }
        let setup = ProjectSetup(fileSystem: project.fileSystem)
        let feature = try orExit(paths) { try setup.newFeature(named: name, in: project, architecture: architecture) }
        try options.report(feature.plan.warnings, paths: paths)
        do {
            try orExit(paths) { try setup.write(feature) }
        } catch let interrupted as InterruptedError {
            Console.fail(
                "interrupted (\(interrupted.signal == Platform.interruptSignal ? "SIGINT" : "SIGTERM")) before anything was written")
            throw ExitCode(128 + interrupted.signal)
        }
        try apply(feature.plan, with: Generator(project: project), paths: paths, setupFiles: [.created(feature.specPath)])
        Console.out(
            "next: describe the feature in \(paths.display(feature.specPath)) (state, actions, routes), then run 'featuregen generate'")
    }

    /// The spec and the module `new` would write, planned over the project as it is.
    private static func preview(_ options: ProjectChoices, name: String, architecture: String?) throws {
        let (project, paths) = try options.load()
        let feature = try orExit(paths) {
            try ProjectSetup(fileSystem: project.fileSystem).newFeature(named: name, in: project, architecture: architecture)
        }
        try options.report(feature.plan.warnings, paths: paths)
        Console.out(
            UnifiedDiff.diff(path: feature.specPath, old: nil, new: feature.specText) + UnifiedDiff.diff(feature.plan), terminator: "")
        Console.summarize(feature.plan, paths: paths, dryRun: true, setupFiles: [.created(feature.specPath)])
    }
}
