import SwiftUI

@MainActor
struct ShopView: View, ViewProtocol {
    // MARK: - Properties

    @Bindable var state: Shop.ViewState
    let reducer: Reducer<Shop.ViewModel>

    // MARK: - Lifecycle

    init(state: Shop.ViewState, reducer: Reducer<Shop.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        Text("Shop")
    }
}

// MARK: - Preview

#Preview {
    Shop.preview(input: .init())
}
