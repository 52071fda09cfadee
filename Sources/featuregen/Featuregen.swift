import ArgumentParser
import FeaturegenCore

@main
struct Featuregen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "featuregen",
        abstract: "Generates and maintains SwiftUI feature modules from short YAML specs.",
        discussion: """
            A spec (Specs/<Feature>.yaml) lists a screen's input, output, state, actions, \
            subviews, routes and the clients it calls; featuregen writes the module in the \
            project's architecture (mvvm, mvi, statecontainer, vsurf or tca), with its tests, \
            and keeps it in step with the spec without losing the code you wrote in it.

            Exit codes: 0 success; 1 `check` found drift, or `generate` left conflicts; \
            2 bad spec, bad config or bad usage.
            """,
        version: FeaturegenVersion.current,
        subcommands: [
            InitCommand.self, NewCommand.self, GenerateCommand.self, AdoptCommand.self, CheckCommand.self, ValidateCommand.self,
            ImportCommand.self, GraphCommand.self, SchemaCommand.self, CompletionsCommand.self,
        ]
    )

    /// Like `ParsableCommand.main()`, but bad usage exits 2, as every other input error does.
    static func main() {
        // Bad usage is reported before the options are parsed: in the format asked for.
        let arguments = CommandLine.arguments
        if let index = arguments.firstIndex(where: { $0 == "--diagnostics-format" || $0.hasPrefix("--diagnostics-format=") }) {
            let value =
                arguments[index].contains("=")
                ? String(arguments[index].split(separator: "=", maxSplits: 1).last ?? "") : arguments.dropFirst(index + 1).first
            if let format = value.flatMap(DiagnosticFormat.init(rawValue:)) { Console.format = format }
        }
        do {
            // `featuregen generate` alone, as a build phase or a CI job runs it, parses to the
            // command with every default: run as that without swift-argument-parser, whose
            // parse reflects over every option of the commands on the way (a fifth of a
            // one-module run). A test holds the defaults to the parsed command's.
            if arguments.count == 2 && arguments[1] == "generate" {
                try GenerateCommand.run(ProjectChoices())
                return
            }
            // `featuregen new ProductCard` likewise: a name that is no option is the command's
            // one argument, whatever it spells (`new` checks it as it checks a parsed one).
            if arguments.count == 3 && arguments[1] == "new" && !arguments[2].hasPrefix("-") {
                try NewCommand.run(ProjectChoices(), name: arguments[2])
                return
            }
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Platform.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                if Console.format == .compiler {
                    Console.error(fullMessage(for: error))
                } else {
                    Console.fail(message(for: error))
                }
                Platform.exit(2)
            }
            self.exit(withError: error)
        }
    }
}
