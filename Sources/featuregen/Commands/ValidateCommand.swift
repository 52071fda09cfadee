import ArgumentParser
import FeaturegenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Checks specs and prints diagnostics; writes nothing.",
        discussion: "Exits 0 when every spec is valid, 2 otherwise."
    )

    @OptionGroup var options: ProjectOptions

    @Argument(help: "Spec files to check. Default: every spec in the project's specs folder.", completion: SpecCompletion.kind)
    var specs: [String] = []

    func run() throws {
        options.applyOutputOptions()
        let root = options.root()
        let paths = PathDisplay(root: root)
        let fileSystem = DiskFileSystem(root: root)
        let run: ProjectSpecs
        let project: Project?
        if self.specs.isEmpty {
            let loaded = try options.load().0
            project = loaded
            run = try orExit(paths) { try Generator(project: loaded).loadRun() }
        } else {
            project =
                FileManager.default.fileExists(atPath: root.appendingPathComponent(ProjectConfig.fileName).path)
                ? try options.load().0 : nil
            let files = try specPaths(self.specs, paths, project: project) ?? []
            // The project's architectures: its default, and its own manifests.
            let architectures = try orExit(paths) { try project?.specArchitectures() ?? .builtIn() }
            run = try orExit(paths) {
                try SpecLoader(fileSystem: fileSystem, architectures: architectures).loadRun(files, among: try project?.specPaths())
            }
        }
        let specs = run.specs
        // What the specs generate must compile: rendered as `generate` would, nothing written.
        let renderingProject = project ?? Project(fileSystem: fileSystem, config: ProjectConfig())
        try orExit(paths) { try Generator(project: renderingProject).checkGeneratedCode(run) }
        let settingWarnings = try orExit(paths) { try project?.settingWarnings(for: run) ?? [] }
        try options.report(settingWarnings + ProjectValidator.warnings(for: specs, isComplete: self.specs.isEmpty), paths: paths)
        Console.out("featuregen: \(specs.count) \(specs.count == 1 ? "spec" : "specs") valid")
    }
}
