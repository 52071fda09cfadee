import Testing

@testable import FeaturegenCore

/// The shapes of the VSURF demo's screens that a spec asks for: a screen without
/// routes has no navigation state, a screen without a unit of its own works through the units
/// it shares and keeps the input no state field reads, a unit's stored value may be passed under
/// another label, and a spec type's derived fields are computed members in every architecture.
@Suite struct VSURFDemoShapeTests {
    private let cart = """
        feature: Cart
        unit:
          commands: [add: String]
          outputs: { items: "[String]" }
          stores: { localItems: { type: "[String]", label: items } }
          shared: true

        """
    private let detail = """
        feature: Detail
        input:
          item: String
        state:
          title: String
          count: Int
        actions: [add]
        unit: { own: false }
        units: [Cart]

        """

    private func files(_ specs: [String: String], architecture: String = "vsurf") throws -> [String: GeneratedFile] {
        try renderedFiles(memoryProject(specs: specs, architecture: architecture))
    }

    @Test func aScreenWithoutRoutesHasNoNavigationStateAndGetsItsOutputThroughTheWeakReference() throws {
        let written = try files(["Cart.yaml": cart, "Detail.yaml": detail])
        #expect(written["Features/Detail/DetailNavigationState.swift"]?.retired == true)
        let view = try #require(written["Features/Detail/DetailView.swift"]?.contents)
        #expect(view.contains("    init(state: Binding<ViewState>) {\n        _state = state\n    }\n"))
        #expect(!view.contains("navigationState"))
        #expect(!view.contains("MARK: - Navigation"))
        let group = try #require(written["Features/Detail/DetailViewGroup.swift"]?.contents)
        #expect(group.contains("DetailView(state: $stateHolder.state)\n            .weakReference(stateHolder, as: DetailViewOutput.self)"))
        #expect(!group.contains("navigationState"))
        // A screen with routes keeps its navigation state and its output parameter.
        let routed = try files(["Detail.yaml": detail + "routes: [dismiss]\n", "Cart.yaml": cart])
        #expect(routed["Features/Detail/DetailNavigationState.swift"]?.retired == false)
        #expect(try #require(routed["Features/Detail/DetailView.swift"]?.contents).contains("output: DetailViewOutput?"))
    }

    @Test func aScreenWithoutAUnitOfItsOwnTakesItsInputAndTheUnitsItShares() throws {
        let written = try files(["Cart.yaml": cart, "Detail.yaml": detail])
        #expect(written["Features/Detail/DetailUnit.swift"]?.retired == true)
        let holder = try #require(written["Features/Detail/DetailViewStateHolder.swift"]?.contents)
        #expect(holder.contains("    init(item: String, cartUnit: CartUnitInput & CartUnitOutput) {"))
        #expect(holder.contains("    private let item: String\n"))
        #expect(holder.contains("        self.item = item\n"))
        #expect(!holder.contains("detailUnit"))
        let group = try #require(written["Features/Detail/DetailViewGroup.swift"]?.contents)
        #expect(group.contains("DetailViewStateHolder(item: item, cartUnit: cartUnit)"))
        #expect(!group.contains("VSURFServices.Units.detail"))
        // Without input, the units alone.
        let noInput = detail.replacingOccurrences(of: "input:\n  item: String\n", with: "")
        let holderWithoutInput = try #require(
            try files(["Cart.yaml": cart, "Detail.yaml": noInput])["Features/Detail/DetailViewStateHolder.swift"]?.contents)
        #expect(holderWithoutInput.contains("    init(cartUnit: CartUnitInput & CartUnitOutput) {"))
    }

    @Test func aViewGroupMakesEachUnitOnceAndKeepsOnlyTheUnitsItsRoutesHandOn() throws {
        // A unit only the state holder uses is made in its @StateObject's autoclosure.
        let alone = try #require(try files(["Cart.yaml": cart, "Detail.yaml": detail])["Features/Detail/DetailViewGroup.swift"]?.contents)
        #expect(!alone.contains("private let cartUnit"))
        #expect(!alone.contains("@State private var cartUnit"))
        // A shared unit handed in and handed on by a route is kept as a let.
        let opener = """
            feature: Shelf
            unit: { shared: true }
            units: [Cart]
            routes:
              - openDetail: { module: Detail, input: { item: String }, presentation: present }

            """
        let shelf = try #require(
            try files(["Cart.yaml": cart, "Detail.yaml": detail, "Shelf.yaml": opener])["Features/Shelf/ShelfViewGroup.swift"]?.contents)
        #expect(shelf.contains("    private let cartUnit: CartUnitInput & CartUnitOutput\n"))
        #expect(!shelf.contains("private let shelfUnit"))
        #expect(shelf.contains("ShelfViewStateHolder(shelfUnit: shelfUnit, cartUnit: cartUnit)"))
        // Its own unit handed on: made lazily by the ViewGroup's Units, one @StateObject.
        let own = opener.replacingOccurrences(of: "unit: { shared: true }\nunits: [Cart]\n", with: "")
        let reading = detail.replacingOccurrences(of: "units: [Cart]", with: "units: [Shelf]")
        let made = try #require(try files(["Detail.yaml": reading, "Shelf.yaml": own])["Features/Shelf/ShelfViewGroup.swift"]?.contents)
        #expect(made.contains("    @StateObject private var units: Units\n"))
        #expect(made.contains("ShelfViewStateHolder(shelfUnit: units.shelfUnit)"))
        #expect(made.contains("DetailViewGroup(item: item, shelfUnit: units.shelfUnit)"))
        #expect(made.contains("        lazy var shelfUnit = VSURFServices.Units.shelf()\n"))
    }

    @Test func aDeclaredUnitOutputOfAStateFieldsNameAndTypeIsMappedIntoTheState() throws {
        let spec = """
            feature: Till
            state:
              total: Double
              note: String
              lines: Int
            unit:
              outputs: { total: Double, note: Int, other: String }

            """
        let holder = try #require(try files(["Till.yaml": spec])["Features/Till/TillViewStateHolder.swift"]?.contents)
        #expect(
            holder.contains("        tillUnit.total\n            .sink { [weak self] total in\n                self?.state.total = total\n")
        )
        // Another type, or no field of its name: your code maps it.
        #expect(!holder.contains("tillUnit.note"))
        #expect(!holder.contains("tillUnit.other"))
        let lets = try #require(
            try files(["Till.yaml": spec + "viewState: { fields: let }\n"])["Features/Till/TillViewStateHolder.swift"]?.contents)
        #expect(lets.contains("state = .init(total: total, note: state.note, lines: state.lines)"))
    }

    @Test func aStoredValueIsPassedUnderItsLabel() throws {
        let unit = try #require(try files(["Cart.yaml": cart])["Features/Cart/CartUnit.swift"]?.contents)
        #expect(unit.contains("    private let localItems: [String]\n"))
        #expect(unit.contains("    init(items: [String]) {\n        self.localItems = items\n    }"))
        #expect(unit.contains("CartUnit(items: .init())"))
    }

    @Test func aTypesDerivedFieldIsAComputedMemberInEveryArchitecture() throws {
        let spec = """
            feature: Basket
            state:
              snapshot: { type: Snapshot, initial: ".init(count: 0)" }
            types:
              Snapshot:
                count: Int
                isEmpty: { type: Bool, derived: "count == 0" }
              Caption:
                topLevel: true
                fields: { text: String, isBlank: { type: Bool, derived: "text.isEmpty" } }

            """
        for architecture in ArchitectureCatalog.names {
            let text = try files(["Basket.yaml": spec], architecture: architecture).values.filter { !$0.retired }.map(\.contents)
                .joined()
            #expect(text.contains("var isEmpty: Bool {\n"), "\(architecture)")
            #expect(text.contains("count == 0\n"), "\(architecture)")
            #expect(text.contains("var isBlank: Bool {\n"), "\(architecture)")
            #expect(!text.contains("isEmpty: Bool,") && !text.contains("isEmpty: false"), "\(architecture): not stored")
        }
    }
}
