import SwiftUI

// MARK: - Output

/// What VoucherView asks of its state holder.
@MainActor
protocol VoucherViewOutput: AnyObject {
    func redeem()
}

// MARK: - View

struct VoucherView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var code: String
        var isRedeeming: Bool
        var redeemError: String?

        // MARK: - Init

        init() {
            self.code = ""
            self.isRedeeming = false
            self.redeemError = nil
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: VoucherNavigationState
    @Environment(\.dismiss) private var dismissScreen

    // MARK: - Weak Reference

    @WeakReference private var output: VoucherViewOutput?

    // MARK: - Private Properties

    /// How the screen closes when the feature that shows it says; nil: SwiftUI's dismiss.
    private let close: (@MainActor () -> Void)?

    // MARK: - Init

    init(
        state: Binding<ViewState>, navigationState: Binding<VoucherNavigationState>, output: VoucherViewOutput?,
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
            if state.isRedeeming {
                ProgressView()
            }
            if let redeemError = state.redeemError {
                Text(redeemError)
                    .foregroundStyle(.red)
            }
            Text(state.code)
            Button("Redeem") {
                output?.redeem()
            }
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
