import FeaturegenCore
import FeaturegenTestSupport
import Foundation
import Testing

/// Architectures from the command line: a tca project, a project mixing mvvm and tca, and
/// the diagnostics of architecture names and options.
@Suite struct ArchitectureTests {
    @Test func aTCAProjectFromInitAndNew() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let setUp = try app.run("init", "--architecture", "tca")
        #expect(setUp.status == 0, "\(setUp.errors)")
        #expect(try app.read("featuregen.yml").contains("architecture: tca\n"))
        // TCA is the runtime: init writes no runtime file.
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Features/Runtime/Module.swift").path))

        let new = try app.run("new", "ProductCard")
        #expect(new.status == 0, "\(new.errors)")
        for file in ["ProductCard.swift", "ProductCardView.swift", "Components/ProductCardHeader.swift"] {
            #expect(new.output.contains("created   Features/ProductCard/\(file)\n"), "\(new.output)")
        }
        let feature = try app.read("Features/ProductCard/ProductCard.swift")
        #expect(feature.contains("@Reducer\nstruct ProductCard {"))
        #expect(feature.contains("    @ObservableState\n    struct State: Equatable, Sendable {"))
        #expect(feature.contains("        Reduce { state, action in\n            switch action {"))
        #expect(feature.contains("        case delegate(Delegate)"))
        #expect(try app.read("Features/ProductCard/ProductCardView.swift").contains("    let store: StoreOf<ProductCard>"))
        #expect(!(try app.read("Specs/ProductCard.yaml")).contains("architecture:"))

        let again = try app.run("generate")
        #expect(again.status == 0)
        #expect(!again.output.contains("created") && !again.output.contains("updated"), "\(again.output)")
        #expect(try app.run("check").status == 0)
    }

    /// The acceptance of every architecture: `init --architecture`, `new ProductCard` and every
    /// example spec generate in an empty folder; a second run changes nothing; check passes.
    @Test(arguments: ArchitectureCatalog.names)
    func everyArchitectureGeneratesTheStarterAndTheExamples(architecture: String) throws {
        let app = try Featuregen()
        defer { app.remove() }
        #expect(try app.run("init", "--architecture", architecture).status == 0)
        let new = try app.run("new", "ProductCard")
        #expect(new.status == 0, "\(new.errors)")
        #expect(new.output.contains("created   Specs/ProductCard.yaml\n"))
        try app.write("Specs/ProductCard.yaml", "")
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent("Specs/ProductCard.yaml"))
        for spec in try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Specs").path) {
            try app.write(
                "Specs/\(spec)", try String(contentsOf: Repository.root.appendingPathComponent("Specs/\(spec)"), encoding: .utf8))
        }
        let generated = try app.run("generate", "--prune")
        #expect(generated.status == 0, "\(generated.errors)")
        let again = try app.run("generate")
        #expect(again.status == 0)
        #expect(
            !again.output.contains("created") && !again.output.contains("updated") && !again.output.contains("merged"), "\(again.output)")
        #expect(try app.run("check").status == 0)
    }

    @Test func everyExampleSpecGeneratesWithTCA() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--architecture", "tca")
        for spec in try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Specs").path) {
            try app.write(
                "Specs/\(spec)", try String(contentsOf: Repository.root.appendingPathComponent("Specs/\(spec)"), encoding: .utf8))
        }
        let generated = try app.run("generate")
        #expect(generated.status == 0, "\(generated.errors)")
        #expect(generated.output.contains("created   Features/NewsList/NewsList.swift\n"))
        #expect(
            try app.read("Features/NewsList/NewsList.swift").contains(
                "    @Reducer\n    enum Destination {\n        case details(NewsDetails)\n    }"))
        #expect(try app.run("check").status == 0)
    }

    @Test func aProjectMixingMVVMAndTCA() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        #expect(try app.run("new", "Shop").status == 0)
        let basket = try app.run("new", "Basket", "--architecture", "tca")
        #expect(basket.status == 0, "\(basket.errors)")
        #expect(try app.read("Specs/Basket.yaml").contains("\narchitecture: tca\n"))
        #expect(basket.output.contains("created   Features/Basket/Basket.swift\n"))
        // The mvvm screen opens the tca feature through the entry every tca feature has.
        try app.write(
            "Specs/Shop.yaml",
            "feature: Shop\nactions:\n  - openBasket\nroutes:\n  - openBasket: { module: Basket, presentation: present }\n")
        // The tca feature opens the mvvm screen itself: the state holds it, the view builds it.
        try app.write(
            "Specs/Basket.yaml",
            "feature: Basket\narchitecture: tca\nactions:\n  - openShop\nroutes:\n  - openShop: { module: Shop, presentation: push }\n")
        let generated = try app.run("generate", "--prune")
        #expect(generated.status == 0, "\(generated.errors)")
        #expect(try app.read("Features/Shop/ShopRouter.swift").contains("let viewController = Basket.build(input: .init())"))
        let feature = try app.read("Features/Basket/Basket.swift")
        #expect(
            feature.contains("            case .openShop:\n                state.screen = .openShop\n                return .none"),
            "\(feature)")
        #expect(try app.read("Features/Basket/BasketView.swift").contains("HostedScreen {\n                Shop.build(input: .init())"))
        #expect(try app.run("check").status == 0)
        let again = try app.run("generate")
        #expect(again.output.hasSuffix("unchanged\n") || again.output.contains("up to date") || !again.output.contains("updated"))
        #expect(!again.output.contains("created") && !again.output.contains("updated"), "\(again.output)")

        // Generating one spec still knows the architecture of the feature it opens.
        try app.write("Features/Shop/ShopRouter.swift", try app.read("Features/Shop/ShopRouter.swift"))
        #expect(try app.run("generate", "Shop").status == 0)
        #expect(try app.read("Features/Shop/ShopRouter.swift").contains("Basket.build(input: .init())"))
    }

    /// Where each architecture puts the `refresh` action's code, and how that line starts.
    static let handlers: [String: (file: String, opening: String, indent: String)] = [
        "mvvm": ("FeedViewModel.swift", "    private func refresh() async {\n", "        "),
        "tca": ("Feed.swift", "            case .refresh:\n", "                "),
        "mvi": ("FeedIntent.swift", "    func refresh() {\n", "        "),
        "statecontainer": ("FeedReducer.swift", "        case .refresh:\n", "            "),
        "vsurf": ("FeedViewStateHolder.swift", "    func refresh() {\n", "        "),
    ]

    /// The regeneration promise, in every architecture: the user's line in an action's
    /// handler stays there when the spec reorders, adds and removes actions.
    @Test(arguments: ArchitectureCatalog.names)
    func userCodeStaysInItsHandler(architecture: String) throws {
        let handler = try #require(Self.handlers[architecture], "add \(architecture) to ArchitectureTests.handlers")
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--architecture", architecture)
        try app.write("Specs/Feed.yaml", "feature: Feed\nstate:\n  count: Int\nactions:\n  - load\n  - refresh\n  - tap: Int\n")
        #expect(try app.run("generate").status == 0)
        let path = "Features/Feed/\(handler.file)"
        let text = try app.read(path)
        #expect(text.contains(handler.opening), "\(text)")
        let userLine = handler.indent + "print(\"user code\") // refresh"
        try app.write(path, text.replacingOccurrences(of: handler.opening, with: handler.opening + userLine + "\n"))
        try app.write("Specs/Feed.yaml", "feature: Feed\nstate:\n  count: Int\nactions:\n  - tap: Int\n  - share\n  - refresh\n")
        let regenerated = try app.run("generate")
        #expect(regenerated.status == 0, "\(regenerated.output)\(regenerated.errors)")
        let merged = try app.read(path)
        #expect(merged.contains(handler.opening + userLine + "\n"), "\(merged)")
        #expect(!merged.contains("load"))
        #expect(merged.contains("share"))
        #expect(try app.run("check").status == 0)
    }

    @Test func userCodeInAReducerCaseSurvivesSpecEdits() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--architecture", "tca")
        try app.write("Specs/Feed.yaml", "feature: Feed\nstate:\n  count: Int\nactions:\n  - load\n  - refresh\n  - tap: Int\n")
        try app.run("generate")
        let path = "Features/Feed/Feed.swift"
        try app.write(
            path,
            try app.read(path).replacingOccurrences(
                of: "            case .refresh:\n                return .none",
                with: "            case .refresh:\n                state.count += 1\n                return .send(.load)"))
        try app.write("Specs/Feed.yaml", "feature: Feed\nstate:\n  count: Int\nactions:\n  - tap: Int\n  - share\n  - refresh\n")
        let regenerated = try app.run("generate")
        #expect(regenerated.status == 0, "\(regenerated.errors)")
        let text = try app.read(path)
        #expect(
            text.contains(
                "            case .tap:\n                return .none\n            case .share:\n                return .none\n            case .refresh:\n                state.count += 1\n                return .send(.load)"
            ), "\(text)")
    }

    @Test func architectureNamesAndOptionsAreChecked() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let wrong = try app.run("init", "--architecture", "tcaa")
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("error: --architecture tcaa: unknown architecture"), "\(wrong.errors)")
        #expect(wrong.errors.contains("note: did you mean 'tca'?"))
        try app.run("init")
        try app.write("Specs/A.yaml", "feature: A\narchitecture: tca\nequatable: perhaps\n")
        try app.write("Specs/B.yaml", "feature: B\nequatable: false\n")
        let validated = try app.run("validate")
        #expect(validated.status == 2)
        #expect(
            validated.errors.contains("Specs/A.yaml:3:12: error: 'equatable' must be true or false, found 'perhaps'"), "\(validated.errors)"
        )
        #expect(validated.errors.contains("Specs/B.yaml:2:1: error: 'equatable' is not a key of this spec's architecture"))
        #expect(validated.errors.contains("note: 'equatable' is read by 'tca'; set 'architecture:' to use it"))
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Features/A").path))
    }

    /// vsurf's services factory named by the project: `init` writes the setting commented out,
    /// taken in it renames the factory in every file, a misspelt one stops the run at its line,
    /// and the config schema `init` writes knows the block.
    @Test func aVSURFProjectNamesItsServicesFactory() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--architecture", "vsurf")
        let config = try app.read("featuregen.yml")
        #expect(config.contains("\n# vsurf:\n"), "\(config)")
        #expect(config.contains("\n#   services: VSURFServices\n"), "\(config)")
        let schema = try JSONSerialization.jsonObject(with: Data(try app.read(".featuregen/schema/config.json").utf8)) as? [String: Any]
        let vsurf = (schema?["properties"] as? [String: Any])?["vsurf"] as? [String: Any]
        #expect(vsurf?["type"] as? [String] == ["object", "null"], "\(vsurf ?? [:])")
        try app.write("Specs/Cart.yaml", "feature: Cart\nstate:\n  count: Int\nactions: [add]\n")
        try app.write(
            "featuregen.yml",
            config.replacingOccurrences(of: "# vsurf:\n", with: "vsurf:\n")
                .replacingOccurrences(of: "#   services: VSURFServices\n", with: "  servics: VSURFStateFacade\n"))
        let misspelt = try app.run("generate")
        #expect(misspelt.status == 2)
        #expect(misspelt.errors.contains("error: unknown setting 'servics' of architecture 'vsurf'"), "\(misspelt.errors)")
        #expect(misspelt.errors.contains("note: did you mean 'services'?"), "\(misspelt.errors)")
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Features/Cart").path))
        try app.write("featuregen.yml", try app.read("featuregen.yml").replacingOccurrences(of: "servics:", with: "services:"))
        let generated = try app.run("generate")
        #expect(generated.status == 0, "\(generated.errors)")
        #expect(try app.read("Features/Runtime/VSURF.swift").contains("\nenum VSURFStateFacade {\n"))
        #expect(try app.read("Features/Cart/CartUnit.swift").contains("\nextension VSURFStateFacade.Units {\n"))
        #expect(try app.read("Features/Cart/CartViewGroup.swift").contains("cartUnit: VSURFStateFacade.Units.cart()"))
        #expect(try app.read(".featuregen/settings") == "vsurf.services: VSURFStateFacade\n")
        #expect(try app.run("check").status == 0)

        // A run naming one spec after the setting changed generates them all, with a note that
        // --warnings-as-errors does not count, and records the new value.
        try app.write("Specs/Shelf.yaml", "feature: Shelf\nstate:\n  count: Int\n")
        #expect(try app.run("generate", "Specs/Shelf.yaml").status == 0)
        try app.write("featuregen.yml", try app.read("featuregen.yml").replacingOccurrences(of: "VSURFStateFacade", with: "Services"))
        let some = try app.run("generate", "Specs/Shelf.yaml", "--warnings-as-errors")
        #expect(some.status == 0, "\(some.errors)")
        #expect(some.errors.contains("note: setting 'vsurf.services' is now 'Services': every spec is generated"), "\(some.errors)")
        #expect(try app.read("Features/Cart/CartUnit.swift").contains("\nextension Services.Units {\n"))
        #expect(try app.read(".featuregen/settings") == "vsurf.services: Services\n")
        let quiet = try app.run("generate", "Specs/Shelf.yaml")
        #expect(quiet.status == 0 && !quiet.errors.contains("note:"), "\(quiet.errors)")
        #expect(try app.run("check").status == 0)
    }
}
