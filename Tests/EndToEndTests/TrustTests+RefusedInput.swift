import Foundation
import Testing

/// Templates, config paths and feature renames that cannot be honoured: refused at their line,
/// before anything is written.
extension TrustTests {
    // MARK: - Templates

    @Test func anUnknownNameInACustomTemplateIsAnErrorAndNothingIsWritten() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--copy-templates")
        try app.run("new", "Profile")
        let router = "Templates/mvvm/FeatureRouter.swift.mustache"
        try app.write(
            router, try app.read(router).replacingOccurrences(of: "final class {{feature}}Router", with: "final class {{featur}}Router"))
        try app.write("Specs/Profile.yaml", try app.read("Specs/Profile.yaml") + "  - openHelp\n")
        let before = try app.snapshot()
        let result = try app.run("generate")
        #expect(result.status == 2)
        #expect(result.errors.contains("Templates/mvvm/FeatureRouter.swift.mustache:"), "\(result.errors)")
        #expect(result.errors.contains("error: unknown name 'featur'"))
        #expect(result.errors.contains("did you mean 'feature'?"))
        #expect(try app.snapshot() == before)
    }

    @Test func aTemplatePathOnFeaturegensOwnPlacesIsRefusedAtItsLineByEveryCommand() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--copy-templates")
        try app.run("new", "Profile")
        let manifest = "Templates/mvvm/architecture.yaml"
        let original = try app.read(manifest)
        let replacements = [
            ("{{runtime}}", ".featuregen/cache"),
            ("{{output}}/{{feature}}/{{feature}}View.swift", ".FeatureGen/base/{{output}}/{{feature}}/{{feature}}View.swift"),
            ("{{output}}/{{feature}}/{{feature}}.swift", "Specs/{{feature}}.yaml"),
            ("{{runtime}}", "featuregen.yml"),
        ]
        for (pattern, bad) in replacements {
            let edited = original.replacingOccurrences(of: "path: \"\(pattern)\"", with: "path: \"\(bad)\"")
            try #require(edited != original)
            try app.write(manifest, edited)
            let line = try #require(edited.components(separatedBy: "\n").firstIndex { $0.contains("\"\(bad)\"") }) + 1
            let before = try app.snapshot()
            for command in [["generate"], ["generate", "Profile"], ["check"], ["new", "Other"]] {
                let result = try app.execute(Featuregen.binary, command)
                #expect(result.status == 2, "\(command) with \(bad)")
                #expect(result.errors.contains("\(manifest):\(line):"), "\(command): \(result.errors)")
                #expect(result.errors.contains("error: file path '\(bad)'"), "\(command): \(result.errors)")
                #expect(
                    result.errors.contains("featuregen keeps its records") || result.errors.contains("is inside the specs folder")
                        || result.errors.contains("is the project's settings file"), "\(command): \(result.errors)")
            }
            #expect(try app.snapshot() == before, "a refused run wrote files (\(bad))")
        }
        try app.write(manifest, original)
        #expect(try app.run("check").status == 0)
    }

    @Test func aConfigPathOnFeaturegensOwnPlacesIsRefusedAtItsLine() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        let original = try app.read("featuregen.yml")
        let settings = [
            ("output: Features", "output: .featuregen/base/Features", "'output' '.featuregen/base/Features' is inside .featuregen/"),
            (
                "runtime: Features/Runtime/Module.swift", "runtime: .FeatureGen/Module.swift",
                "'runtime' '.FeatureGen/Module.swift' is inside"
            ),
            ("output: Features", "output: Specs/Generated", "'output' 'Specs/Generated' is inside the specs folder, 'Specs'"),
        ]
        for (setting, bad, message) in settings {
            let edited = original.replacingOccurrences(of: "\n\(setting)\n", with: "\n\(bad)\n")
            try #require(edited != original)
            try app.write("featuregen.yml", edited)
            let line = try #require(edited.components(separatedBy: "\n").firstIndex { $0 == bad }) + 1
            let column = bad.distance(from: bad.startIndex, to: bad.firstIndex(of: " ")!) + 2
            let before = try app.snapshot()
            for command in [["generate"], ["check"], ["validate"], ["new", "Other"]] {
                let result = try app.execute(Featuregen.binary, command)
                #expect(result.status == 2, "\(command) with \(bad)")
                #expect(result.errors.contains("featuregen.yml:\(line):\(column): error: \(message)"), "\(command): \(result.errors)")
            }
            #expect(try app.snapshot() == before, "a refused run wrote files (\(bad))")
        }
    }

    // MARK: - Renames

    @Test func aFeatureRenameFromALiveFeatureOrTwiceFromOneIsRefusedByEveryCommand() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Cart")
        try app.write("Specs/Basket.yaml", "feature: Basket\nwas: Cart\n")
        let commands = [
            ["generate"], ["generate", "Basket"], ["check"], ["validate"], ["validate", "Specs/Basket.yaml"], ["new", "Other"],
        ]
        var before = try app.snapshot()
        for command in commands {
            let result = try app.execute(Featuregen.binary, command)
            #expect(result.status == 2, "\(command)")
            #expect(
                result.errors.contains(
                    "Specs/Basket.yaml:2:6: error: feature 'Basket' was 'Cart', but a spec still declares feature 'Cart'"),
                "\(command): \(result.errors)")
            #expect(result.errors.contains("Specs/Cart.yaml:"), "a note at Cart's spec: \(result.errors)")
        }
        #expect(try app.snapshot() == before, "a refused run wrote files")

        try FileManager.default.removeItem(at: app.folder.appendingPathComponent("Specs/Cart.yaml"))
        try app.write("Specs/Store.yaml", "feature: Store\nwas: Cart\n")
        before = try app.snapshot()
        for command in commands + [["generate", "Store"]] {
            let result = try app.execute(Featuregen.binary, command)
            #expect(result.status == 2, "\(command)")
            #expect(result.errors.contains("both say they were 'Cart'"), "\(command): \(result.errors)")
        }
        #expect(try app.snapshot() == before, "a refused run wrote files")

        // One rename is a rename.
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent("Specs/Store.yaml"))
        let renamed = try app.run("generate")
        #expect(renamed.status == 0, "\(renamed.errors)")
        #expect(renamed.output.contains("(renamed from Features/Cart/CartView.swift)"), "\(renamed.output)")
    }
}
