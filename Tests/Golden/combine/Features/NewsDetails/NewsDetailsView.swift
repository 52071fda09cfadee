import SwiftUI

@MainActor
struct NewsDetailsView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: NewsDetails.ViewState
    let reducer: Reducer<NewsDetails.ViewModel>

    // MARK: - Lifecycle

    init(state: NewsDetails.ViewState, reducer: Reducer<NewsDetails.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Button("Share") {
                reducer(.share)
            }
            Button("Dismiss") {
                reducer(.dismiss)
            }
        }
        .onAppear { reducer(.onAppear) }
    }
}

// MARK: - Preview

#Preview {
    NewsDetails.preview(input: .init(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes.")), news: PreviewNewsClient())
}
