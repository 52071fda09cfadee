// Runs the alerts of ImagePreview's spec in the statecontainer golden: the action of an alert
// route puts the alert in the state (no output reaches the owner), the view presents it with
// `.alert` or `.confirmationDialog` and its buttons in order with their roles, a button sends
// its input to the store, and closing it sends the input that clears the state.
import Combine
import SwiftUI
import XCTest

@testable import GoldenStateContainer

@MainActor
final class StateContainerAlertRunTests: XCTestCase {
    private var cancellables: Set<AnyCancellable> = []

    func testTheScreenShowsItsAlertFromTheStateAndItsButtonsSendTheirInputs() async throws {
        let view = ImagePreviewView(imageURL: URL(string: "https://example.com/i.png")!)
        let store = try XCTUnwrap(Self.store(of: view))
        var outputs: [ImagePreviewReducer.Output] = []
        store.outputPublisher.sink { outputs.append($0) }.store(in: &cancellables)
        XCTAssertEqual(Self.alerts(in: view.body).map(\.isPresented.wrappedValue), [false, false], "nothing is shown at first")

        await store.send(.deleteImage)
        XCTAssertEqual(store.alert, .deleteImage)
        XCTAssertTrue(outputs.isEmpty, "the screen shows the alert itself, its owner is told nothing: \(outputs)")
        let alert = try XCTUnwrap(Self.alerts(in: view.body).first { !$0.isConfirmationDialog })
        XCTAssertTrue(alert.isPresented.wrappedValue)
        XCTAssertEqual(alert.title, Text("Delete the picture?"))
        XCTAssertEqual(alert.messageText, Text("It is loaded again the next time the screen opens."))
        XCTAssertEqual(alert.buttons.map(\.titleText), [Text("Delete"), Text("Cancel")])
        XCTAssertEqual(alert.buttons.map(\.role), [.destructive, .cancel])

        // Delete sends confirmDeletion; SwiftUI then closes the alert, which sends alertDismissed.
        alert.buttons[0].action()
        // The store publishes only a change, and confirmDeletion changes nothing until its
        // reducer case is written: the state is as it was.
        XCTAssertEqual(store.alert, .deleteImage)
        alert.isPresented.wrappedValue = false
        await waitUntil { store.alert == nil }
        XCTAssertNil(store.alert, "closing the alert clears it from the state")
        XCTAssertFalse(try XCTUnwrap(Self.alerts(in: view.body).first { !$0.isConfirmationDialog }).isPresented.wrappedValue)
    }

    func testAConfirmationDialogIsShownAsOneWithItsButtons() async throws {
        let view = ImagePreviewView(imageURL: URL(string: "https://example.com/i.png")!)
        let store = try XCTUnwrap(Self.store(of: view))
        await store.send(.shareImage)
        XCTAssertEqual(store.confirmationDialog, .shareImage)
        XCTAssertNil(store.alert)
        let shown = Self.alerts(in: view.body)
        let dialog = try XCTUnwrap(shown.first { $0.isConfirmationDialog })
        XCTAssertTrue(dialog.isPresented.wrappedValue)
        XCTAssertEqual(shown.first { !$0.isConfirmationDialog }?.isPresented.wrappedValue, false, "only the dialog shows")
        XCTAssertEqual(dialog.title, Text("Share the picture"))
        XCTAssertEqual(dialog.buttons.map(\.titleText), [Text("Messages"), Text("Mail"), Text("Cancel")])
        XCTAssertEqual(dialog.buttons.map(\.role), [nil, nil, .cancel])
        dialog.buttons[1].action()
        XCTAssertNotNil(store.confirmationDialog, "Mail changes nothing until its reducer case is written")
        dialog.isPresented.wrappedValue = false
        await waitUntil { store.confirmationDialog == nil }
        XCTAssertNil(store.confirmationDialog)
    }

    /// An alert whose title and message the action passes is kept with them, and the reducer's
    /// dismissal clears it.
    func testTheReducerKeepsAnAlertsValuesAndClearsItWhenItCloses() {
        var state = ImagePreviewReducer.State(imageURL: URL(string: "https://example.com/i.png")!)
        state.alert = .alert(title: "Oops", message: "offline")
        XCTAssertEqual(state.alert, .alert(title: "Oops", message: "offline"))
        _ = ImagePreviewReducer().reduce(message: .input(.alertDismissed), into: &state)
        XCTAssertNil(state.alert)
    }

    /// The view's store, which it makes itself and keeps private.
    private static func store(of view: ImagePreviewView) -> ImagePreviewReducer.ViewStore? {
        (Mirror(reflecting: view).children.first { $0.label == "_store" }?.value as? StateObject<ImagePreviewReducer.ViewStore>)?
            .wrappedValue
    }

    /// Every alert and confirmation dialog in a view's value, outermost first.
    private static func alerts(in view: Any) -> [any _AlertPresenting] {
        var found: [any _AlertPresenting] = []
        var next: Any? = view
        while let current = next, let alert = _firstAlert(in: current) {
            found.append(alert)
            next = Mirror(reflecting: alert).children.first { $0.label == "content" }?.value
        }
        return found
    }

    /// Waits, up to five seconds, until `condition` holds: the store's tasks run on their own.
    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<2_500 where !condition() {
            try? await Task.sleep(for: .milliseconds(2))
        }
    }
}
