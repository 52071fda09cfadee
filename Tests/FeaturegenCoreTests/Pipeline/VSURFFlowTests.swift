import Testing

@testable import FeaturegenCore

/// vsurf's flows (`flow: Shop` on each screen): what is written for a flow and its screens, the
/// checks of a flow's shape, and the regeneration that turns a screen's own ViewGroup and
/// NavigationState into the flow's without losing the user's code.
@Suite struct VSURFFlowTests {
    private let catalog = """
        feature: Catalog
        flow: Shop
        actions: [openCart, openDetail: { item: String }]
        routes:
          - openCart: { module: Cart, presentation: push, output: [didBuy] }
          - openDetail: { module: Detail, input: { item: String }, presentation: present }

        """
    private let cart = """
        feature: Cart
        flow: Shop
        output:
          didBuy: { itemCount: Int }
        actions: [buy, dismiss]
        routes:
          - dismiss

        """
    private let detail = "feature: Detail\ninput:\n  item: String\n"

    private func errors(_ specs: [String: String]) -> String {
        do {
            _ = try Generator(project: memoryProject(specs: specs, architecture: "vsurf")).loadSpecs(nil)
            return ""
        } catch {
            return error.description
        }
    }

    private func withoutFlow(_ spec: String) -> String {
        spec.replacingOccurrences(of: "flow: Shop\n", with: "")
    }

    @Test func aFlowIsWrittenOnceAndItsScreensHaveNoViewGroupOrNavigationStateOfTheirOwn() throws {
        let project = memoryProject(
            specs: ["Catalog.yaml": catalog, "Cart.yaml": cart, "Detail.yaml": detail], architecture: "vsurf")
        let files = try Generator(project: project).render(try Generator(project: project).loadSpecs(nil))
        let written = Dictionary(uniqueKeysWithValues: files.filter { !$0.retired }.map { ($0.path, $0.contents) })
        let paths = Set(written.keys)
        #expect(paths.contains("Features/Shop/ShopViewGroup.swift"))
        #expect(paths.contains("Features/Shop/ShopNavigationState.swift"))
        #expect(paths.contains("Features/Detail/DetailViewGroup.swift"))
        for screen in ["Catalog", "Cart"] {
            #expect(!paths.contains("Features/\(screen)/\(screen)ViewGroup.swift"))
            #expect(!paths.contains("Features/\(screen)/\(screen)NavigationState.swift"))
            #expect(files.contains { $0.retired && $0.path == "Features/\(screen)/\(screen)ViewGroup.swift" })
        }
        let group = try #require(written["Features/Shop/ShopViewGroup.swift"])
        #expect(group.contains("@StateObject private var catalogStateHolder: CatalogViewStateHolder"))
        #expect(group.contains("@State private var openDetailSelected: VSURFScreen<String>?"))
        // The sheet keeps the screen it shows while it closes, after the selection is nil.
        #expect(group.contains(".sheet(item: $openDetailSelected) { selected in\n            let item = selected.destination\n"))
        #expect(group.contains("openDetailSelected: $openDetailSelected.destination())"))
        // SwiftUI makes each state holder once, with the unit only it uses in its autoclosure; the
        // flow hands the outputs over when it appears.
        #expect(group.contains("_cartStateHolder = StateObject(wrappedValue: CartViewStateHolder(cartUnit: VSURFServices.Units.cart()))\n"))
        #expect(!group.contains("private var cartUnit"))
        #expect(group.contains(".onAppear {\n            cartStateHolder.output = catalogStateHolder\n"))
        // Nothing outside the flow closes it, and Detail has no dismiss route: neither takes one.
        // The cart, pushed, is closed with what is above it.
        #expect(group.contains("    init() {\n"))
        #expect(group.contains("dismiss: { navigationState.pop(to: pushed.depth) })"))
        #expect(!group.contains("DetailViewGroup(item: item, dismiss"))
        #expect(group.contains(".weakReference(cartStateHolder, as: CartViewOutput.self)"))
        #expect(group.contains("DetailViewGroup(item: item)\n"))
        let navigation = try #require(written["Features/Shop/ShopNavigationState.swift"])
        #expect(navigation.contains("case cart\n"))
        let view = try #require(written["Features/Catalog/CatalogView.swift"])
        #expect(view.contains("@Binding private var navigationState: ShopNavigationState"))
        #expect(view.contains("navigationState.push(destination: .cart)"))
        #expect(view.contains("openDetailSelected = item"))
        #expect(!view.contains("_output = WeakReference(output)"))
        // A pushed screen closes as its flow tells it: its view takes a dismiss, as outside flows.
        let cartView = try #require(written["Features/Cart/CartView.swift"])
        #expect(
            cartView.contains(
                "init(\n        state: Binding<ViewState>, navigationState: Binding<ShopNavigationState>,\n"
                    + "        dismiss: (@MainActor () -> Void)? = nil\n    ) {"))
        #expect(cartView.contains("if let close {\n            close()\n"))
        #expect(!cartView.contains("navigationState.pop()"))
        #expect(!(try #require(written["Features/Catalog/Catalog.swift"])).contains("CatalogViewGroup"))
    }

    @Test func featuresWithoutAFlowAreWrittenAsBefore() throws {
        let specs = ["Catalog.yaml": withoutFlow(catalog), "Cart.yaml": withoutFlow(cart), "Detail.yaml": detail]
        let project = memoryProject(specs: specs, architecture: "vsurf")
        let files = try Generator(project: project).render(try Generator(project: project).loadSpecs(nil))
        // Only Detail's navigation state is retired: it has no routes, so nothing to navigate.
        #expect(files.filter(\.retired).map(\.path) == ["Features/Detail/DetailNavigationState.swift"])
        #expect(!files.contains { $0.path.hasPrefix("Features/Shop/") })
        let view = try #require(files.first { $0.path == "Features/Catalog/CatalogView.swift" }?.contents)
        #expect(view.contains("output: CatalogViewOutput?"))
        #expect(view.contains("navigationState.push(destination: .openCart)"))
    }

    @Test func theDemosFlowNameWritesTheDemosTypes() throws {
        // The VSURF demo's flow is VSURF: its VSURFViewGroup and VSURFNavigationState, which the
        // runtime leaves free (its navigation protocol is VSURFNavigating).
        let named = { (text: String) in text.replacingOccurrences(of: "flow: Shop", with: "flow: VSURF") }
        let project = memoryProject(
            specs: ["Catalog.yaml": named(catalog), "Cart.yaml": named(cart), "Detail.yaml": detail], architecture: "vsurf")
        let files = try Generator(project: project).render(try Generator(project: project).loadSpecs(nil))
        let state = try #require(files.first { $0.path == "Features/VSURF/VSURFNavigationState.swift" }?.contents)
        #expect(state.contains("struct VSURFNavigationState: VSURFNavigating {"))
        #expect(state.contains("    enum Destination: Hashable, CaseIterable {\n        case cart\n    }\n"))
        #expect(files.contains { $0.path == "Features/VSURF/VSURFViewGroup.swift" && !$0.retired })
    }

    @Test func aFlowNamedSoItsTypesWouldBeTheRuntimesIsAnError() throws {
        // With a runtime that declared ShopViewGroup (a template set of your own may), the Shop
        // flow would declare it again.
        let specs = try [("Catalog", catalog), ("Cart", cart), ("Detail", detail)].map { name, text in
            try loadSpec("architecture: vsurf\n" + text, path: "Specs/\(name).yaml")
        }
        var architectures = SpecArchitectures.builtIn(default: "vsurf")
        architectures.runtimeTypes["vsurf", default: []].append("ShopViewGroup")
        let found = ProjectValidator(specs: specs, architectures: architectures).diagnostics().map(\.description)
            .joined(separator: "\n")
        #expect(
            found.contains("error: 'flow: Shop' would make featuregen declare 'ShopViewGroup', which the architecture's runtime declares"),
            "\(found)")
        #expect(found.contains("note: name the flow otherwise, such as 'ShopFlow'"), "\(found)")
        #expect(ProjectValidator(specs: specs, architectures: .builtIn(default: "vsurf")).diagnostics().isEmpty)
    }

    @Test func aFlowNeedsOneRootAndItsScreensAreOpenedOnlyFromInsideIt() {
        // Each screen pushes the other: no root.
        let loop = cart.replacingOccurrences(
            of: "routes:\n  - dismiss\n", with: "routes:\n  - dismiss\n  - back: { module: Catalog, presentation: push }\n"
        )
        .replacingOccurrences(of: "actions: [buy, dismiss]", with: "actions: [buy, dismiss, back]")
        let noRoot = errors(["Catalog.yaml": catalog, "Cart.yaml": loop, "Detail.yaml": detail])
        #expect(noRoot.contains("error: flow 'Shop' has no root: each of its screens"), "\(noRoot)")
        // At the first screen's 'flow:', not its 'feature:'.
        #expect(noRoot.contains("Specs/Cart.yaml:2:7: error: flow 'Shop' has no root"), "\(noRoot)")
        // A second screen no screen pushes: two roots.
        let found = errors(["Catalog.yaml": catalog, "Cart.yaml": cart, "Detail.yaml": detail + "flow: Shop\n"])
        #expect(found.contains("Specs/Detail.yaml:4:7: error: flow 'Shop' has two roots: 'Catalog' and 'Detail'"), "\(found)")
        // Pushed from outside the flow, at the route.
        let outside = "feature: Menu\nactions: [openCart]\nroutes:\n  - openCart: { module: Cart, presentation: push }\n"
        #expect(
            errors(["Catalog.yaml": catalog, "Cart.yaml": cart, "Detail.yaml": detail, "Menu.yaml": outside]).contains(
                "Specs/Menu.yaml:4:5: error: route 'openCart' pushes 'Cart', a screen of flow 'Shop', from outside the flow"))
        #expect(errors(["Catalog.yaml": catalog, "Cart.yaml": cart, "Detail.yaml": detail]) == "")
    }

    @Test func aFlowsScreensPushTheirOwnAndPresentFromOneValue() {
        let pushesOut = catalog.replacingOccurrences(of: "presentation: present", with: "presentation: push")
        #expect(
            errors(["Catalog.yaml": pushesOut, "Cart.yaml": cart, "Detail.yaml": detail]).contains(
                "error: route 'openDetail' pushes 'Detail' from flow screen 'Catalog', and 'Detail' is no screen of the flow"))
        let twoValues = catalog.replacingOccurrences(
            of: "{ item: String }, presentation", with: "{ item: String, count: Int }, presentation"
        )
        .replacingOccurrences(of: "openDetail: { item: String }]", with: "openDetail: { item: String, count: Int }]")
        let found = errors(["Catalog.yaml": twoValues, "Cart.yaml": cart, "Detail.yaml": detail + "  count: Int\n"])
        #expect(found.contains("presents 'Detail' with 2 values; a flow shows a sheet from one"), "\(found)")
    }

    @Test func aFlowsScreensShowTheirAlertsAndTwoMayNotShareAName() {
        let alert = "  - confirm:\n      alert: { title: Sure?, buttons: [{ title: Yes, action: buy }] }\n"
        let alerting = cart.replacingOccurrences(of: "  - dismiss\n", with: "  - dismiss\n" + alert)
        // A screen's alert is shown by the flow: no error.
        #expect(errors(["Catalog.yaml": catalog, "Cart.yaml": alerting, "Detail.yaml": detail]) == "")
        // Two screens' alerts of one name: the error is at the second screen's route.
        let rootAlerting = catalog.replacingOccurrences(of: "actions: [openCart,", with: "actions: [buy, openCart,") + alert
        let found = errors(["Catalog.yaml": rootAlerting, "Cart.yaml": alerting, "Detail.yaml": detail])
        #expect(
            found.contains(
                "Specs/Catalog.yaml:7:5: error: route 'confirm' of flow screen 'Catalog' is an alert named as one of 'Cart'; "
                    + "the flow's navigation state holds both"), "\(found)")
        #expect(found.contains("note: rename one of the two routes"), "\(found)")
    }

    @Test func aFlowThatIsNoTypeNameIsAnErrorAtItsValue() {
        let found = errors(["Catalog.yaml": catalog.replacingOccurrences(of: "flow: Shop", with: "flow: shop"), "Detail.yaml": detail])
        #expect(
            found.contains("Specs/Catalog.yaml:2:7: error: flow name 'shop' must start with an uppercase letter: it names a Swift type"),
            "\(found)")
        #expect(found.contains("did you mean 'Shop'?"), "\(found)")
    }

    @Test func aMisspelledFlowOptionIsADiagnosticAtItsKey() {
        let found = errors(["Catalog.yaml": catalog.replacingOccurrences(of: "flow: Shop", with: "flw: Shop"), "Detail.yaml": detail])
        #expect(found.contains("Specs/Catalog.yaml:2:1: error: unknown key 'flw'"), "\(found)")
        #expect(found.contains("flow"), "\(found)")
    }

    @Test func turningAFlowOnRemovesTheScreensOwnFilesUnlessTheyHoldUserCode() throws {
        let project = memoryProject(
            specs: ["Catalog.yaml": withoutFlow(catalog), "Cart.yaml": withoutFlow(cart), "Detail.yaml": detail],
            architecture: "vsurf")
        let files = project.fileSystem
        let generator = Generator(project: project)
        try generator.apply(try generator.plan())
        let cartGroup = "Features/Cart/CartViewGroup.swift"
        let edited =
            try #require(try files.readText(cartGroup)) + "\n// The cart's own sheet, written by hand.\nextension CartViewGroup {}\n"
        try files.writeText(cartGroup, edited)

        try files.writeText("Specs/Catalog.yaml", catalog)
        try files.writeText("Specs/Cart.yaml", cart)
        let plan = try generator.plan()
        let action = { (path: String) in plan.entries.first { $0.path == path }?.action }
        #expect(action("Features/Catalog/CatalogViewGroup.swift") == .removed)
        #expect(action("Features/Catalog/CatalogNavigationState.swift") == .removed)
        #expect(action("Features/Cart/CartNavigationState.swift") == .removed)
        #expect(action(cartGroup) == .orphaned)
        #expect(plan.entries.first { $0.path == cartGroup }?.reason?.contains("holds your code") == true)
        #expect(action("Features/Shop/ShopViewGroup.swift") == .created)
        try generator.apply(plan)
        #expect(try files.readText("Features/Catalog/CatalogViewGroup.swift") == nil)
        #expect(try files.readText(cartGroup) == edited)
        // The next run still reports the kept file, and removes nothing more.
        let again = try generator.plan()
        #expect(again.entries.filter { $0.action != .unchanged }.map(\.path) == [cartGroup])

        // Turning it off writes the screens' own files again; the kept one merges with its code.
        try files.writeText("Specs/Catalog.yaml", withoutFlow(catalog))
        try files.writeText("Specs/Cart.yaml", withoutFlow(cart))
        try generator.apply(try generator.plan())
        #expect(try files.readText("Features/Catalog/CatalogViewGroup.swift") != nil)
        #expect(try files.readText(cartGroup)?.contains("// The cart's own sheet, written by hand.") == true)
    }
}
