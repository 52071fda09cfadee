import SwiftUI

// MARK: - Output

/// What StarterView asks of its state holder.
@MainActor
protocol StarterViewOutput: AnyObject {
    func onAppear()
    func dismiss()
    func handleStarterHeader(_ action: StarterHeader.Action)
}

// MARK: - View

struct StarterView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var title: String
        var isLoading: Bool

        // MARK: - Subviews

        var starterHeader: StarterHeader.ViewState {
            .init(
                title: title
            )
        }

        // MARK: - Init

        init(title: String) {
            self.title = title
            self.isLoading = false
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: StarterNavigationState
    @Environment(\.dismiss) private var dismissScreen
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Weak Reference

    @WeakReference private var output: StarterViewOutput?

    // MARK: - Private Properties

    /// How the screen closes when the feature that shows it says; nil: SwiftUI's dismiss.
    private let close: (@MainActor () -> Void)?

    // MARK: - Init

    init(
        state: Binding<ViewState>, navigationState: Binding<StarterNavigationState>, output: StarterViewOutput?,
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
            starterHeader
            Button("Dismiss") {
                dismiss()
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            output?.onAppear()
        }
    }

    // MARK: - Subviews

    private var starterHeader: some View {
        StarterHeader(state: state.starterHeader) { output?.handleStarterHeader($0) }
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
