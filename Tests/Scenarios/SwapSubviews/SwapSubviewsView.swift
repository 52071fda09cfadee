import SwiftUI

@MainActor
struct SwapSubviewsView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: SwapSubviews.ViewState
    let reducer: Reducer<SwapSubviews.ViewModel>

    // MARK: - Lifecycle

    init(state: SwapSubviews.ViewState, reducer: Reducer<SwapSubviews.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    private var debugTitle: String {
        "\(Self.self)"
    }

    // MARK: - Body

    var body: some View {
        VStack {
            swapSecond
            swapThird
        }
    }

    // MARK: - Subviews

    private var swapSecond: some View {
        SwapSecond(
            state: state.swapSecond,
            onAction: { reducer(.onSwapSecondAction($0)) }
        )
    }

    private var swapThird: some View {
        SwapThird(
            onAction: { reducer(.onSwapThirdAction($0)) }
        )
    }
}

// MARK: - Preview

#Preview {
    SwapSubviews.preview(input: .init())
}
