// Runs the mixed golden (features of every architecture in one project) where its wiring is
// more than types: a tca feature's client, declared by one spec and named by another, reaches
// both reducers through `@Dependency`, with its preview values and a value set for a test;
// Basket's view sends view actions (`viewAction: true`) and shows an alert of its destination;
// LineEditor's child feature and plain subview write its state through bindings; a vsurf
// module with a shared unit opens from an mvvm feature.
import ComposableArchitecture
import SwiftUI
import UIKit
import XCTest

@testable import GoldenMixed

@MainActor
final class MixedFeaturesRunTests: XCTestCase {
    override func tearDown() async throws {
        DependencyValues.current = DependencyValues()
    }

    func testAClientReachesTheFeatureThatDeclaresItAndOneThatNamesIt() async throws {
        DependencyValues.current.orders = OrdersClient(submit: { lines in "order-\(lines.count)" }, pendingCount: { 7 })
        XCTAssertEqual(Basket().orders.pendingCount(), 7)
        XCTAssertEqual(LineEditor().orders.pendingCount(), 7)
        let submitted = try await Basket().orders.submit(["a", "b"])
        XCTAssertEqual(submitted, "order-2")
    }

    func testPreviewValuesAreTheResultTypesNaturalValues() async throws {
        let preview = OrdersClient.previewValue
        XCTAssertEqual(preview.pendingCount(), 0)
        let submitted = try await preview.submit(["a"])
        XCTAssertEqual(submitted, "")
        await preview.cancel("order-1")
    }

    /// A vsurf module whose unit is shared (`unit: { shared: true }`), opened by a feature of
    /// another architecture (the mvvm Shop), which holds no unit: `Checkout.build` makes one
    /// from the services factory and hands it to the ViewGroup.
    func testAVSURFModuleWithASharedUnitOpensFromAnotherArchitecture() throws {
        let controller = Checkout.build(input: .init())
        let group = try XCTUnwrap((controller as? UIHostingController<CheckoutViewGroup>)?.rootView)
        let unit = Mirror(reflecting: group).children.first { $0.label == "checkoutUnit" }?.value
        XCTAssertTrue(unit is CheckoutUnitInput & CheckoutUnitOutput)
    }

    /// `viewAction: true`: the view sends `Action.View` cases with `send(_:)`, the reducer matches
    /// `.view(…)`, and a route to a feature of another architecture still leaves as a delegate action.
    func testBasketsViewSendsViewActions() async throws {
        let received = ReceivedActions()
        let controller = Basket.build(input: .init()) { received.record("\($0)") }
        let view = try XCTUnwrap((controller as? UIHostingController<BasketView?>)?.rootView)
        let store = view.store

        view.send(.editLine(index: 2))
        XCTAssertEqual(store.destination, .editLine(LineEditor.State(index: 2)))
        store.send(.destination(.dismiss))
        XCTAssertNil(store.destination)

        view.send(.showReceipt(orderId: "o-1"))
        XCTAssertEqual(received.actions, [#"showReceipt(orderId: "o-1")"#])
        _ = view.body
    }

    /// An alert beside a destination is one of its cases, with the route's title and message.
    func testBasketsAlertIsACaseOfItsDestination() async throws {
        let store = Store(initialState: Basket.State()) { Basket() }
        BasketView(store: store).send(.explainFees(title: "Fees", message: "Delivery is free over 20."))
        let alert = try XCTUnwrap(store.destination?.alert)
        XCTAssertEqual(alert.title, TextState("Fees"))
        XCTAssertEqual(alert.message, TextState("Delivery is free over 20."))
        XCTAssertEqual(alert.buttons.map(\.role), [.cancel])

        let binding = BasketView(store: store).$store.scope(state: \.destination?.alert, action: \.destination.alert)
        XCTAssertNotNil(binding.wrappedValue)
        binding.wrappedValue = nil
        XCTAssertNil(store.destination)
    }

    /// LineField is a child feature whose view binds `$store.text` (its `.binding` action comes
    /// back to LineEditor's text); BoldToggle is a plain view that LineEditor's view binds
    /// (`$store.boldToggle`), through LineEditor's own binding action.
    func testLineEditorsSubviewsWriteItsStateThroughBindings() async throws {
        let store = Store(initialState: LineEditor.State(index: 0)) { LineEditor() }
        let view = LineEditorView(store: store)

        let field = LineFieldView(store: view.store.scope(state: \.lineField, action: \.lineField))
        field.$store.text.wrappedValue = "Milk"
        XCTAssertEqual(store.lineField.text, "Milk")
        XCTAssertEqual(store.text, "Milk")

        let toggle = BoldToggleView(state: view.$store.boldToggle)
        XCTAssertFalse(toggle.state.isBold)
        toggle.state.isBold = true
        XCTAssertTrue(store.isBold)
        XCTAssertTrue(toggle.state.isBold)
        _ = view.body
        _ = field.body
        _ = toggle.body
    }

    /// An alert without a destination is the feature's own `@Presents var alert`; this one has no message.
    func testLineEditorsAlertHasItsTitleAndNoMessage() async throws {
        let store = Store(initialState: LineEditor.State(index: 0)) { LineEditor() }
        store.send(.lineTooLong(title: "Too long"))
        XCTAssertEqual(store.alert?.title, TextState("Too long"))
        XCTAssertNil(store.alert?.message)
        LineEditorView(store: store).$store.scope(state: \.alert, action: \.alert).wrappedValue = nil
        XCTAssertNil(store.alert)
    }
}

/// What a UIKit opener received through a feature's Output.
final class ReceivedActions: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [String] = []
    var actions: [String] { lock.withLock { received } }
    func record(_ action: String) { lock.withLock { received.append(action) } }
}
