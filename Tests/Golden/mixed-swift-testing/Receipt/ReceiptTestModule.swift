@testable import GoldenMixed
import Foundation
import UIKit

/// Receipt put together as its `build(input:output:)` does, with spies where a test looks:
/// its screen (what the router presents and dismisses), the navigation controller the screen is
/// the root of (what it pushes and pops), its output (what it sends) and the actions its reducer
/// is sent. Its reducer is a real one, the router's as in the app: what the screens the router
/// opens report reaches the view model through it.
@MainActor
final class ReceiptTestModule {
    let state: Receipt.ViewState
    let viewModel: Receipt.ViewModel
    let router: Receipt.Router
    let reducer: Reducer<Receipt.ViewModel>
    let screen = ScreenSpy()
    let navigation: NavigationSpy
    let output = ReceiptOutputSpy()
    let actions = ActionSpy<Receipt.ViewModel.Action>()

    init(input: Receipt.Input?) {
        state = Receipt.ViewState(input: input)
        router = Receipt.Router()
        navigation = NavigationSpy(rootViewController: screen)
        router.parentViewController = screen
        viewModel = Receipt.ViewModel(state: state, input: input, output: output.output, router: router)
        reducer = Reducer(viewModel: viewModel) { [actions] in actions.record($0) }
        router.reducer = reducer
    }
}

// MARK: - Output

/// What Receipt sends to its output, in order: `didClose`.
final class ReceiptOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: Receipt.Output {
        .init(
            didClose: { [self] in record("didClose") }
        )
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
