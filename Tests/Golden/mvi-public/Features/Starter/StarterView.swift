import SwiftUI

public struct StarterView: View {
    // MARK: - Properties

    @StateObject private var intent: StarterIntent
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    /// How the screen closes when UIKit showed it (`Starter.build`).
    private let uikitDismiss: (() -> Void)?

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> StarterIntent, uikitDismiss: (() -> Void)? = nil) {
        _intent = StateObject(wrappedValue: intent())
        self.uikitDismiss = uikitDismiss
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(
        input: Starter.Input, output: Starter.Output? = nil, uikitDismiss: (() -> Void)? = nil
    ) -> some View {
        StarterView(intent: StarterIntent(input: input, output: output), uikitDismiss: uikitDismiss)
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            starterHeader()
            Button("Dismiss") {
                intent.dismiss()
            }
        }
        .overlay(StarterRouter(screen: intent.model.routerSubject, uikitDismiss: uikitDismiss))
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            intent.onAppear()
        }
    }

    // MARK: - Custom Elements

    private func starterHeader() -> some View {
        StarterHeader(state: intent.model.starterHeader) { intent.handleStarterHeader($0) }
    }
}

// MARK: - Preview

#Preview {
    Starter.root(input: .init(title: ""))
}
