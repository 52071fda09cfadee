import ArgumentParser
import FeaturegenCore

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Writes the spec of a hand-written module, so that adopt can take it over.",
        discussion: """
            Reads the module's Swift files (subfolders included): its ModuleProtocol enum, Input \
            and Output, ViewState (stored, derived and subview fields), types, the view model's \
            actions, subviews and router. Writes Specs/<Feature>.yaml and lists what the spec \
            cannot say. Then run 'featuregen adopt <Feature>'.
            """
    )

    @OptionGroup var options: ProjectOptions

    @Argument(help: "The module's folder, such as Features/ProductCard.")
    var folder: String

    @Option(
        help: """
            The architecture the module is written in (import reads \(ModuleImporter.architectures.joined(separator: ", "))). \
            Default: the project's, where import reads it.
            """)
    var architecture: String?

    func run() throws {
        let (project, paths) = try options.load()
        guard let relative = paths.projectPath(of: folder) else {
            Console.fail("\(folder) is outside the project at \(paths.root.path)")
            throw ExitCode(2)
        }
        let (imported, path) = try orExit(paths) {
            try ModuleImporter().importModule(under: relative, into: project, architecture: architecture)
        }
        Console.out("created   \(paths.display(path))")
        try options.report(
            imported.unexpressed.map { .warning("the spec cannot say this; it stays as you wrote it: \($0)", at: nil) }, paths: paths)
        Console.out("next: check the spec, then run 'featuregen adopt \(imported.feature)'")
    }
}
