import SwiftUI

public struct ProductCardView: View {
    // MARK: - Properties

    @StateObject private var store: ProductCardReducer.ViewStore
    /// Set on the first appearance: `viewDidLoad` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    @Environment(\.dismiss) private var dismiss
    private let navigator: StateContainer.Navigator?
    private let output: ((ProductCardReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `ProductCard.build`): its `dismiss` pops it.
    ///     Without one, SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    public init(article: String, navigator: StateContainer.Navigator? = nil, output: ((ProductCardReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: ProductCardReducer.ViewStore(state: .init(article: article), reducer: ProductCardReducer()))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            header
            sideButtons
            slider
            footer
            content
            priceCell
            Button("Dismiss") {
                store.send(.dismiss)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            store.send(.viewDidLoad)
        }
        .onReceive(store.outputPublisher) { handle($0) }
    }

    // MARK: - Subviews

    private var header: some View {
        NavigationHeader(state: store.navigationHeader) { store.send(.onNavigationHeaderAction($0)) }
    }

    private var sideButtons: some View {
        SideButtons(state: store.sideButtons) { store.send(.onSideButtonsAction($0)) }
    }

    private var slider: some View {
        ImageSliderAssembly(state: store.imageSliderAssembly) { store.send(.onImageSliderAction($0)) }
    }

    private var footer: some View {
        FooterButtons(state: store.footerButtons) { store.send(.onFooterButtonsAction($0)) }
    }

    private var content: some View {
        ProductCardList(store: store)
    }

    private var priceCell: some View {
        PriceCell(state: store.priceCell) { store.send(.onPriceCellAction($0)) }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: ProductCardReducer.Output) {
        switch output {
        case .didChangeLike:
            self.output?(output)
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
        ProductCardView(article: "", navigator: navigator)
    }
}
