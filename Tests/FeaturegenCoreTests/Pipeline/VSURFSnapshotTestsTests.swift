import Testing

@testable import FeaturegenCore

/// A vsurf screen previewed with PreviewSnapshots (`previewSnapshots: true`) gets the snapshot
/// tests the VSURF demo writes by hand (`CartViewSnapshotTests`): its presets drawn in dark and
/// in light, in the project's test framework, only where tests are generated and previews
/// written, and removed when the option goes unless the file holds code of the user's.
@Suite struct VSURFSnapshotTestsTests {
    private let cart = """
        feature: Cart
        state:
          count: Int
        actions: [buy]
        previewSnapshots: true
        previews:
          empty:
          full: { count: "3" }

        """
    private let snapshotTests = "FeatureTests/Cart/CartViewSnapshotTests.swift"

    private func project(
        _ spec: String, tests: String? = "FeatureTests", framework: ProjectConfig.TestFramework = .xctest, previews: Bool = true
    ) -> Project {
        let project = memoryProject(specs: ["Cart.yaml": spec], architecture: "vsurf")
        var config = project.config
        config.tests = tests
        config.testFramework = framework
        config.testedModule = "Shop"
        config.previews = previews
        return Project(fileSystem: project.fileSystem, config: config)
    }

    @Test func theDemosTestsInXCTestAndTheirSwiftTestingTwins() throws {
        let xctest = try #require(try renderedFiles(project(cart))[snapshotTests])
        #expect(!xctest.retired)
        for line in [
            "@testable import Shop\nimport PreviewSnapshotsTesting\nimport SnapshotTesting\nimport UIKit\nimport XCTest\n",
            "@MainActor\nfinal class CartViewSnapshotTests: XCTestCase {\n",
            "    func testAllSnapshotsDark() async {\n        CartView_Previews.snapshots.assertSnapshots(as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))\n",
            "    func testAllSnapshotsLight() async {\n        CartView_Previews.snapshots.assertSnapshots(as: .image(traits: UITraitCollection(userInterfaceStyle: .light)))\n",
        ] {
            #expect(xctest.contents.contains(line), "\(xctest.contents)")
        }
        let swiftTesting = try #require(try renderedFiles(project(cart, framework: .swiftTesting))[snapshotTests]).contents
        #expect(swiftTesting.contains("import Testing\nimport UIKit\n"))
        #expect(swiftTesting.contains("@MainActor\n@Suite struct CartViewSnapshotTests {\n"))
        #expect(swiftTesting.contains("    @Test func allSnapshotsDark() {\n"))
        #expect(swiftTesting.contains("    @Test func allSnapshotsLight() {\n"))
        #expect(!swiftTesting.contains("XCTest"))
        // The previews they draw are the ones the view declares.
        let view = try #require(try renderedFiles(project(cart))["Features/Cart/CartView.swift"]).contents
        #expect(view.contains("struct CartView_Previews: PreviewProvider {"))
        #expect(view.contains("    static var snapshots: PreviewSnapshots<Preset> {"))
    }

    @Test func onlyWhereTestsAreGeneratedAndTheViewIsPreviewedWithSnapshots() throws {
        // Without tests: no test file at all.
        #expect(try renderedFiles(project(cart, tests: nil)).keys.allSatisfy { !$0.hasPrefix("FeatureTests/") })
        // #Preview blocks rather than PreviewSnapshots, or no previews: nothing to snapshot.
        let withoutOption = cart.replacingOccurrences(of: "previewSnapshots: true\n", with: "")
        #expect(try renderedFiles(project(withoutOption))[snapshotTests]?.retired ?? true)
        #expect(try renderedFiles(project(cart, previews: false))[snapshotTests]?.retired ?? true)
        // The feature's other tests are written either way.
        #expect(try renderedFiles(project(withoutOption))["FeatureTests/Cart/CartTests.swift"]?.retired == false)
    }

    @Test func aScreenWhoseInputHasNoPreviewValueGetsNoDefaultPreset() throws {
        // `item: Item` has no natural value: the starting state cannot be built without one, so
        // there is no `default` preset to preview or snapshot (before, `.init(item: )`).
        let tag = "feature: Cart\ninput:\n  item: Item\nstate:\n  item: { type: Item, input: item }\npreviewSnapshots: true\n"
        for fields in ["", "viewState: { fields: let }\n"] {
            let written = try renderedFiles(project(tag + fields))
            let view = try #require(written["Features/Cart/CartView.swift"]).contents
            #expect(!view.contains("_Previews") && !view.contains("import PreviewSnapshots"), "\(view)")
            #expect(written[snapshotTests]?.retired ?? true)
            // With the input's preview value, or a preset that sets the field, there is one.
            for given in ["preview:\n  item: \"Item()\"\n", "previews:\n  sample: { item: \"Item()\" }\n"] {
                let previewed = try renderedFiles(project(tag + fields + given))
                let text = try #require(previewed["Features/Cart/CartView.swift"]).contents
                #expect(text.contains("struct CartView_Previews: PreviewProvider {") && text.contains("Item()"), "\(text)")
                #expect(previewed[snapshotTests]?.retired == false)
            }
        }
    }

    @Test func turningTheOptionOffRemovesTheTestsUnlessTheyHoldUserCode() throws {
        let untouched = project(cart)
        let generator = Generator(project: untouched)
        try generator.apply(try generator.plan())
        #expect(try untouched.fileSystem.readText(snapshotTests) != nil)
        try untouched.fileSystem.writeText("Specs/Cart.yaml", cart.replacingOccurrences(of: "previewSnapshots: true\n", with: ""))
        let plan = try generator.plan()
        #expect(plan.entries.first { $0.path == snapshotTests }?.action == .removed)
        try generator.apply(plan)
        #expect(try untouched.fileSystem.readText(snapshotTests) == nil)

        let edited = project(cart)
        let editedGenerator = Generator(project: edited)
        try editedGenerator.apply(try editedGenerator.plan())
        let withCode =
            try #require(try edited.fileSystem.readText(snapshotTests))
            + "\nextension CartViewSnapshotTests {\n    func testAccessibilitySizes() async {}\n}\n"
        try edited.fileSystem.writeText(snapshotTests, withCode)
        try edited.fileSystem.writeText("Specs/Cart.yaml", cart.replacingOccurrences(of: "previewSnapshots: true\n", with: ""))
        let kept = try editedGenerator.plan()
        #expect(kept.entries.first { $0.path == snapshotTests }?.action == .orphaned)
        try editedGenerator.apply(kept)
        #expect(try edited.fileSystem.readText(snapshotTests) == withCode)
    }
}
