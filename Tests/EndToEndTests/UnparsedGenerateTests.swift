import Testing

@testable import featuregen

/// `featuregen generate` alone is run without swift-argument-parser (`Featuregen.main`), as
/// the command with `ProjectChoices()`: those must be the values the parser gives it.
@Suite struct UnparsedGenerateTests {
    @Test func generateAloneRunsWithTheParsedDefaults() throws {
        let command = try #require(try featuregen.Featuregen.parseAsRoot(["generate"]) as? GenerateCommand)
        #expect(command.options.choices == ProjectChoices())
        #expect(command.specs.isEmpty && !command.dryRun && !command.prune)
    }
}
