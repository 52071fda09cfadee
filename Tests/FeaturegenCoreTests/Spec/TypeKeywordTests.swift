import Testing

@testable import FeaturegenCore

/// Swift's words inside a type (`any Error`, `some View`, `async throws`) are no misspelled
/// type names: no "did you mean 'Any'?" for valid Swift.
@Suite struct TypeKeywordTests {
    @Test(arguments: [
        "\"Result<Int, any Error>\"", "\"any Error\"", "\"[any Sendable]\"", "\"(any Error)?\"",
        "\"@Sendable (Int) async throws -> Int\"", "\"@Sendable (Int) throws(CancellationError) -> Int\"",
    ])
    func aValidTypeWithSwiftsWordsIsNotWarnedAbout(_ type: String) throws {
        let spec = try loadSpec("feature: Shelf\nactions:\n  - show: \(type)\n")
        #expect(spec.warnings.isEmpty, "\(spec.warnings.map(\.description))")
    }

    @Test func theIssuesStateCaseLoadsWithoutAWarning() throws {
        let spec = try loadSpec("feature: Shelf\narchitecture: statecontainer\nstate: [idle, { loaded: \"Result<Int, any Error>\" }]\n")
        #expect(spec.warnings.isEmpty, "\(spec.warnings.map(\.description))")
    }

    @Test func aWordAloneIsStillATypo() throws {
        let spec = try loadSpec("feature: Shelf\nactions:\n  - show: any\n")
        #expect(spec.warnings.map(\.description).joined().contains("'any' in 'any' is no type featuregen knows"))
        #expect(spec.warnings.map(\.description).joined().contains("did you mean 'Any'?"))
    }

    @Test func theNamesOfATypeLeaveOutSwiftsWords() {
        #expect(TypeNameTypos.names(in: "Result<Int, any Error>") == ["Result", "Int", "Error"])
        #expect(TypeNameTypos.names(in: "(Int) async throws -> some View") == ["Int", "View"])
        #expect(TypeNameTypos.names(in: "any") == ["any"])
    }
}
