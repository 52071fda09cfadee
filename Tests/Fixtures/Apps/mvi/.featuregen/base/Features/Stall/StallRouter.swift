import Combine
import SwiftUI

/// The screens Stall opens: the intent sends a ScreenType through the model's
/// `routerSubject`, and the router presents it.
struct StallRouter: View {
    // MARK: - Nested Types

    enum ScreenType {
        case openCart
        case dismiss
    }

    // MARK: - Properties

    let screen: PassthroughSubject<ScreenType, Never>
    /// The screen or alert shown, with its values.
    @State private var screenType: ScreenType?
    @State private var openCartIsVisible = false
    @Environment(\.dismiss) private var dismiss
    /// Set when UIKit showed the screen (`Stall.build`), where SwiftUI's dismiss does nothing.
    private let uikitDismiss: (() -> Void)?

    // MARK: - Lifecycle

    init(screen: PassthroughSubject<ScreenType, Never>, uikitDismiss: (() -> Void)? = nil) {
        self.screen = screen
        self.uikitDismiss = uikitDismiss
    }

    // MARK: - Body

    var body: some View {
        Group {
            openCartView()
        }
        .onReceive(screen) { type in
            screenType = type
            switch type {
            case .openCart:
                openCartIsVisible = true
            case .dismiss:
                if let uikitDismiss {
                    uikitDismiss()
                } else {
                    dismiss()
                }
            }
        }
    }

    private func openCartView() -> some View {
        guard let type = screenType, case .openCart = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .navigationDestination(isPresented: $openCartIsVisible) {
                CartView.build(input: .init())
            }
            .toAnyView()
    }
}
