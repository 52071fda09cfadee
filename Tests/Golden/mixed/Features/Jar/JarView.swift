import SwiftUI

// MARK: - Output

/// What JarView asks of its state holder.
@MainActor
protocol JarViewOutput: AnyObject {
}

// MARK: - View

struct JarView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var label: String

        // MARK: - Init

        init() {
            self.label = ""
        }
    }

    // MARK: - States

    @Binding private var state: ViewState

    // MARK: - Weak Reference

    @WeakReference private var output: JarViewOutput?

    // MARK: - Init

    /// The output is the state holder LarderViewGroup hands down with `.weakReference`.
    init(state: Binding<ViewState>) {
        _state = state
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text(state.label)
        }
    }
}
