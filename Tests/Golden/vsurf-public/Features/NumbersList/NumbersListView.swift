import SwiftUI

public enum Order: String, CaseIterable, Hashable, Sendable {
    case ascending = "Ascending"
    case descending = "Descending"
}

// MARK: - Output

/// What NumbersListView asks of its state holder.
@MainActor
public protocol NumbersListViewOutput: AnyObject {
    func onAppear()
    func retry()
    func selectOrder(_ value: Order)
    func handleNumbersContent(_ action: NumbersContent.Action)
}

// MARK: - View

public struct NumbersListView: View {
    // MARK: - Nested Types

    public struct ViewState: Equatable {
        public var content: Content
        public var order: Order
        public var pageSize: PageSize

        // MARK: - Subviews

        public var numbersContent: NumbersContent.ViewState {
            .init(
                content: content
            )
        }

        // MARK: - Init

        public init() {
            self.content = .idle
            self.order = .ascending
            self.pageSize = .small
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Weak Reference

    @WeakReference private var output: NumbersListViewOutput?

    // MARK: - Init

    /// The output is the state holder NumbersListViewGroup hands down with `.weakReference`.
    public init(state: Binding<ViewState>) {
        _state = state
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            numbersContent
            Button("Retry") {
                output?.retry()
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            output?.onAppear()
        }
    }

    // MARK: - Subviews

    private var numbersContent: some View {
        NumbersContent(state: state.numbersContent) { output?.handleNumbersContent($0) }
    }
}

// MARK: - Nested Types

extension NumbersListView.ViewState {
    public enum Content: Equatable, Sendable {
        case idle
        case loading
        case loaded([Int])
        case error
    }
}

extension NumbersListView.ViewState {
    public enum PageSize: Int, Hashable, Sendable {
        case small = 20
        case large = 100
    }
}
