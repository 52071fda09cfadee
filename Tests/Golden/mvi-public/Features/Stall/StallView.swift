import SwiftUI

public struct StallView: View {
    // MARK: - Nested Types

    /// What the view tells whoever opened it, a case per output: `build` takes an `action`
    /// closure over them.
    public enum ViewActionType {
        case didPay(amount: String)
    }

    // MARK: - Properties

    public let action: (ViewActionType) -> Void
    @StateObject private var intent: StallIntent
    /// How the screen closes when UIKit showed it (`Stall.build`).
    private let uikitDismiss: (() -> Void)?

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(action: @escaping (ViewActionType) -> Void, intent: @autoclosure @escaping () -> StallIntent, uikitDismiss: (() -> Void)? = nil) {
        self.action = action
        _intent = StateObject(wrappedValue: intent())
        self.uikitDismiss = uikitDismiss
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(
        price: String,
        action: @escaping (ViewActionType) -> Void,
        uikitDismiss: (() -> Void)? = nil,
    ) -> some View {
        StallView(
            action: action,
            intent: StallIntent(price: price),
            uikitDismiss: uikitDismiss,
        )
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            thumbnail()
            Button("Open cart") {
                intent.openCart()
            }
            Button("Dismiss") {
                intent.dismiss()
            }
        }
        .overlay(StallRouter(screen: intent.model.routerSubject, uikitDismiss: uikitDismiss))
    }

    // MARK: - Custom Elements

    private func thumbnail() -> some View {
        Stall.Thumbnail(state: intent.model.thumbnail) { intent.handleThumbnail($0) }
    }
}

// MARK: - Preview

#Preview {
    Stall.root(input: .init(price: ""))
}
