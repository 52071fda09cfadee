@testable import GoldenTCA
import ComposableArchitecture
import Foundation
import UIKit
import Testing

/// ImagePreview's actions, a test each, as TCA tests a feature: a `TestStore` sends the action
/// and says, in `send`'s closure, how the state changes (every change, or the test fails), then
/// receives what the effects send back. A test featuregen cannot write says what to check.
@MainActor
@Suite struct ImagePreviewTests {
    /// The feature as the screen starts.
    private func makeStore(
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
    ) throws -> TestStoreOf<ImagePreview> {
        TestStore(initialState: ImagePreview.State(imageURL: URL(string: "https://example.com/picture.png")!)) {
            ImagePreview()
        } withDependencies: {
            prepareDependencies(&$0)
        }
    }

    // MARK: - Actions

    @Test
    func onAppear() async throws {
        let store = try makeStore()
        await store.send(.onAppear) {
            $0.hasAppeared = true
        }
        // Shown again, after a screen pushed over it is popped, it does nothing.
        await store.send(.onAppear)
    }

    @Test(.disabled("Write the test of onTapImage: how does it change the state, and what does it receive?"))
    func onTapImage() async throws {
        let store = try makeStore()
        await store.send(.onTapImage) {
            _ = $0
        }
        Issue.record("Write the test of onTapImage: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    @Test(.disabled("Give didLoadImage a sample: a `UIImage` the test can send"))
    func didLoadImage() throws {
        Issue.record("Give didLoadImage a sample: a `UIImage` the test can send")
    }

    @Test(.disabled("Write the test of didFailLoading: how does it change the state, and what does it receive?"))
    func didFailLoading() async throws {
        let store = try makeStore()
        await store.send(.didFailLoading(message: "")) {
            _ = $0
        }
        Issue.record("Write the test of didFailLoading: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    @Test
    func deleteImage() async throws {
        let store = try makeStore()
        // It shows the deleteImage alert.
        await store.send(.deleteImage) {
            $0.destination = .alert(.deleteImage)
        }
        let buttons = store.state.destination?.alert?.buttons.map(\.label)
        #expect(buttons == [TextState("Delete"), TextState("Cancel")])
    }

    @Test
    func shareImage() async throws {
        let store = try makeStore()
        // It shows the shareImage dialog.
        await store.send(.shareImage) {
            $0.destination = .confirmationDialog(.shareImage)
        }
        let buttons = store.state.destination?.confirmationDialog?.buttons.map(\.label)
        #expect(buttons == [TextState("Messages"), TextState("Mail"), TextState("Cancel")])
    }

    // MARK: - What the alerts' buttons do

    @Test
    func deleteImageConfirmDeletion() async throws {
        let store = try makeStore()
        await store.send(.deleteImage) {
            $0.destination = .alert(.deleteImage)
        }
        // Its "Delete" button sends confirmDeletion, and TCA closes the alert.
        await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
            $0.destination = nil
        }
    }

    @Test
    func shareImageShareByMessage() async throws {
        let store = try makeStore()
        await store.send(.shareImage) {
            $0.destination = .confirmationDialog(.shareImage)
        }
        // Its "Messages" button sends shareByMessage, and TCA closes the dialog.
        await store.send(.destination(.presented(.confirmationDialog(.shareByMessage)))) {
            $0.destination = nil
        }
    }

    @Test
    func shareImageShareByMail() async throws {
        let store = try makeStore()
        await store.send(.shareImage) {
            $0.destination = .confirmationDialog(.shareImage)
        }
        // Its "Mail" button sends shareByMail, and TCA closes the dialog.
        await store.send(.destination(.presented(.confirmationDialog(.shareByMail)))) {
            $0.destination = nil
        }
    }

    // MARK: - ImageCard

    @Test(.disabled("Write the test of ImageCard's onTap: how does it change the state, and what does it receive?"))
    func imageCardOnTap() async throws {
        let store = try makeStore()
        await store.send(.imageCard(.onTap)) {
            _ = $0
        }
        Issue.record("Write the test of ImageCard's onTap: how does it change the state, and what does it receive?")
    }
}
