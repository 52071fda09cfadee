import Observation
import SwiftUI
import UIKit

/// The screen as a UIKit view controller bound to the state: it renders the state when the view
/// loads and after each change, and sends what the user does to the view model through the
/// reducer.
@MainActor
final class ScorecardViewController: UIViewController, ViewProtocol {
    // MARK: - Properties

    let state: Scorecard.ViewState
    let reducer: Reducer<Scorecard.ViewModel>

    // MARK: - Lifecycle

    init(state: Scorecard.ViewState, reducer: Reducer<Scorecard.ViewModel>) {
        self.state = state
        self.reducer = reducer
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: build the screen with Scorecard.build")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        observeState()
        reducer(.onAppear)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        reducer(.onDisappear)
    }

    // MARK: - Actions

    /// Sends an action to the view model: call it from your controls' targets and delegates.
    func send(_ action: Scorecard.ViewModel.Action) {
        reducer(action)
    }

    // MARK: - State

    /// Sets the views from the state: called when the view loads and after each change.
    private func render() {
        // Set your views from `state` here.
    }

    /// Renders the state now, and again after each change.
    private func observeState() {
        withObservationTracking {
            render()
        } onChange: { [weak self] in
            // The state is about to change: render once it has, and observe again.
            Task { @MainActor [weak self] in self?.observeState() }
        }
    }
}

// MARK: - Preview

#Preview {
    Scorecard.build(input: .init(player: ""))
}
