import Testing

@testable import FeaturegenCore

/// A feature's `was:` names a feature that is gone, and only one feature may say it was it:
/// otherwise the old feature's code would be moved out from under its spec, or copied into two
/// features. Checked across the project, also when only some specs are generated.
@Suite struct FeatureRenameTests {
    /// The diagnostics of loading the project's specs (the given ones, or all), or "".
    private func errors(_ specs: [String: String], loading paths: [String]? = nil) -> String {
        do {
            _ = try Generator(project: memoryProject(specs: specs)).loadSpecs(paths)
            return ""
        } catch {
            return error.description
        }
    }

    @Test func aRenameFromAFeatureThatStillHasASpecIsRefused() {
        let specs = ["Basket.yaml": "feature: Basket\nwas: Cart\n", "Cart.yaml": "# the old one\nfeature: Cart\n"]
        for paths in [nil, ["Specs/Basket.yaml"]] {
            let found = errors(specs, loading: paths)
            #expect(
                found.contains("Specs/Basket.yaml:2:6: error: feature 'Basket' was 'Cart', but a spec still declares feature 'Cart'"),
                "\(found)")
            #expect(found.contains("Specs/Cart.yaml:2:10: note: feature 'Cart' is declared here"), "\(found)")
        }
        // Case ignored: on macOS `Features/CART` is `Features/Cart`.
        #expect(
            errors(["Basket.yaml": "feature: Basket\nwas: CART\n", "Cart.yaml": "feature: Cart\n"]).contains(
                "error: feature 'Basket' was 'CART', but a spec still declares feature 'Cart'"))
    }

    @Test func twoFeaturesRenamedFromTheSameOneAreRefused() {
        let specs = ["Market.yaml": "feature: Market\nwas: Shop\n", "Store.yaml": "feature: Store\nwas: Shop\n"]
        let all = errors(specs)
        #expect(all.contains("Specs/Store.yaml:2:6: error: features 'Market' and 'Store' both say they were 'Shop'"), "\(all)")
        #expect(all.contains("Specs/Market.yaml:2:6: note: 'Market' says so here"), "\(all)")
        #expect(all.components(separatedBy: "error:").count == 2, "one error for the pair: \(all)")
        // Generating either alone is refused too, at its own `was:`.
        let market = errors(specs, loading: ["Specs/Market.yaml"])
        #expect(market.contains("Specs/Market.yaml:2:6: error: features 'Store' and 'Market' both say they were 'Shop'"), "\(market)")
        #expect(market.contains("Specs/Store.yaml:2:6: note: 'Store' says so here"), "\(market)")
        #expect(errors(specs, loading: ["Specs/Store.yaml"]).contains("Specs/Store.yaml:2:6: error: features 'Market' and 'Store'"))
    }

    @Test func aRenameFromItsOwnNameIsRefusedAtTheWas() {
        let found = errors(["Cart.yaml": "feature: Cart\nwas: Cart\n"])
        #expect(found.contains("Specs/Cart.yaml:2:6: error: feature 'Cart' says it was 'Cart', its own name"), "\(found)")
    }

    @Test func aRenameFromAFeatureThatIsGoneIsFine() {
        #expect(errors(["Basket.yaml": "feature: Basket\nwas: Cart\n", "Shop.yaml": "feature: Shop\nwas: Store\n"]) == "")
        #expect(
            errors(["Basket.yaml": "feature: Basket\nwas: Cart\n", "Shop.yaml": "feature: Shop\n"], loading: ["Specs/Basket.yaml"]) == "")
    }

    @Test func aPlanOfABadRenameWritesNothing() throws {
        let project = memoryProject(specs: ["Cart.yaml": "feature: Cart\n"])
        let generator = Generator(project: project)
        try generator.apply(try generator.plan())
        let files = project.fileSystem as! MemoryFileSystem
        try files.writeText("Specs/Basket.yaml", "feature: Basket\nwas: Cart\n")
        let before = files.paths.map { ($0, try? files.readText($0)) }
        #expect(throws: DiagnosticsError.self) { try generator.plan() }
        #expect(throws: DiagnosticsError.self) { try generator.plan(["Specs/Basket.yaml"]) }
        #expect(files.paths.map { ($0, try? files.readText($0)) }.elementsEqual(before) { $0.0 == $1.0 && $0.1 == $1.1 })
    }
}
