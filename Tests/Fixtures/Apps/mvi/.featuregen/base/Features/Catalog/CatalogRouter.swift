import Combine
import SwiftUI

/// The screens Catalog opens: the intent sends a ScreenType through the model's
/// `routerSubject`, and the router presents it.
struct CatalogRouter: View {
    // MARK: - Nested Types

    enum ScreenType {
        case openCart
    }

    // MARK: - Properties

    let screen: PassthroughSubject<ScreenType, Never>
    /// The screen or alert shown, with its values.
    @State private var screenType: ScreenType?
    @State private var openCartIsVisible = false
    /// Handles what the screens and alerts the router shows send back.
    private let intent: CatalogIntent

    // MARK: - Lifecycle

    init(screen: PassthroughSubject<ScreenType, Never>, intent: CatalogIntent) {
        self.screen = screen
        self.intent = intent
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
            }
        }
    }

    private func openCartView() -> some View {
        guard let type = screenType, case .openCart = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .navigationDestination(isPresented: $openCartIsVisible) {
                CartView.build(input: .init(), output: Self.openCartOutput(to: intent))
            }
            .toAnyView()
    }
}

// MARK: - Results

/// What the screens Catalog opens report back, which CatalogIntent handles.
@MainActor
protocol CatalogResults: AnyObject, Sendable {
    func cartDidBuy(itemCount: Int)
}

extension CatalogIntent: CatalogResults {}

extension CatalogRouter {
    /// What Cart, opened by `openCart`, reports: handed to `intent`, which it holds weakly.
    static func openCartOutput(to intent: some CatalogResults) -> Cart.Output {
        .init(
            didBuy: { [weak intent] itemCount in
                Task { @MainActor [weak intent] in intent?.cartDidBuy(itemCount: itemCount) }
            }
        )
    }
}
