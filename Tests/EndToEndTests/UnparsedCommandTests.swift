import Testing

@testable import featuregen

/// `featuregen generate` alone and `featuregen new Name` are run without swift-argument-parser
/// (`Featuregen.main`), as the command with `ProjectChoices()` and the other defaults: those
/// must be the values the parser gives it.
@Suite struct UnparsedCommandTests {
    @Test func generateAloneRunsWithTheParsedDefaults() throws {
        let command = try #require(try featuregen.Featuregen.parseAsRoot(["generate"]) as? GenerateCommand)
        #expect(command.options.choices == ProjectChoices())
        #expect(command.specs.isEmpty && !command.dryRun && !command.prune)
    }

    @Test(arguments: ["ProductCard", "help", "lowercase", "Two Words", "Ünïcode"])
    func newWithANameRunsWithTheParsedDefaults(name: String) throws {
        let command = try #require(try featuregen.Featuregen.parseAsRoot(["new", name]) as? NewCommand)
        #expect(command.options.choices == ProjectChoices())
        #expect(command.name == name && command.architecture == nil && !command.dryRun)
    }
}
