import Foundation
import SwiftUI

struct ImageSliderAssembly: View {
    // MARK: - Nested Types

    struct ViewState {
        var currentStep: Int
        let loadingState: LoadingState
        let position: ProductCard.ViewState.Position
        let initialOffset: CGFloat
        let isImageSliderVertical: Bool
        let productImages: [NetworkImage]

        init(
            currentStep: Int,
            loadingState: LoadingState,
            position: ProductCard.ViewState.Position,
            initialOffset: CGFloat,
            isImageSliderVertical: Bool,
            productImages: [NetworkImage]
        ) {
            self.currentStep = currentStep
            self.loadingState = loadingState
            self.position = position
            self.initialOffset = initialOffset
            self.isImageSliderVertical = isImageSliderVertical
            self.productImages = productImages
        }
    }

    enum Action: Sendable {
        case onTapSlider(Int)
        case onTapReview(Int)
        case onSaveSlidingStep(Int)
    }

    // MARK: - Properties

    @Binding var state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("ImageSliderAssembly")
    }
}

// MARK: - Preview

#Preview {
    ImageSliderAssembly(
        state: .constant(.init(currentStep: 0, loadingState: .none, position: .bottom, initialOffset: 0, isImageSliderVertical: false, productImages: [])),
        onAction: { _ in }
    )
}
