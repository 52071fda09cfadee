import SwiftUI

struct NewsDetailsView: View {
    // MARK: - Properties

    @StateObject private var store: NewsDetailsReducer.ViewStore
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    @Environment(\.dismiss) private var dismiss
    private let navigator: StateContainer.Navigator?
    private let output: ((NewsDetailsReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - news: A service the reducer's effects call.
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `NewsDetails.build`): its `dismiss` pops it.
    ///     Without one, SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(post: NewsList.ViewState.NewsItem, news: NewsClient, navigator: StateContainer.Navigator? = nil, output: ((NewsDetailsReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: NewsDetailsReducer.ViewStore(state: .init(post: post), reducer: NewsDetailsReducer(news: news)))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            if store.isLoadingMore {
                ProgressView()
            }
            if let moreError = store.moreError {
                Text(moreError)
                    .foregroundStyle(.red)
            }
            Button("Share") {
                store.send(.share)
            }
            Button("Dismiss") {
                store.send(.dismiss)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            store.send(.onAppear)
        }
        .onDisappear {
            store.send(.onDisappear)
        }
        .onReceive(store.outputPublisher) { handle($0) }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: NewsDetailsReducer.Output) {
        switch output {
        case .dismiss:
            if let navigator {
                navigator.dismiss()
            } else {
                dismiss()
            }
        }
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        NewsDetailsView(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes."), news: PreviewNewsClient(), navigator: navigator)
    }
}
