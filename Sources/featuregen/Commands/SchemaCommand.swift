import ArgumentParser
import FeaturegenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Prints the JSON Schema of a spec (or, with --config, of featuregen.yml).",
        discussion: """
            For editors: save it in the project and point yaml-language-server at it with a \
            '# yaml-language-server: $schema=<path>' first line in a spec. In a project whose \
            own templates add spec keys or settings, the schema has them too.
            """
    )

    @Flag(help: "The schema of featuregen.yml instead of a spec's.")
    var config = false

    @OptionGroup var options: ProjectOptions

    func run() throws {
        options.applyOutputOptions()
        let root = options.root()
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(ProjectConfig.fileName).path) else {
            if options.project != nil { _ = try options.load() }  // says that featuregen.yml is missing
            return Console.out(config ? SpecSchema.config : SpecSchema.spec)
        }
        let (project, paths) = try options.load()
        Console.out(try orExit(paths) { try config ? SpecSchema.config(for: project) : SpecSchema.spec(for: project) })
    }
}
