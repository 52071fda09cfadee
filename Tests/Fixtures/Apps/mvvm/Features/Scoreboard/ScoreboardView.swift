import Combine
import SwiftUI
import UIKit

/// The screen as a UIKit view controller bound to the state: it renders the state when the view
/// loads and after each change, and sends what the user does to the view model through the
/// reducer.
@MainActor
final class ScoreboardViewController: UIViewController, ViewProtocol {
    // MARK: - Properties

    let state: Scoreboard.ViewState
    let reducer: Reducer<Scoreboard.ViewModel>
    private var cancellables: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    init(state: Scoreboard.ViewState, reducer: Reducer<Scoreboard.ViewModel>) {
        self.state = state
        self.reducer = reducer
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: build the screen with Scoreboard.build")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        observeState()
        reducer(.viewDidLoad)
    }

    // MARK: - Actions

    /// Sends an action to the view model: call it from your controls' targets and delegates.
    func send(_ action: Scoreboard.ViewModel.Action) {
        reducer(action)
    }

    // MARK: - State

    /// Sets the views from the state: called when the view loads and after each change.
    private func render() {
        renders += 1
        shownTitle = state.title
        shownScore = state.score
    }

    // MARK: - Views

    /// What the screen's labels show, and how often it rendered: read by the tests.
    private(set) var shownTitle = ""
    private(set) var shownScore = 0
    private(set) var renders = 0

    /// Renders the state now, and again after each change.
    private func observeState() {
        render()
        state.objectWillChange
            .sink { [weak self] _ in
                // The state is about to change: render once it has.
                Task { @MainActor [weak self] in self?.render() }
            }
            .store(in: &cancellables)
    }
}

// MARK: - Preview

#Preview {
    Scoreboard.build(input: .init(title: ""))
}
