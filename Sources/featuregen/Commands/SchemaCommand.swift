import ArgumentParser
import FeaturegenCore

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Prints the JSON Schema of a spec (or, with --config, of featuregen.yml).",
        discussion: """
            For editors: save it in the project and point yaml-language-server at it with a \
            '# yaml-language-server: $schema=<path>' first line in a spec.
            """
    )

    @Flag(help: "The schema of featuregen.yml instead of a spec's.")
    var config = false

    func run() {
        Console.out(config ? SpecSchema.config : SpecSchema.spec)
    }
}
