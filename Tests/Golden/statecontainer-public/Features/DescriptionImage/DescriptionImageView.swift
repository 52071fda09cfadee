import SwiftUI
import UIKit

public struct DescriptionImageView: View {
    // MARK: - Properties

    @StateObject private var store: DescriptionImageReducer.ViewStore
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    @Environment(\.dismiss) private var dismiss
    private let navigator: StateContainer.Navigator?
    private let output: ((DescriptionImageReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `DescriptionImage.build`): its `dismiss` pops it.
    ///     Without one, SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    public init(image: UIImage, navigator: StateContainer.Navigator? = nil, output: ((DescriptionImageReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: DescriptionImageReducer.ViewStore(state: .init(image: image), reducer: DescriptionImageReducer()))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            Text(store.description)
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

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: DescriptionImageReducer.Output) {
        switch output {
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
        DescriptionImageView(image: UIImage(), navigator: navigator)
    }
}
