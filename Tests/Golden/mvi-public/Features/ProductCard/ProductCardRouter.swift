import Combine
import SwiftUI

/// The screens ProductCard opens: the intent sends a ScreenType through the model's
/// `routerSubject`, and the router presents it.
public struct ProductCardRouter: View {
    // MARK: - Nested Types

    public enum ScreenType {
        case dismiss
    }

    // MARK: - Properties

    public let screen: PassthroughSubject<ScreenType, Never>
    public let screenName = "productCard"
    @Environment(\.dismiss) private var dismiss
    /// Set when UIKit showed the screen (`ProductCard.build`), where SwiftUI's dismiss does nothing.
    private let uikitDismiss: (() -> Void)?

    // MARK: - Lifecycle

    public init(screen: PassthroughSubject<ScreenType, Never>, uikitDismiss: (() -> Void)? = nil) {
        self.screen = screen
        self.uikitDismiss = uikitDismiss
    }

    // MARK: - Body

    public var body: some View {
        // No screen to show: a clear view, which lets touches through, holds the subscription.
        Color.clear.onReceive(screen) { type in
            switch type {
            case .dismiss:
                if let uikitDismiss {
                    uikitDismiss()
                } else {
                    dismiss()
                }
            }
        }
    }
}
