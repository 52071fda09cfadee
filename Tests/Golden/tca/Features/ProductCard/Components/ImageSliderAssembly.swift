import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct ImageSliderAssembly {
    @ObservableState
    struct State: Equatable, Sendable {
        var currentStep: Int
        var loadingState: LoadingState
        var position: ProductCard.ViewState.Position
        var initialOffset: CGFloat
        var isImageSliderVertical: Bool
        var productImages: [NetworkImage]

        init(currentStep: Int, loadingState: LoadingState, position: ProductCard.ViewState.Position, initialOffset: CGFloat, isImageSliderVertical: Bool, productImages: [NetworkImage]) {
            self.currentStep = currentStep
            self.loadingState = loadingState
            self.position = position
            self.initialOffset = initialOffset
            self.isImageSliderVertical = isImageSliderVertical
            self.productImages = productImages
        }
    }

    enum Action: BindableAction, Sendable {
        case onTapSlider(Int)
        case onTapReview(Int)
        case onSaveSlidingStep(Int)
        case binding(BindingAction<State>)
    }

    var body: some ComposableArchitecture.Reducer<State, Action> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .onTapSlider:
                return .none
            case .onTapReview:
                return .none
            case .onSaveSlidingStep:
                return .none
            case .binding:
                return .none
            }
        }
    }
}

// MARK: - View

struct ImageSliderAssemblyView: View {
    /// Bindable, for the controls that edit its fields:
    /// - `$store.currentStep`
    @Bindable var store: StoreOf<ImageSliderAssembly>

    var body: some View {
        Text("ImageSliderAssembly")
    }
}

// MARK: - Preview

#Preview {
    ImageSliderAssemblyView(store: Store(initialState: ImageSliderAssembly.State(currentStep: 0, loadingState: .none, position: .bottom, initialOffset: 0, isImageSliderVertical: false, productImages: [])) {
        ImageSliderAssembly()
    })
}
