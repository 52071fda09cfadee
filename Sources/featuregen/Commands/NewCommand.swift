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

    func run() throws {
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
    }
}
