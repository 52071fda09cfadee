import ArgumentParser
import FeaturegenCore
import Foundation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Sets up featuregen in an app: writes featuregen.yml and the shared runtime.",
        discussion: "Run it at the root of your app. An existing featuregen.yml is kept as it is."
    )

    @Option(help: "The project folder. Default: the working folder.")
    var project: String?

    @Option(help: "Where specs live.")
    var specs = ProjectConfig().specs

    @Option(help: "Where modules are generated.")
    var output = ProjectConfig().output

    @Option(help: "The Swift file the shared runtime is written to.")
    var runtime = ProjectConfig().runtime

    @Option(help: "combine (ObservableObject, iOS 13+) or observable (@Observable, iOS 17+).")
    var observation = ProjectConfig.Observation.combine

    @Option(help: "The access level of generated declarations: internal or public.")
    var access = ProjectConfig.AccessLevel.internal

    @Flag(help: "Copy the built-in templates into Templates/ and use that copy.")
    var copyTemplates = false

    func validate() throws {
        for (name, path) in [("specs", specs), ("output", output), ("runtime", runtime)] {
            if let problem = ProjectPath.problem(with: path) { throw ValidationError("--\(name) \(problem)") }
        }
        guard runtime.hasSuffix(".swift") else { throw ValidationError("--runtime must name a .swift file") }
    }

    func run() throws {
        let root = ProjectOptions.root(project, searching: false)
        let paths = PathDisplay(root: root)
        let fileSystem = DiskFileSystem(root: root)
        var config = ProjectConfig()
        config.specs = ProjectPath.normalized(specs)
        config.output = ProjectPath.normalized(output)
        config.runtime = ProjectPath.normalized(runtime)
        config.observation = observation
        config.access = access
        let written = try orExit(paths) { try ProjectSetup(fileSystem: fileSystem).initialize(config: config, copyTemplates: copyTemplates) }
        for path in written { Console.out("created   \(paths.display(path))") }
        if !written.contains(ProjectConfig.fileName) {
            Console.out("unchanged \(paths.display(ProjectConfig.fileName)) (kept as it is)")
        }
        let (loaded, _) = try ProjectOptions.load(root)
        let generator = Generator(project: loaded)
        let plan = try orExit(paths) { try generator.plan() }
        try orExit(paths) { try generator.apply(plan) }
        Console.summarize(plan, paths: paths)
        if plan.hasConflicts { throw ExitCode(1) }
    }
}

extension ProjectConfig.Observation: ExpressibleByArgument {}
extension ProjectConfig.AccessLevel: ExpressibleByArgument {}
