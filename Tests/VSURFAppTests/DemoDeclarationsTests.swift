// The declarations of the fixture's ItemCatalog, ItemCart and ItemDetail, generated from their
// specs and completed by hand, held against those of the VSURF demo's Catalog, Cart and Detail
// screens (surfstudio/vsurf-demo, Modules/Flows/VSURF), under featuregen's names: the features
// are prefixed with Item, a unit is named after its feature (`itemCartUnit` for the demo's
// `cartUnit`), the services factory is `VSURFServices` (the demo's `VSURFStateFacade`), the
// demo's VSURF flow is the Shop flow (`ShopViewGroup`, `ShopNavigationState`), and a presented
// route's selection is named after the route (`openDetailSelected` for `detailSelected`). Each declaration is `Scope/key`, with
// the keys of the structural merge (`var items`, `func addItem(_:)`, `init(itemCartUnit:)`).
import FeaturegenTestSupport
import XCTest

@testable import FeaturegenCore

final class DemoDeclarationsTests: XCTestCase {
    /// The demo's declarations that featuregen writes, under its names.
    static let matched: [String] = [
        // CartView.swift, CartViewOutput.swift, CartViewStateHolder.swift
        "/type ItemCartView", "ItemCartView/type CartItem", "ItemCartView.CartItem/var title", "ItemCartView.CartItem/var count",
        "ItemCartView/type ViewState", "ItemCartView.ViewState/var items", "ItemCartView/var state",
        "ItemCartView/var navigationState", "ItemCartView/var output",
        "ItemCartView/var body",
        "/type ItemCartView_Previews", "ItemCartView_Previews/type Preset", "ItemCartView_Previews.Preset/case `default`",
        "ItemCartView_Previews/var previews", "ItemCartView_Previews/var snapshots",
        "/type ItemCartViewOutput", "ItemCartViewOutput/func buy()",
        "/type ItemCartViewStateHolder", "ItemCartViewStateHolder/var cancellables", "ItemCartViewStateHolder/var itemCartUnit",
        "ItemCartViewStateHolder/var state", "ItemCartViewStateHolder/init(itemCartUnit:)", "ItemCartViewStateHolder/func buy()",
        "ItemCartViewStateHolder/func subscribe()",
        // CatalogView.swift, CatalogViewOutput.swift, CatalogViewStateHolder.swift
        "/type ItemCatalogView", "ItemCatalogView/type CatalogItem", "ItemCatalogView.CatalogItem/var title",
        "ItemCatalogView.CatalogItem/var canRemoveFromCart", "ItemCatalogView/type CartSnapshot",
        "ItemCatalogView.CartSnapshot/var count", "ItemCatalogView.CartSnapshot/var isEmpty", "ItemCatalogView/type ViewState",
        "ItemCatalogView.ViewState/var items",
        "ItemCatalogView.ViewState/var cart", "ItemCatalogView/var state", "ItemCatalogView/var navigationState",
        "ItemCatalogView/var openDetailSelected", "ItemCatalogView/init(state:navigationState:openDetailSelected:)",
        "ItemCatalogView/var output", "ItemCatalogView/var body",
        "/type ItemCatalogView_Previews", "ItemCatalogView_Previews/type Preset", "ItemCatalogView_Previews.Preset/case cartIsEmpty",
        "ItemCatalogView_Previews.Preset/case cartIsNotEmpty", "ItemCatalogView_Previews/var previews",
        "ItemCatalogView_Previews/var snapshots",
        "/type ItemCatalogViewOutput", "ItemCatalogViewOutput/func addItem(_:)", "ItemCatalogViewOutput/func removeItem(_:)",
        "/type ItemCatalogViewStateHolder", "ItemCatalogViewStateHolder/var cancellables",
        "ItemCatalogViewStateHolder/var itemCatalogUnit", "ItemCatalogViewStateHolder/var itemCartUnit",
        "ItemCatalogViewStateHolder/var state", "ItemCatalogViewStateHolder/init(itemCatalogUnit:itemCartUnit:)",
        "ItemCatalogViewStateHolder/func addItem(_:)", "ItemCatalogViewStateHolder/func removeItem(_:)",
        "ItemCatalogViewStateHolder/func subscribe()",
        // DetailView.swift, DetailViewGroup.swift, DetailViewOutput.swift, DetailViewStateHolder.swift
        "/type ItemDetailView", "ItemDetailView/type ViewState", "ItemDetailView.ViewState/var title",
        "ItemDetailView.ViewState/var cartCount", "ItemDetailView.ViewState/var canRemoveFromCart", "ItemDetailView/var state",
        "ItemDetailView/init(state:)", "ItemDetailView/var output", "ItemDetailView/var body",
        "/type ItemDetailView_Previews", "ItemDetailView_Previews/type Preset", "ItemDetailView_Previews.Preset/case cartIsEmpty",
        "ItemDetailView_Previews.Preset/case cartIsNotEmpty", "ItemDetailView_Previews/var previews",
        "ItemDetailView_Previews/var snapshots",
        "/type ItemDetailViewGroup", "ItemDetailViewGroup/var stateHolder", "ItemDetailViewGroup/init(item:itemCartUnit:)",
        "ItemDetailViewGroup/var body",
        "/type ItemDetailViewOutput", "ItemDetailViewOutput/func addItem()", "ItemDetailViewOutput/func removeItem()",
        "/type ItemDetailViewStateHolder", "ItemDetailViewStateHolder/var cancellables", "ItemDetailViewStateHolder/var itemCartUnit",
        "ItemDetailViewStateHolder/var item", "ItemDetailViewStateHolder/var state", "ItemDetailViewStateHolder/init(item:itemCartUnit:)",
        "ItemDetailViewStateHolder/func addItem()", "ItemDetailViewStateHolder/func removeItem()",
        "ItemDetailViewStateHolder/func subscribe()",
        // VSURFNavigationState.swift, as the Shop flow's navigation state
        "/type ShopNavigationState", "ShopNavigationState/type Destination", "ShopNavigationState.Destination/case itemCart",
        // VSURFViewGroup.swift, as the Shop flow's ViewGroup
        "/type ShopViewGroup", "ShopViewGroup/init()", "ShopViewGroup/var navigationState", "ShopViewGroup/var itemCatalogStateHolder",
        "ShopViewGroup/var itemCartStateHolder", "ShopViewGroup/var openDetailSelected",
        "ShopViewGroup/var body",
        // VSURFState: the units, their factories and protocols, the services factory
        "/type ItemCartUnit", "ItemCartUnit/func addItem(_:)", "ItemCartUnit/func removeItem(_:)", "ItemCartUnit/func removeAll()",
        "ItemCartUnit/var items", "ItemCartUnit/var model", "ItemCartUnit/init(model:)", "/type ItemCartUnitFactory",
        "ItemCartUnitFactory/func produce()",
        "/type ItemCatalogUnit", "ItemCatalogUnit/var items", "ItemCatalogUnit/var localItems", "ItemCatalogUnit/init(items:)",
        "/type ItemCatalogUnitFactory",
        "ItemCatalogUnitFactory/func produce()",
        "/type ItemCartUnitInput", "ItemCartUnitInput/func addItem(_:)", "ItemCartUnitInput/func removeItem(_:)",
        "ItemCartUnitInput/func removeAll()", "/type ItemCartUnitOutput", "ItemCartUnitOutput/var items",
        "/type ItemCatalogUnitOutput", "ItemCatalogUnitOutput/var items",
        "/type VSURFServices", "VSURFServices/type Units", "VSURFServices.Units/func itemCatalog()",
        "VSURFServices.Units/func itemCart()",
        // VSURFFlowTests: the snapshot tests of the three screens' previews
        "/type ItemCartViewSnapshotTests", "ItemCartViewSnapshotTests/func testAllSnapshotsDark()",
        "ItemCartViewSnapshotTests/func testAllSnapshotsLight()", "/type ItemCatalogViewSnapshotTests",
        "ItemCatalogViewSnapshotTests/func testAllSnapshotsDark()", "ItemCatalogViewSnapshotTests/func testAllSnapshotsLight()",
        "/type ItemDetailViewSnapshotTests", "ItemDetailViewSnapshotTests/func testAllSnapshotsDark()",
        "ItemDetailViewSnapshotTests/func testAllSnapshotsLight()",
    ]

    /// The demo's declarations featuregen does not write: the demo's `String: Identifiable`, a
    /// retroactive conformance a flow does without (its sheet presents a `VSURFScreen`), the
    /// VSURFState test target's `example()`, the placeholder test Xcode's template writes, and
    /// the cart view's `init(state:navigationState:)`, which takes the `dismiss:` its flow pops
    /// it with too, and the flow's `catalogUnit` and `cartUnit`, which the demo makes in its
    /// `init`, again on each render of its parent: the flow makes the catalog's unit in its state
    /// holder's `@StateObject` autoclosure, and the cart's, which two screens and a sheet share,
    /// once in its `Units`.
    static let missing: [String] = [
        "String/var id", "/func example()", "ItemCartView/init(state:navigationState:)", "ShopViewGroup/var itemCatalogUnit",
        "ShopViewGroup/var itemCartUnit",
    ]

    func testTheCountIsTheOneVsurfMdGives() {
        // Documentation/Architectures/vsurf.md, "Flows": 135 of the demo's 140 declarations (130 in
        // its sources, 10 in its tests).
        XCTAssertEqual(Self.matched.count, 135)
        XCTAssertEqual(Self.matched.count + Self.missing.count, 140)
    }

    func testTheDemoScreensDeclarationsAreTheOnesExpected() throws {
        var declarations: Set<String> = []
        let app = Repository.root.appendingPathComponent("Tests/Fixtures/Apps/vsurf")
        let folders =
            ["ItemCatalog", "ItemCart", "ItemDetail", "Shop", "Runtime"].map { "Features/\($0)" }
            + ["ItemCatalog", "ItemCart", "ItemDetail"].map { "FeatureTests/\($0)" }
        for folder in folders {
            let directory = app.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                let tree = try XCTUnwrap(DeclarationParser.parse(ThreeWayMerge.lines(text)), file)
                Self.collect(tree, scope: "", into: &declarations)
            }
        }
        let absent = Self.matched.filter { !declarations.contains($0) }
        XCTAssertEqual(absent, [], "declarations of the demo the fixture should have: \(declarations.sorted())")
        let written = Self.missing.filter { declarations.contains($0) }
        XCTAssertEqual(written, [], "now written: move them from `missing` to `matched`")
        XCTAssertEqual(Set(Self.matched).count, Self.matched.count)
    }

    /// The demo's declarations under its own names: featuregen's names mapped back (the fixture's
    /// Item prefixes dropped, the Shop flow the demo's VSURF, the services factory its facade).
    static let demoNames: [String] = (matched + missing).map { key in
        [
            ("ItemCatalog", "Catalog"), ("itemCatalog", "catalog"), ("ItemCart", "Cart"), ("itemCart", "cart"),
            ("ItemDetail", "Detail"), ("openDetailSelected", "detailSelected"), ("Shop", "VSURF"),
            ("VSURFServices", "VSURFStateFacade"),
        ].reduce(key) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// Specs an outsider writes for the demo's Catalog, Cart and Detail, under the demo's names:
    /// generated into an empty project whose featuregen.yml names the services factory as the
    /// demo does and generates XCTest tests, the output alone (no code of the user's) declares
    /// every declaration of the demo but the two featuregen does not write.
    func testAnOutsidersSpecsUnderTheDemosNamesGenerateItsDeclarations() throws {
        let specs = [
            "Specs/Catalog.yaml": """
            feature: Catalog
            flow: VSURF
            state:
              items: "[CatalogItem]"
              cart: { type: CartSnapshot, initial: ".init(count: 0)" }
            types:
              CatalogItem: { title: String, canRemoveFromCart: Bool }
              CartSnapshot:
                count: Int
                isEmpty: { type: Bool, derived: "count == 0" }
            actions: [addItem: String, removeItem: String, openCart, detail: { item: String }]
            unit:
              outputs: { items: "[Item]" }
              stores: { localItems: { type: "[Item]", label: items } }
            units: [Cart]
            routes:
              - openCart: { module: Cart, presentation: push }
              - detail: { module: Detail, input: { item: String }, presentation: present }
            viewState: { types: view, fields: let }
            previewSnapshots: true
            previews:
              cartIsEmpty:
              cartIsNotEmpty: { cart: ".init(count: 3)" }

            """,
            "Specs/Cart.yaml": """
            feature: Cart
            flow: VSURF
            state:
              items: "[CartItem]"
            types:
              CartItem: { title: String, count: Int }
            actions: [buy]
            unit:
              commands: [addItem: Item, removeItem: Item, removeAll]
              outputs: { items: "[Item]" }
              stores: { model: CartModel }
              shared: true
            routes: [dismiss]
            viewState: { types: view, fields: let }
            previewSnapshots: true

            """,
            "Specs/Detail.yaml": """
            feature: Detail
            input:
              item: String
            state:
              title: String
              cartCount: Int
              canRemoveFromCart: Bool
            actions: [addItem, removeItem]
            unit: { own: false }
            units: [Cart]
            viewState: { fields: let }
            previewSnapshots: true
            previews:
              cartIsEmpty:
              cartIsNotEmpty: { cartCount: "1", canRemoveFromCart: "true" }

            """,
            "featuregen.yml": """
            architecture: vsurf
            tests: FeatureTests
            testFramework: xctest
            testedModule: VSURFFlow
            vsurf:
              services: VSURFStateFacade

            """,
        ]
        let project = try Project.load(from: MemoryFileSystem(files: specs))
        let generator = Generator(project: project)
        var declarations: Set<String> = []
        for file in try generator.render(generator.loadSpecs()) where !file.retired && file.path.hasSuffix(".swift") {
            let tree = try XCTUnwrap(DeclarationParser.parse(ThreeWayMerge.lines(file.contents)), file.path)
            Self.collect(tree, scope: "", into: &declarations)
        }
        let absent = Self.demoNames.filter { !declarations.contains($0) }
        XCTAssertEqual(
            absent,
            [
                "String/var id", "/func example()", "CartView/init(state:navigationState:)", "VSURFViewGroup/var catalogUnit",
                "VSURFViewGroup/var cartUnit",
            ],
            "\(declarations.sorted())")
        XCTAssertEqual(Self.demoNames.count - absent.count, 135)
    }

    /// `Scope/key` for each declaration below `node`; an extension's members are its type's.
    private static func collect(_ node: DeclarationNode, scope: String, into result: inout Set<String>) {
        for child in node.children {
            let key = child.key
            if key.hasPrefix("extension ") {
                collect(child, scope: String(key.dropFirst("extension ".count)), into: &result)
            } else {
                result.insert("\(scope)/\(key)")
                if key.hasPrefix("type ") {
                    let name = String(key.dropFirst("type ".count))
                    collect(child, scope: scope.isEmpty ? name : "\(scope).\(name)", into: &result)
                }
            }
        }
    }
}
