import Foundation
import Testing

/// Paths that would put a file outside the project are refused, exit 2, and nothing is written.
@Suite(.serialized) struct UnsafePathTests {
    @Test func symbolicLinksInTheOutputTreeAreRefused() throws {
        let app = try Featuregen()
        let outside = try Featuregen()
        defer { app.remove(); outside.remove() }
        try app.run("init")
        try app.write("Specs/Profile.yaml", "feature: Profile\nstate:\n  title: String\n")
        try FileManager.default.createSymbolicLink(
            at: app.folder.appendingPathComponent("Features/Profile"), withDestinationURL: outside.folder)
        let before = try app.snapshot()
        let result = try app.run("generate")
        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                "error: refusing to write Features/Profile/Profile.swift and 5 more files: 'Features/Profile' is a symbolic link"),
            "\(result.errors)")
        // Each problem once: one error for the one link.
        #expect(result.errors.components(separatedBy: "is a symbolic link").count == 2)
        #expect(try app.snapshot() == before)
        #expect(try outside.snapshot().isEmpty, "wrote through the link")
    }

    @Test func configPathsLeavingTheProjectAreRefused() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.write("featuregen.yml", "specs: Specs\noutput: ../elsewhere\nruntime: /tmp/Module.swift\nobservation: combine\n")
        try app.write("Specs/Profile.yaml", "feature: Profile\n")
        let before = try app.snapshot()
        let result = try app.run("generate")
        #expect(result.status == 2)
        #expect(
            result.errors.contains("featuregen.yml:2:9: error: 'output' '../elsewhere' leads outside the project ('..')"),
            "\(result.errors)")
        #expect(
            result.errors.contains("featuregen.yml:3:10: error: 'runtime' '/tmp/Module.swift' is absolute; use a path inside the project"))
        #expect(try app.snapshot() == before)
    }

    @Test func badConfigValuesAreDiagnosed() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.write("featuregen.yml", "observation: combin\nacces: public\n")
        let result = try app.run("validate")
        #expect(result.status == 2)
        #expect(result.errors.contains("featuregen.yml:1:14: error: unknown observation 'combin'"))
        #expect(result.errors.contains("featuregen.yml:1:14: note: did you mean 'combine'?"))
        #expect(result.errors.contains("featuregen.yml:2:1: error: unknown key 'acces' in featuregen.yml"))
    }

    @Test func featureNamesCannotBePaths() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let result = try app.run("new", "../Escape")
        #expect(result.status == 2)
        #expect(result.errors.contains("error: '../Escape' is not a valid name for a feature"))
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("../Escape.yaml").path))
    }
}
