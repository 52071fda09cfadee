import SwiftUI

struct StarterView: View {
    // MARK: - Properties

    @StateObject private var store: StarterReducer.ViewStore
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    @Environment(\.dismiss) private var dismiss
    private let navigator: StateContainer.Navigator?
    private let output: ((StarterReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `Starter.build`): its `dismiss` pops it.
    ///     Without one, SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(title: String, navigator: StateContainer.Navigator? = nil, output: ((StarterReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: StarterReducer.ViewStore(state: .init(title: title), reducer: StarterReducer()))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            starterHeader
            Button("Dismiss") {
                store.send(.dismiss)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            store.send(.onAppear)
        }
        .onReceive(store.outputPublisher) { handle($0) }
    }

    // MARK: - Subviews

    private var starterHeader: some View {
        StarterHeader(state: store.starterHeader) { store.send(.onStarterHeaderAction($0)) }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: StarterReducer.Output) {
        switch output {
        case .didFinish:
            self.output?(output)
        case .dismiss:
            if let navigator {
                navigator.dismiss()
            } else {
                dismiss()
            }
        }
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        StarterView(title: "", navigator: navigator)
    }
}
