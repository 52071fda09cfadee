import SwiftUI

@MainActor
struct ReceiptView: View, ViewProtocol {
    // MARK: - Properties

    @Bindable var state: Receipt.ViewState
    let reducer: Reducer<Receipt.ViewModel>

    // MARK: - Lifecycle

    init(state: Receipt.ViewState, reducer: Reducer<Receipt.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text(state.orderId)
            List(state.lines, id: \.id) { item in
                Button {
                    reducer(.selectLine(line: item))
                } label: {
                    Text(item.text)
                }
            }
            Button("Dismiss") {
                reducer(.dismiss)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    Receipt.preview(input: .init(orderId: ""))
}
