import Testing

@testable import FeaturegenCore

/// A run of some specs reads each of the project's other specs once, however many of its
/// questions need them (the checks of routes leaving the run, what the routes' features take,
/// the settings of architectures only the others use), and a spec of the others that does not
/// load stops nothing.
@Suite struct ProjectSpecsTests {
    private static let files = [
        "featuregen.yml": "vsurf:\n  services: Services\n",
        // As a complete run records it: a run of some specs stays one.
        ".featuregen/settings": "vsurf.services: Services\n",
        "Specs/Catalog.yaml": """
        feature: Catalog
        state:
          count: Int
        routes:
          - openCart: { module: Cart, presentation: push, output: [didBuy] }

        """,
        "Specs/Cart.yaml": """
        feature: Cart
        architecture: vsurf
        output:
          didBuy: { itemCount: Int }
        state:
          count: Int
        routes:
          - dismiss

        """,
        "Specs/Shelf.yaml": "feature: Shelf\nstate:\n  count: Int\n",
    ]

    @Test func aRunOfSomeSpecsReadsEachOtherSpecOnce() throws {
        let fileSystem = MemoryFileSystem(files: Self.files)
        let generator = Generator(project: try Project.load(from: fileSystem))
        let plan = try generator.plan(["Specs/Catalog.yaml"])
        let route = try #require(plan.entries.first { $0.path == "Features/Catalog/CatalogRouter.swift" })
        // The route knows Cart's architecture and outputs, which only Cart's spec says.
        #expect(route.write?.contains("didBuy") == true, "\(route.write ?? "")")
        // Cart's architecture uses the vsurf block: no warning that no feature uses it.
        #expect(!plan.warnings.contains { $0.message.contains("no feature of the project uses") }, "\(plan.warnings)")
        for other in ["Specs/Cart.yaml", "Specs/Shelf.yaml"] {
            #expect(fileSystem.readCounts[other] == 1, "\(other): \(fileSystem.readCounts)")
        }
        #expect(fileSystem.readCounts["Specs/Catalog.yaml"] == 1)
    }

    @Test func anOtherSpecThatDoesNotLoadStopsNothing() throws {
        var files = Self.files
        files["Specs/Shelf.yaml"] = "feature: Shelf\nstate:\n  count: [Int\n"
        let generator = Generator(project: try Project.load(from: MemoryFileSystem(files: files)))
        #expect(throws: Never.self) { try generator.plan(["Specs/Catalog.yaml"]) }
        #expect(throws: DiagnosticsError.self) { try generator.plan() }
    }
}
