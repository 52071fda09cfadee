import SwiftUI

public struct NumbersListView: View {
    // MARK: - Properties

    @StateObject private var store: NumbersListReducer.ViewStore
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    private let navigator: StateContainer.Navigator?
    private let output: ((NumbersListReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - numbers: A service the reducer's effects call.
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `NumbersList.build`): its `dismiss` pops it.
    ///     Without one, SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    public init(numbers: NumbersClient, navigator: StateContainer.Navigator? = nil, output: ((NumbersListReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: NumbersListReducer.ViewStore(state: .init(), reducer: NumbersListReducer(numbers: numbers)))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            numbersContent
            Button("Retry") {
                store.send(.retry)
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

    private var numbersContent: some View {
        NumbersContent(state: store.numbersContent) { store.send(.onNumbersContentAction($0)) }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: NumbersListReducer.Output) {
        switch output {
        case .numbersDownloaded:
            self.output?(output)
        }
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        NumbersListView(numbers: PreviewNumbersClient(), navigator: navigator)
    }
}
