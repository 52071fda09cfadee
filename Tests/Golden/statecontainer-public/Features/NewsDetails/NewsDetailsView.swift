import SwiftUI

public struct NewsDetailsView: View {
    // MARK: - Properties

    @StateObject private var store: NewsDetailsReducer.ViewStore
    private let output: ((NewsDetailsReducer.Output) -> Void)?

    // MARK: - Lifecycle

    public init(post: NewsList.ViewState.NewsItem, output: ((NewsDetailsReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: NewsDetailsReducer.ViewStore(state: .init(post: post), reducer: NewsDetailsReducer()))
        self.output = output
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            Text("NewsDetails")
        }
        .onAppear { store.send(.onAppear) }
        .onReceive(store.outputPublisher) { output?($0) }
    }
}
