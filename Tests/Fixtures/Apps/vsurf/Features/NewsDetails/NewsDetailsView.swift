import SwiftUI

// MARK: - Output

/// What NewsDetailsView asks of its state holder.
@MainActor
protocol NewsDetailsViewOutput: AnyObject {
    func onAppear()
    func onDisappear()
    func share()
    func dismiss()
    func loadMore(page: Int)
}

// MARK: - View

struct NewsDetailsView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        let post: NewsList.ViewState.NewsItem?
        var moreNews: [NewsList.ViewState.NewsItem]
        var isLoadingMore: Bool
        var moreError: String?

        // MARK: - Init

        init(post: NewsList.ViewState.NewsItem) {
            self.post = post
            self.moreNews = []
            self.isLoadingMore = false
            self.moreError = nil
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: NewsDetailsNavigationState
    @Environment(\.dismiss) private var dismissScreen
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Weak Reference

    @WeakReference private var output: NewsDetailsViewOutput?

    // MARK: - Private Properties

    /// How the screen closes when the feature that shows it says; nil: SwiftUI's dismiss.
    private let close: (@MainActor () -> Void)?

    // MARK: - Init

    init(
        state: Binding<ViewState>, navigationState: Binding<NewsDetailsNavigationState>, output: NewsDetailsViewOutput?,
        dismiss: (@MainActor () -> Void)? = nil
    ) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
        close = dismiss
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
                output?.share()
            }
            Button("Dismiss") {
                dismiss()
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            output?.onAppear()
        }
        .onDisappear {
            output?.onDisappear()
        }
    }

    // MARK: - Navigation

    /// Tells the state holder, then closes the screen: call it from the control that closes it.
    func dismiss() {
        output?.dismiss()
        if let close {
            close()
        } else {
            dismissScreen()
        }
    }
}
