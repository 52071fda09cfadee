import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
public struct ImageSliderAssembly {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var currentStep: Int
        public var loadingState: LoadingState
        public var position: ProductCard.ViewState.Position
        public var initialOffset: CGFloat
        public var isImageSliderVertical: Bool
        public var productImages: [NetworkImage]

        public init(currentStep: Int, loadingState: LoadingState, position: ProductCard.ViewState.Position, initialOffset: CGFloat, isImageSliderVertical: Bool, productImages: [NetworkImage]) {
            self.currentStep = currentStep
            self.loadingState = loadingState
            self.position = position
            self.initialOffset = initialOffset
            self.isImageSliderVertical = isImageSliderVertical
            self.productImages = productImages
        }
    }

    public enum Action: BindableAction, Sendable {
        case onTapSlider(Int)
        case onTapReview(Int)
        case onSaveSlidingStep(Int)
        case binding(BindingAction<State>)
    }

    public init() {}

    public var body: some ComposableArchitecture.Reducer<State, Action> {
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

public struct ImageSliderAssemblyView: View {
    /// Bindable, for the controls that edit its fields:
    /// - `$store.currentStep`
    @Bindable public var store: StoreOf<ImageSliderAssembly>

    public init(store: StoreOf<ImageSliderAssembly>) {
        self.store = store
    }

    public var body: some View {
        Text("ImageSliderAssembly")
    }
}

// MARK: - Preview

#Preview {
    ImageSliderAssemblyView(store: Store(initialState: ImageSliderAssembly.State(currentStep: 0, loadingState: .none, position: .bottom, initialOffset: 0, isImageSliderVertical: false, productImages: [])) {
        ImageSliderAssembly()
    })
}
