import Combine
import SwiftUI

/// The screens Stall opens: the intent sends a ScreenType through the model's
/// `routerSubject`, and the router presents it.
struct StallRouter: View {
    // MARK: - Nested Types

    enum ScreenType {
        case openCart
    }

    // MARK: - Properties

    let screen: PassthroughSubject<ScreenType, Never>
    /// The screen or alert shown, with its values.
    @State private var screenType: ScreenType?
    @State private var openCartIsVisible = false

    // MARK: - Lifecycle

    init(screen: PassthroughSubject<ScreenType, Never>) {
        self.screen = screen
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
                CartView.build(input: .init())
            }
            .toAnyView()
    }
}
