import SwiftUI

@MainActor
struct AddFieldView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: AddField.ViewState
    let reducer: Reducer<AddField.ViewModel>

    // MARK: - Lifecycle

    init(state: AddField.ViewState, reducer: Reducer<AddField.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            List(state.items, id: \.self) { item in
                Text(item)
            }
            Button("Load") {
                reducer(.load)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    AddField.preview(input: .init())
}
