import SwiftUI

/// A part of ProductCardView.
struct ImageSliderAssembly: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let currentStep: Int
        let loadingState: LoadingState
        let position: ProductCard.ViewState.Position
        let initialOffset: CGFloat
        let isImageSliderVertical: Bool
        let productImages: [NetworkImage]
    }

    enum Action: Sendable {
        case onTapSlider(Int)
        case onTapReview(Int)
        case onSaveSlidingStep(Int)
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("ImageSliderAssembly")
    }
}

// MARK: - Preview

#Preview {
    ImageSliderAssembly(state: .init(currentStep: 0, loadingState: .none, position: .bottom, initialOffset: 0, isImageSliderVertical: false, productImages: [])) { _ in }
}
