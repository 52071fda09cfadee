import SwiftUI

@MainActor
struct AddOneDropAnotherView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: AddOneDropAnother.ViewState
    let reducer: Reducer<AddOneDropAnother.ViewModel>

    // MARK: - Lifecycle

    init(state: AddOneDropAnother.ViewState, reducer: Reducer<AddOneDropAnother.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    private var debugTitle: String {
        "\(Self.self)"
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Count: \(state.count)")
            Button("Load") {
                reducer(.load)
            }
            Button("Share") {
                reducer(.share)
            }
            Button("Save") {
                reducer(.save)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    AddOneDropAnother.preview(input: .init())
}
