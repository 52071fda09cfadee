import FeaturegenTestSupport
import Foundation
import Testing

/// The SwiftPM command plugin, run from a package that depends on this checkout by path, as an
/// app's package would depend on featuregen.
@Suite struct PluginTests {
    @Test func aConsumerPackageRunsFeaturegenThroughThePlugin() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.makeConsumer(of: Repository.root)

        let setUp = try app.swiftPackage("--allow-writing-to-package-directory", "featuregen", "init")
        #expect(setUp.status == 0, "\(setUp.errors)")
        #expect(setUp.output.contains("created   featuregen.yml\n"))

        let new = try app.swiftPackage("--allow-writing-to-package-directory", "featuregen", "new", "ProductCard")
        #expect(new.status == 0, "\(new.errors)")
        // The same lines as the CLI prints, in the package's folder.
        #expect(new.output.contains("created   Specs/ProductCard.yaml\n"))
        #expect(new.output.contains("created   Features/ProductCard/ProductCardViewModel.swift\n"))
        #expect(try app.read("Features/ProductCard/ProductCardViewModel.swift").contains("actor ProductCardViewModel"))

        let check = try app.swiftPackage("--allow-writing-to-package-directory", "featuregen", "check")
        #expect(check.status == 0, "\(check.errors)")
        // `check` alone asks for no permission, and fails on stale code.
        let readOnly = try app.swiftPackage("featuregen-check", "--quiet")
        #expect(readOnly.status == 0, "\(readOnly.errors)")
        #expect(readOnly.output.contains("up to date"), "\(readOnly.output)")
        try app.write("Features/ProductCard/ProductCardIO.swift", try app.read("Features/ProductCard/ProductCardIO.swift") + "// hand\n")
        try app.write(".featuregen/base/Features/ProductCard/ProductCardIO.swift", "stale\n")
        let stale = try app.swiftPackage("featuregen-check", "--quiet")
        #expect(stale.status != 0)
        #expect((stale.output + stale.errors).contains("featuregen check exited with status 1"), "\(stale.output)\(stale.errors)")

        // A broken spec fails the plugin with featuregen's own diagnostic.
        try app.write("Specs/ProductCard.yaml", "feature: ProductCard\nstate:\n  count: int\n")
        let broken = try app.swiftPackage("--allow-writing-to-package-directory", "featuregen", "validate")
        #expect(broken.status != 0)
        // SwiftPM passes a plugin's standard error on to its standard output.
        #expect((broken.output + broken.errors).contains("Specs/ProductCard.yaml:3:3: error: state field 'count' has type 'int'"))
        #expect(broken.errors.contains("error: featuregen validate exited with status 2"), "\(broken.errors)")

        // The consumer resolves only what featuregen ships: no OpenCombine, no stand-ins.
        let graph = try app.swiftPackage("show-dependencies", "--format", "flatlist")
        let packages = Set(graph.output.split(separator: "\n").map(String.init)).subtracting([
            Repository.root.lastPathComponent.lowercased()
        ])
        #expect(packages == ["swift-argument-parser", "swift-syntax"], "\(graph.output)")
    }
}

/// The plugin from an artifact bundle: a copy of this checkout with
/// `Artifacts/featuregen.artifactbundle` (what `scripts/build-artifactbundle` writes, here from the
/// featuregen these tests run), used by a consumer package that then compiles neither featuregen
/// nor swift-syntax.
@Suite struct PrebuiltPluginTests {
    @Test func aConsumerRunsThePluginFromAnArtifactBundleWithoutBuildingFeaturegen() throws {
        let checkout = try Featuregen.copyOfCheckout(["Package.swift", "Sources", "Plugins", "Templates", "Tests", "scripts"])
        defer { checkout.remove() }
        let fileManager = FileManager.default
        let bundle = try checkout.execute(
            checkout.folder.appendingPathComponent("scripts/build-artifactbundle"), ["--binary", Featuregen.binary.path])
        #expect(bundle.status == 0, "\(bundle.errors)")
        #expect(bundle.output.contains("checksum: "), "\(bundle.output)")
        let info = try String(
            contentsOf: checkout.folder.appendingPathComponent("Artifacts/featuregen.artifactbundle/info.json"), encoding: .utf8)
        #expect(info.contains("\"type\" : \"executable\"") || info.contains("\"type\": \"executable\""), "\(info)")
        #expect(fileManager.fileExists(atPath: checkout.folder.appendingPathComponent("Artifacts/featuregen.artifactbundle.zip").path))

        let app = try Featuregen()
        defer { app.remove() }
        try app.makeConsumer(of: checkout.folder)
        let start = Date()
        let setUp = try app.swiftPackage("--allow-writing-to-package-directory", "featuregen", "init")
        let firstRun = Date().timeIntervalSince(start)
        #expect(setUp.status == 0, "\(setUp.errors)")
        #expect(setUp.output.contains("created   featuregen.yml\n"))
        let new = try app.swiftPackage("--allow-writing-to-package-directory", "featuregen", "new", "ProductCard")
        #expect(new.status == 0, "\(new.errors)")
        #expect(try app.read("Features/ProductCard/ProductCardViewModel.swift").contains("actor ProductCardViewModel"))
        let check = try app.swiftPackage("--allow-writing-to-package-directory", "featuregen", "check")
        #expect(check.status == 0, "\(check.errors)")
        // Nothing of featuregen was compiled: no module of its own, none of swift-syntax.
        let built = (fileManager.enumerator(atPath: app.folder.appendingPathComponent(".build").path)?.allObjects as? [String]) ?? []
        let compiled = built.filter { $0.hasSuffix("FeaturegenCore.swiftmodule") || $0.hasSuffix("SwiftSyntax.swiftmodule") }
        #expect(compiled.isEmpty, "\(compiled)")
        print("plugin from the artifact bundle: first command (resolve, build the plugin, run) took \(Int(firstRun)) s")
    }
}

extension Featuregen {
    /// A new folder holding copies of these items of this checkout.
    static func copyOfCheckout(_ items: [String]) throws -> Featuregen {
        let checkout = try Featuregen()
        for item in items {
            try FileManager.default.copyItem(
                at: Repository.root.appendingPathComponent(item), to: checkout.folder.appendingPathComponent(item))
        }
        return checkout
    }

    /// A package named App in the folder that depends on featuregen at `checkout`, by path.
    func makeConsumer(of checkout: URL) throws {
        try write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "\(checkout.path)")],
                targets: [.target(name: "App")]
            )

            """)
        try write("Sources/App/App.swift", "public enum App {}\n")
    }

    /// `swift package …` in the folder.
    func swiftPackage(_ arguments: String...) throws -> Result {
        try execute(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package"] + arguments)
    }
}
