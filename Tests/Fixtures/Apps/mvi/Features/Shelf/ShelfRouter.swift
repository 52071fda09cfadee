import Combine
import SwiftUI

/// The screens Shelf opens: the intent sends a ScreenType through the model's
/// `routerSubject`, and the router presents it.
struct ShelfRouter: View {
    // MARK: - Nested Types

    enum ScreenType {
        case browse
        case openStall(price: String)
        case openCart
        case dismiss
    }

    // MARK: - Properties

    let screen: PassthroughSubject<ScreenType, Never>
    /// The screen or alert shown, with its values.
    @State private var screenType: ScreenType?
    @State private var browseIsVisible = false
    @State private var openStallIsVisible = false
    @State private var openCartIsVisible = false
    /// Handles what the screens and alerts the router shows send back.
    private let intent: ShelfIntent
    @Environment(\.dismiss) private var dismiss
    /// Set when UIKit showed the screen (`Shelf.build`), where SwiftUI's dismiss does nothing.
    private let uikitDismiss: (() -> Void)?

    // MARK: - Lifecycle

    init(screen: PassthroughSubject<ScreenType, Never>, intent: ShelfIntent, uikitDismiss: (() -> Void)? = nil) {
        self.screen = screen
        self.intent = intent
        self.uikitDismiss = uikitDismiss
    }

    // MARK: - Body

    var body: some View {
        Group {
            browseView()
            openStallView()
            openCartView()
        }
        .onReceive(screen) { type in
            screenType = type
            switch type {
            case .browse:
                browseIsVisible = true
            case .openStall:
                openStallIsVisible = true
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

    private func browseView() -> some View {
        guard let type = screenType, case .browse = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .sheet(isPresented: $browseIsVisible, onDismiss: { screenType = nil }) {
                Catalog.root(input: .init())
            }
            .toAnyView()
    }

    private func openStallView() -> some View {
        guard let type = screenType, case let .openStall(price) = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .sheet(isPresented: $openStallIsVisible, onDismiss: { screenType = nil }) {
                NavigationStack {
                    StallView.build(
                        price: price,
                        action: { [weak intent] action in
                            switch action {
                            case let .didPay(amount):
                                Task { @MainActor [weak intent] in intent?.stallDidPay(amount: amount) }
                            }
                        },
                    )
                }
            }
            .toAnyView()
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
