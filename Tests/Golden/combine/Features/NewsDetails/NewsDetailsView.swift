import SwiftUI

@MainActor
struct NewsDetailsView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: NewsDetails.ViewState
    let reducer: Reducer<NewsDetails.ViewModel>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    init(state: NewsDetails.ViewState, reducer: Reducer<NewsDetails.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            if state.isLoadingMore {
                ProgressView()
            }
            if let moreError = state.moreError {
                Text(moreError)
                    .foregroundStyle(.red)
            }
            Button("Share") {
                reducer(.share)
            }
            Button("Dismiss") {
                reducer(.dismiss)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            reducer(.onAppear)
        }
        .onDisappear {
            reducer(.onDisappear)
        }
    }
}

// MARK: - Preview

#Preview {
    NewsDetails.preview(input: .init(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes.")), news: PreviewNewsClient())
}
