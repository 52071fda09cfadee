import SwiftUI

public struct NumbersListView: View {
    // MARK: - Properties

    @StateObject private var store: NumbersListReducer.ViewStore
    private let output: ((NumbersListReducer.Output) -> Void)?

    // MARK: - Lifecycle

    public init(output: ((NumbersListReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: NumbersListReducer.ViewStore(state: .init(), reducer: NumbersListReducer()))
        self.output = output
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            numbersContent
        }
        .onAppear { store.send(.onAppear) }
        .onReceive(store.outputPublisher) { output?($0) }
    }

    // MARK: - Subviews

    private var numbersContent: some View {
        NumbersContent(state: store.numbersContent) { store.send(.onNumbersContentAction($0)) }
    }
}
