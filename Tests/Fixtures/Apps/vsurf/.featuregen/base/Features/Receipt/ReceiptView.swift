import SwiftUI

// MARK: - Output

/// What ReceiptView asks of its state holder.
@MainActor
protocol ReceiptViewOutput: AnyObject {
}

// MARK: - View

struct ReceiptView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var total: Int

        // MARK: - Init

        init() {
            self.total = 0
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: ReceiptNavigationState
    @Environment(\.dismiss) private var dismissScreen

    // MARK: - Weak Reference

    @WeakReference private var output: ReceiptViewOutput?

    // MARK: - Private Properties

    /// How the screen closes when the feature that shows it says; nil: SwiftUI's dismiss.
    private let close: (@MainActor () -> Void)?

    // MARK: - Init

    init(
        state: Binding<ViewState>, navigationState: Binding<ReceiptNavigationState>, output: ReceiptViewOutput?,
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
            Text("Total: \(state.total)")
        }
    }

    // MARK: - Navigation

    /// Closes the screen: call it from the control that closes it.
    func dismiss() {
        if let close {
            close()
        } else {
            dismissScreen()
        }
    }
}
