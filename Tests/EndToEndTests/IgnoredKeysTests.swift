import FeaturegenCore
import Foundation
import Testing

/// A key the project's architecture does nothing with is a warning at the key, from every
/// command that validates, and an error with `--warnings-as-errors`.
@Suite struct IgnoredKeysTests {
    static let gallery = """
        feature: Gallery
        state:
          step: Int
        subviews:
          Slider:
            binding: true
            state:
              current: { type: Int, from: step, writable: true }
        routes:
          - help: { module: Help, presentation: present, external: true }

        """

    @Test func keysTheArchitectureIgnoresAreWarnedAndFailAStrictRun() throws {
        let app = try Featuregen()
        defer { app.remove() }
        #expect(try app.run("init", "--architecture", "statecontainer").status == 0)
        // init does not write a setting the architecture ignores; --observation does.
        #expect(!(try app.read("featuregen.yml")).contains("\nobservation:"))
        #expect(try app.run("init", "--observation", "observable").status == 0)
        let config = try app.read("featuregen.yml").components(separatedBy: "\n")
        let observationLine = try #require(config.firstIndex { $0.hasPrefix("observation: observable") }) + 1
        try app.write("Specs/Gallery.yaml", Self.gallery)

        let expected = [
            "featuregen.yml:\(observationLine):1: warning: architecture 'statecontainer' ignores 'observation': ",
            "Specs/Gallery.yaml:6:5: warning: architecture 'statecontainer' ignores 'subviews.binding': ",
            "Specs/Gallery.yaml:8:41: warning: architecture 'statecontainer' ignores 'subviews.state.writable': ",
        ]
        let validate = try app.run("validate")
        #expect(validate.status == 0, "\(validate.errors)")
        for warning in expected {
            #expect(validate.errors.contains(warning), "\(warning)\n\(validate.errors)")
        }
        #expect(validate.output.contains("featuregen: 1 spec valid"))
        // Naming the spec reads it with the project's architecture too.
        let named = try app.run("validate", "Specs/Gallery.yaml")
        for warning in expected.dropFirst() {
            #expect(named.errors.contains(warning), "\(warning)\n\(named.errors)")
        }

        let before = try app.snapshot()
        for command in ["validate", "generate", "check"] {
            let strict = try app.run(command, "--warnings-as-errors")
            #expect(strict.status == 2, "\(command): \(strict.errors)")
            #expect(strict.errors.contains("error: 3 warnings treated as errors (--warnings-as-errors); nothing was written"), "\(command)")
        }
        let new = try app.run("new", "Profile", "--warnings-as-errors")
        #expect(new.status == 2, "\(new.errors)")
        // The plan's warnings stop the module, and the spec `new` wrote is taken back.
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Features/Profile").path))
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Specs/Profile.yaml").path))
        #expect(try app.snapshot() == before, "--warnings-as-errors wrote files")
    }

    /// What `new` writes uses only keys its architecture honours.
    @Test(arguments: ArchitectureCatalog.names)
    func theStarterSpecOfEveryArchitectureHasNothingToWarnAbout(architecture: String) throws {
        let app = try Featuregen()
        defer { app.remove() }
        #expect(try app.run("init", "--architecture", architecture).status == 0)
        let new = try app.run("new", "ProductCard", "--warnings-as-errors")
        #expect(new.status == 0, "\(new.errors)")
        #expect(!new.errors.contains("warning:"), "\(new.errors)")
    }
}
