import SwiftUI

struct NumbersView: View {
    // MARK: - Properties

    @StateObject private var store: NumbersReducer.ViewStore
    private let output: ((NumbersReducer.Output) -> Void)?

    // MARK: - Lifecycle

    init(output: ((NumbersReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: NumbersReducer.ViewStore(state: .init(), reducer: NumbersReducer()))
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Numbers")
        }
        .onReceive(store.outputPublisher) { output?($0) }
    }
}
