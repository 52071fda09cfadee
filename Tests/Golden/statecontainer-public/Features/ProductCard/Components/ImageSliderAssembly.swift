import SwiftUI

/// A part of ProductCardView.
public struct ImageSliderAssembly: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let currentStep: Int
        public let loadingState: LoadingState
        public let position: ProductCard.ViewState.Position
        public let initialOffset: CGFloat
        public let isImageSliderVertical: Bool
        public let productImages: [NetworkImage]

        public init(currentStep: Int, loadingState: LoadingState, position: ProductCard.ViewState.Position, initialOffset: CGFloat, isImageSliderVertical: Bool, productImages: [NetworkImage]) {
            self.currentStep = currentStep
            self.loadingState = loadingState
            self.position = position
            self.initialOffset = initialOffset
            self.isImageSliderVertical = isImageSliderVertical
            self.productImages = productImages
        }
    }

    public enum Action: Sendable {
        case onTapSlider(Int)
        case onTapReview(Int)
        case onSaveSlidingStep(Int)
    }

    // MARK: - Properties

    public let state: ViewState
    public let onAction: (Action) -> Void

    public init(state: ViewState, onAction: @escaping (Action) -> Void) {
        self.state = state
        self.onAction = onAction
    }

    // MARK: - Body

    public var body: some View {
        Text("ImageSliderAssembly")
    }
}

// MARK: - Preview

#Preview {
    ImageSliderAssembly(state: .init(currentStep: 0, loadingState: .none, position: .bottom, initialOffset: 0, isImageSliderVertical: false, productImages: [])) { _ in }
}
