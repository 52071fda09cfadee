import FeaturegenTestSupport
import Testing

@testable import FeaturegenCore

/// `tca: { uikit: false }`: a SwiftUI-only or macOS target. tca features then write no UIKit
/// entry (`import UIKit`, `Input`, `Output`, `build(…)`), and a route from a feature of another
/// architecture, which would open one through that entry, is an error at the route.
@Suite struct UIKitEntrySettingTests {
    private static let cart = """
        feature: Cart
        architecture: tca
        state:
          count: Int
        actions: [buy]
        output:
          didBuy: Int
        routes:
          - dismiss

        """

    private func project(_ settings: String, specs: [String: String]) throws(DiagnosticsError) -> Project {
        var files = Dictionary(uniqueKeysWithValues: specs.map { ("Specs/\($0.key).yaml", $0.value) })
        files["featuregen.yml"] = "architecture: tca\n" + settings
        return try Project.load(from: MemoryFileSystem(files: files))
    }

    private func rendered(_ project: Project) throws -> [String: String] {
        let generator = Generator(project: project)
        let files = try generator.render(try generator.loadSpecs()).filter { !$0.retired }
        return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aFeatureWithoutTheUIKitEntryWritesNoUIKit() throws {
        let files = try rendered(project("tca:\n  uikit: false\n", specs: ["Cart": Self.cart]))
        let feature = try #require(files["Features/Cart/Cart.swift"])
        #expect(!feature.contains("UIKit"))
        #expect(!feature.contains("static func build("))
        #expect(!feature.contains("struct Input"))
        #expect(!feature.contains("typealias Output"))
        #expect(feature.contains("@Reducer\nstruct Cart {"))
        #expect(files.values.allSatisfy { !$0.contains("import UIKit") })

        let byDefault = try #require(try rendered(project("", specs: ["Cart": Self.cart]))["Features/Cart/Cart.swift"])
        #expect(byDefault.contains("import UIKit"))
        #expect(byDefault.contains("static func build(input: Input, output: Output? = nil) -> UIViewController"))
    }

    @Test func aRouteFromAnotherArchitectureToSuchAFeatureIsAnError() throws {
        let shelf = """
            feature: Shelf
            architecture: mvvm
            actions: [openCart]
            routes:
              - openCart: { module: Cart, output: [didBuy] }

            """
        let project = try project("tca:\n  uikit: false\n", specs: ["Cart": Self.cart, "Shelf": shelf])
        let generator = Generator(project: project)
        #expect(throws: DiagnosticsError.self) { _ = try generator.loadSpecs() }
        do {
            _ = try generator.loadSpecs()
        } catch {
            #expect(
                error.description.contains(
                    "Specs/Shelf.yaml:5:5: error: route 'openCart' opens the tca feature Cart from a feature of mvvm, "
                        + "but 'tca: { uikit: false }' leaves out the build(…) other architectures open it through"),
                "\(error.description)")
            #expect(error.description.contains("Specs/Cart.yaml:1:10: note: Cart is declared here"), "\(error.description)")
            #expect(error.description.contains("remove 'uikit: false' from featuregen.yml's 'tca:' block"), "\(error.description)")
        }
        // With the entry, as by default, the same specs generate.
        #expect(throws: Never.self) { _ = try rendered(self.project("", specs: ["Cart": Self.cart, "Shelf": shelf])) }
        // A tca feature opening it keeps to its own architecture's state: no error.
        let tcaShelf = shelf.replacingOccurrences(of: "architecture: mvvm", with: "architecture: tca")
        #expect(throws: Never.self) {
            _ = try rendered(self.project("tca:\n  uikit: false\n", specs: ["Cart": Self.cart, "Shelf": tcaShelf]))
        }
    }

    @Test func aBuildSettingMustNameABooleanSetting() throws {
        let manifest = """
            summary: "x"
            files: []
            settings:
              services: { type: typeName, default: Services, description: "d" }
            buildSetting: services

            """
        do {
            _ = try ManifestDecoder().decode(
                YAMLLoader(document: .manifest).load(Array(manifest.utf8), file: "architecture.yaml"), name: "x")
            Issue.record("a buildSetting that names no boolean setting was accepted")
        } catch {
            #expect(
                error.description.contains(
                    "architecture.yaml:5:15: error: 'buildSetting: services' names no boolean setting of this manifest"),
                "\(error.description)")
        }
    }
}
