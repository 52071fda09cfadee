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

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(action: @escaping (ViewActionType) -> Void, intent: @autoclosure @escaping () -> StallIntent) {
        self.action = action
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(price: String, action: @escaping (ViewActionType) -> Void) -> some View {
        StallView(action: action, intent: StallIntent(price: price))
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            thumbnail()
            Button("Open cart") {
                intent.openCart()
            }
        }
        .overlay(StallRouter(screen: intent.model.routerSubject))
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
