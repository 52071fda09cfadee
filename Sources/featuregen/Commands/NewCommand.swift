import ArgumentParser
import FeaturegenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
        if dryRun { return try preview() }
        let (project, paths, lock) = try options.loadForWriting()
        defer { withExtendedLifetime(lock) {} }
        // Removing a refused spec removes the folders it leaves empty: the specs folder `init`
        // made is put back.
        let hadSpecsFolder = FileManager.default.fileExists(atPath: paths.root.appendingPathComponent(project.config.specs).path)
        let specPath = try orExit(paths) {
            try ProjectSetup(fileSystem: project.fileSystem).newSpec(named: name, in: project, architecture: architecture)
        }
        let generator = Generator(project: project)
        let plan: WritePlan
        do {
            plan = try orExit(paths) { try generator.plan([specPath]) }
            try options.report(plan.warnings, paths: paths)
        } catch {
            // Refused (an error, or a warning under --warnings-as-errors): nothing stays written.
            try? project.fileSystem.remove(specPath)
            if hadSpecsFolder { _ = try? project.fileSystem.createFolder(project.config.specs) }
            throw error
        }
        try apply(plan, with: generator, paths: paths, setupFiles: [.created(specPath)])
        Console.out("next: describe the feature in \(paths.display(specPath)) (state, actions, routes), then run 'featuregen generate'")
    }

    /// The spec and the module `new` would write, planned over the project as it is.
    private func preview() throws {
        let (project, paths) = try options.load()
        let (specPath, text) = try orExit(paths) {
            try ProjectSetup(fileSystem: project.fileSystem).starterSpec(named: name, in: project, architecture: architecture)
        }
        let preview = Project(
            fileSystem: PreviewFileSystem(project.fileSystem, adding: [specPath: Array(text.utf8)]), config: project.config)
        let generator = Generator(project: preview)
        let plan = try orExit(paths) { try generator.plan([specPath]) }
        try options.report(plan.warnings, paths: paths)
        Console.out(UnifiedDiff.diff(path: specPath, old: nil, new: text) + UnifiedDiff.diff(plan), terminator: "")
        Console.summarize(plan, paths: paths, dryRun: true, setupFiles: [.created(specPath)])
    }
}
