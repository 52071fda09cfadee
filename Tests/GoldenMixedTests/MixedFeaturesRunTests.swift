// Runs the mixed golden (features of every architecture in one project) where its wiring is
// more than types: a tca feature's client, declared by one spec and named by another, reaches
// both reducers through `@Dependency`, with its preview values and a value set for a test;
// Basket's view sends view actions (`viewAction: true`) and shows an alert of its destination;
// LineEditor's child feature and plain subview write its state through bindings; a vsurf
// module with a shared unit opens from an mvvm feature; Basket (tca) opens Gallery (mvi),
// Receipt (mvvm) and Checkout (vsurf) itself and receives what they report as actions, while Shop (mvvm) opens Basket
// through UIKit and receives its delegate actions.
import ComposableArchitecture
import FeaturegenTestSupport
import SwiftUI
import UIKit
import XCTest

@testable import GoldenMixed

@MainActor
final class MixedFeaturesRunTests: XCTestCase {
    func testAClientReachesTheFeatureThatDeclaresItAndOneThatNamesIt() async throws {
        let (basket, lineEditor) = withDependencies {
            $0.orders.submit = { lines in "order-\(lines.count)" }
            $0.orders.pendingCount = { 7 }
        } operation: {
            (Basket(), LineEditor())
        }
        XCTAssertEqual(basket.orders.pendingCount(), 7)
        XCTAssertEqual(lineEditor.orders.pendingCount(), 7)
        let submitted = try await basket.orders.submit(["a", "b"])
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
    /// from the services factory and hands it to the ViewGroup, whose state holder keeps it (the
    /// ViewGroup passes it to none of the modules it opens, so keeps no `@State` of it).
    func testAVSURFModuleWithASharedUnitOpensFromAnotherArchitecture() throws {
        let controller = Checkout.build(input: .init())
        let group = try XCTUnwrap((controller as? UIHostingController<CheckoutViewGroup>)?.rootView)
        XCTAssertNil(Mirror(reflecting: group).children.first { $0.label == "_checkoutUnit" })
        let holder = try XCTUnwrap(_first(CheckoutViewStateHolder.self, in: group))
        let unit = Mirror(reflecting: holder).children.first { $0.label == "checkoutUnit" }?.value
        XCTAssertTrue(unit is CheckoutUnitInput & CheckoutUnitOutput)
    }

    /// Every sheet and navigation destination of a view, outermost first.
    private func modals(in view: Any) -> [any _ModalPresenting] {
        var found: [any _ModalPresenting] = []
        if let modal = view as? any _ModalPresenting { found.append(modal) }
        let mirror = Mirror(reflecting: view)
        guard mirror.displayStyle != .class else { return found }
        for child in mirror.children { found += modals(in: child.value) }
        return found
    }

    /// The view controller a shown screen of another architecture hosts.
    private func hostedController(in modal: any _ModalPresenting) throws -> UIViewController {
        let hosted = try XCTUnwrap(_first((any UIViewControllerRepresentable).self, in: modal.presentedContent as Any))
        return hosted._makeForTesting()
    }

    /// Basket (tca) opens Gallery (mvi) itself: the state holds the screen with the values it
    /// opens with, the view builds Gallery with `build(input:output:)`, what Gallery reports
    /// through its output comes back to the store as an action (whose handler, the user's code
    /// here, changes the state), and closing the screen clears the state.
    func testBasketOpensAnMVIScreenAndReceivesWhatItReportsAsAnAction() async throws {
        let store = Store(initialState: Basket.State()) {
            Basket()
            Reduce { state, action in
                if case let .screen(.galleryDidPick(photoId)) = action {
                    state.lines.append(photoId)
                }
                return .none
            }
        }
        let view = BasketView(store: store)
        XCTAssertTrue(modals(in: view.body).allSatisfy { $0.presentedContent == nil }, "nothing is shown yet")

        view.send(.pickPhoto(albumId: "a-1"))
        XCTAssertEqual(store.screen, .pickPhoto(albumId: "a-1"))
        let shown = modals(in: view.body).filter { $0.presentedContent != nil }
        XCTAssertEqual(shown.count, 1)
        let sheet = try XCTUnwrap(shown.first)
        let controller = try hostedController(in: sheet)
        let root = try XCTUnwrap(Mirror(reflecting: controller).descendant("rootView"))
        let gallery = try XCTUnwrap(_first(GalleryView.self, in: root))
        let intent = try XCTUnwrap(Mirror(reflecting: gallery).descendant("_intent", "wrappedValue") as? GalleryIntent)
        XCTAssertEqual(intent.model.albumId, "a-1", "Gallery opened with the route's values")

        // Gallery's intent reports a pick through its output, as its user's code does.
        let output = try XCTUnwrap(Mirror(reflecting: intent).descendant("output") as? Gallery.Output)
        output.didPick("p-7")
        await eventually { store.lines == ["p-7"] }
        XCTAssertEqual(store.screen, .pickPhoto(albumId: "a-1"), "reporting does not close the screen")

        sheet.isPresented.wrappedValue = false
        XCTAssertNil(store.screen, "closing the screen sends .screen(.dismissed), which clears it")
        XCTAssertTrue(modals(in: view.body).allSatisfy { $0.presentedContent == nil })
    }

    /// Basket (tca) presents Checkout (vsurf), which reports to an object implementing its
    /// `Output` protocol and holds it weakly: the view makes one that sends what Basket handles to
    /// the store, and the hosted screen keeps it (SwiftUI's coordinator) while Checkout is shown.
    func testBasketOpensAVSURFScreenWhoseOutputObjectLivesAsLongAsTheScreen() async throws {
        let store = Store(initialState: Basket.State()) {
            Basket()
            Reduce { state, action in
                if case let .screen(.checkoutDidPay(amount)) = action {
                    state.lines.append("paid \(amount)")
                }
                return .none
            }
        }
        let view = BasketView(store: store)
        view.send(.payNow)
        XCTAssertEqual(store.screen, .payNow)
        let sheet = try XCTUnwrap(modals(in: view.body).first { $0.presentedContent != nil })
        let controller = try hostedController(in: sheet)
        let group = try XCTUnwrap((controller as? UIHostingController<CheckoutViewGroup>)?.rootView)
        let stateHolder = try XCTUnwrap(
            Mirror(reflecting: group).descendant("_stateHolder", "wrappedValue") as? CheckoutViewStateHolder)
        let output = try XCTUnwrap(stateHolder.output, "the screen keeps Checkout's output alive")

        output.didPay(amount: 12)
        output.didCancel()
        XCTAssertEqual(store.lines, ["paid 12"], "didPay, which the route handles, arrives; didCancel does not")
        XCTAssertEqual(store.screen, .payNow, "reporting does not close the screen")

        sheet.isPresented.wrappedValue = false
        XCTAssertNil(store.screen)
    }

    /// mvi's router and the state container's view host a vsurf module the same way: the object
    /// that receives its output is kept by the hosted screen (its coordinator), not by the module,
    /// which holds it weakly, and goes away with the screen.
    func testTheScreensOfMVIAndTheStateContainerKeepTheOutputObjectTheyHost() throws {
        final class Receiver {}
        var receiver: Receiver? = Receiver()
        weak let kept = receiver
        var mvi: UIViewController? = ScreenController(keeping: receiver) { UIViewController() }._makeForTesting()
        var container: UIViewController? = StateContainer.HostedScreen(keeping: receiver) { UIViewController() }
            ._makeForTesting()
        receiver = nil
        XCTAssertNotNil(kept, "the hosted screens keep it")
        mvi = nil
        XCTAssertNotNil(kept, "the state container's screen still keeps it")
        container = nil
        XCTAssertNil(kept, "it goes away with the last screen")
        XCTAssertNil(mvi ?? container)
    }

    /// Basket pushes Receipt (mvvm) the same way: a navigation destination of the state's
    /// screen, hosting the controller Receipt's builder makes.
    func testBasketPushesAnMVVMScreenFromItsState() async throws {
        let store = Store(initialState: Basket.State()) { Basket() }
        let view = BasketView(store: store)
        view.send(.showReceipt(orderId: "o-1"))
        XCTAssertEqual(store.screen, .showReceipt(orderId: "o-1"))
        let destination = try XCTUnwrap(modals(in: view.body).first { $0.presentedContent != nil })
        let controller = try XCTUnwrap(try hostedController(in: destination) as? UIHostingController<AnyView>)
        XCTAssertNotNil(_first(ReceiptView.self, in: controller.rootView))

        store.send(.screen(.receiptDidClose))
        XCTAssertEqual(store.screen, .showReceipt(orderId: "o-1"))
        destination.isPresented.wrappedValue = false
        XCTAssertNil(store.screen)
    }

    /// `viewAction: true`: the view sends `Action.View` cases with `send(_:)`, the reducer matches
    /// `.view(…)`, and a feature of another architecture that opened Basket through UIKit (Shop)
    /// receives its delegate actions through the Output closure.
    func testBasketsViewSendsViewActions() async throws {
        let received = ReceivedActions()
        let controller = Basket.build(input: .init()) { received.record("\($0)") }
        let view = try XCTUnwrap((controller as? UIHostingController<BasketView?>)?.rootView)
        let store = view.store

        view.send(.editLine(index: 2))
        XCTAssertEqual(store.destination, .editLine(LineEditor.State(index: 2)))
        store.send(.destination(.dismiss))
        XCTAssertNil(store.destination)

        store.send(.delegate(.didCheckOut(orderId: "o-1")))
        XCTAssertEqual(received.actions, [#"didCheckOut(orderId: "o-1")"#])
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

        let binding = BasketView(store: store).$store.scope(\.$destination, action: \.destination).alert
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

        let field = LineFieldView(store: view.store.scope(\.lineField, action: \.lineField))
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
        LineEditorView(store: store).$store.scope(\.alert, action: \.alert).wrappedValue = nil
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
