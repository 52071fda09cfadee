import SwiftUI

public struct StarterView: View {
    // MARK: - Properties

    @StateObject private var store: StarterReducer.ViewStore
    private let output: ((StarterReducer.Output) -> Void)?

    // MARK: - Lifecycle

    public init(title: String, output: ((StarterReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: StarterReducer.ViewStore(state: .init(title: title), reducer: StarterReducer()))
        self.output = output
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            starterHeader
        }
        .onAppear { store.send(.onAppear) }
        .onReceive(store.outputPublisher) { output?($0) }
    }

    // MARK: - Subviews

    private var starterHeader: some View {
        StarterHeader(state: store.starterHeader) { store.send(.onStarterHeaderAction($0)) }
    }
}
