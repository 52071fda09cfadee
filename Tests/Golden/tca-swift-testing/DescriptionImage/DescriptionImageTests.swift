@testable import GoldenTCA
import ComposableArchitecture
import Foundation
import UIKit
import Testing

/// DescriptionImage's actions, a test each, as TCA tests a feature: a `TestStore` sends the action
/// and says, in `send`'s closure, how the state changes (every change, or the test fails), then
/// receives what the effects send back. A test featuregen cannot write says what to check.
@MainActor
@Suite struct DescriptionImageTests {
    /// The feature as the screen starts.
    private func makeStore(
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
    ) throws -> TestStoreOf<DescriptionImage> {
        TestStore(initialState: DescriptionImage.State(image: UIImage())) {
            DescriptionImage()
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

    @Test
    func dismiss() async throws {
        let dismissed = LockIsolated(false)
        let store = try makeStore { $0.dismiss = DismissEffect { dismissed.setValue(true) } }
        await store.send(.dismiss)
        await store.finish()
        #expect(dismissed.value, "dismiss dismisses the feature")
    }
}
