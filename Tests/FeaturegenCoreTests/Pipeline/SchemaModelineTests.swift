import FeaturegenTestSupport
import Testing

@testable import FeaturegenCore

/// A spec's `# yaml-language-server: $schema=` line, once the spec moved, points at nothing:
/// loading it warns at the path and names the path that reaches the project's schema.
@Suite struct SchemaModelineTests {
    private let schema = ".featuregen/schema/spec.json"

    private func warnings(of path: String, modeline: String, files: [String: String] = [:]) throws -> [String] {
        let text = "# yaml-language-server: $schema=\(modeline)\nfeature: Profile\n"
        let fileSystem = MemoryFileSystem(files: files.merging([path: text]) { $1 })
        return try SpecLoader(fileSystem: fileSystem).load(path).warnings.map(\.description)
    }

    @Test func aSpecWhoseSchemaIsThereLoadsWithoutAWarning() throws {
        #expect(try warnings(of: "Specs/Profile.yaml", modeline: "../\(schema)", files: [schema: "{}"]) == [])
        #expect(try warnings(of: "Profile.yaml", modeline: schema, files: [schema: "{}"]) == [])
        #expect(try warnings(of: "/p/Specs/Profile.yaml", modeline: "../\(schema)", files: ["/p/\(schema)": "{}"]) == [])
        // A schema on the web is the editor's to fetch.
        #expect(try warnings(of: "Specs/Profile.yaml", modeline: "https://featuregen.dev/schema/spec.json") == [])
    }

    @Test func aSpecMovedIntoASubfolderIsToldThePathThatReachesTheSchema() throws {
        let found = try warnings(of: "Specs/Cart/Profile.yaml", modeline: "../\(schema)", files: [schema: "{}"])
        #expect(
            found == [
                "Specs/Cart/Profile.yaml:1:33: warning: the editor's schema '../\(schema)' does not exist: the editor checks nothing in this spec\n"
                    + "Specs/Cart/Profile.yaml:1:33: note: the project's schema is '../../\(schema)' from here: write '$schema=../../\(schema)'"
            ], "\(found)")
    }

    @Test func aProjectWithoutASchemaIsToldWhatWritesIt() throws {
        let found = try warnings(of: "Specs/Profile.yaml", modeline: "../\(schema)")
        #expect(found.count == 1)
        #expect(found.first?.contains("note: 'featuregen init' writes the project's schema") == true, "\(found)")
    }
}
