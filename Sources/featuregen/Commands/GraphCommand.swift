import ArgumentParser
import FeaturegenCore

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Prints the features and the routes between them, as Mermaid or DOT.",
        discussion: """
            An edge per route to another feature, labelled with the route and its presentation; \
            routes to modules no spec declares are drawn dashed. Paste Mermaid into a Markdown \
            file, or render DOT with 'dot -Tsvg'.
            """
    )

    @OptionGroup var options: ProjectOptions

    @Option(help: "mermaid (the default) or dot.")
    var format = FeatureGraph.Format.mermaid

    func run() throws {
        let (project, paths) = try options.load()
        let specs = try orExit(paths) { try Generator(project: project).loadSpecs() }
        Console.out(FeatureGraph(specs: specs).text(format), terminator: "")
    }
}

extension FeatureGraph.Format: ExpressibleByArgument {}
