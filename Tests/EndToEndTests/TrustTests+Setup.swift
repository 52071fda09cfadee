import Foundation
import Testing

/// `new` and `init`: what they check before writing, and what they leave of the user's project.
extension TrustTests {
    private func exists(_ app: Featuregen, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: app.folder.appendingPathComponent(path).path)
    }

    // MARK: - new

    @Test func newRunsTheProjectWideValidationAndWritesNothingWhenItFails() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write(
            "Specs/ProductCard.yaml",
            "feature: ProductCard\nsubviews:\n  ProductCardHeader:\n    actions: [onTap]\nroutes:\n  - productDetails: { module: ProductDetails, input: { article: String } }\n"
        )
        #expect(try app.run("generate").status == 0)
        let before = try app.snapshot()

        let clash = try app.run("new", "ProductCardHeader")
        #expect(clash.status == 2)
        #expect(clash.errors.contains("subview 'ProductCardHeader' collides with feature of the same name"))
        let route = try app.run("new", "ProductDetails")
        #expect(route.status == 2)
        #expect(route.errors.contains("route 'productDetails' passes (article: String) but ProductDetails takes"))
        #expect(try app.snapshot() == before, "a failed new wrote files")
        #expect(try app.run("check").status == 0)
    }

    /// A link at the new spec's path (which no run reads specs through) is refused, not
    /// replaced by the starter spec.
    @Test func newRefusesToReplaceALinkAtTheSpecsPath() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let target = app.folder.appendingPathComponent("Elsewhere.yaml")
        try "feature: Elsewhere\n".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: app.folder.appendingPathComponent("Specs/Wallet.yaml"), withDestinationURL: target)
        let before = try app.snapshot()
        let result = try app.run("new", "Wallet")
        #expect(result.status == 2)
        #expect(result.errors.contains("featuregen new Wallet: Specs/Wallet.yaml exists already, as a symbolic link"), "\(result.errors)")
        #expect(try app.snapshot() == before)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: app.folder.appendingPathComponent("Specs/Wallet.yaml").path)
                == target.path)
    }

    @Test func anErrorAboutTheNameGivenToNewNamesTheCommandLine() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let result = try app.run("new", "String")
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: featuregen new String: feature name 'String' would shadow"), "\(result.errors)")
        #expect(!result.errors.contains("Specs/String.yaml"))
        #expect(!exists(app, "Specs/String.yaml"))
    }

    // MARK: - init on an existing project

    @Test func initAppliesExplicitOptionsInPlaceKeepingTheUsersLines() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try app.write("featuregen.yml", try app.read("featuregen.yml") + "# my own note\n")

        let result = try app.run("init", "--observation", "observable", "--access", "public")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("updated   featuregen.yml (observation: observable, access: public)"))
        let config = try app.read("featuregen.yml")
        #expect(config.contains("\nobservation: observable\n") && config.contains("\naccess: public\n"))
        #expect(config.hasSuffix("# my own note\n"))
        #expect(try app.run("check").status == 1, "the features are stale until generate")
        #expect(try app.run("generate").status == 0)
        #expect(try app.read("Features/Profile/ProfileState.swift").contains("@Observable"))
    }

    @Test func initCopyTemplatesPointsTheConfigAtTheCopy() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let result = try app.run("init", "--copy-templates")
        #expect(result.status == 0)
        #expect(try app.read("featuregen.yml").contains("\ntemplates: Templates/mvvm"))
        // An edit to the copy is used.
        let router = "Templates/mvvm/FeatureRouter.swift.mustache"
        try app.write(router, try app.read(router).replacingOccurrences(of: "// MARK: - Routes", with: "// MARK: - Navigation"))
        try app.run("new", "Profile")
        #expect(try app.read("Features/Profile/ProfileRouter.swift").contains("// MARK: - Navigation"))
    }

    @Test func initRefusesToMoveAnExistingProjectsFolders() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let before = try app.read("featuregen.yml")
        for option in ["--output", "--specs", "--runtime"] {
            let value = option == "--runtime" ? "Other/Runtime.swift" : "Other"
            let result = try app.run("init", option, value)
            #expect(result.status == 2, "\(option)")
            #expect(result.errors.contains("already sets"))
            #expect(result.errors.contains("init does not move a project's files"))
        }
        #expect(try app.read("featuregen.yml") == before)
        // The same value as the project's is no change, and fine.
        #expect(try app.run("init", "--output", "Features").status == 0)
    }
}
