import SwiftUI

/// Assembles the Voucher module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct VoucherViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: VoucherViewStateHolder
    @State private var navigationState = VoucherNavigationState()
    @Environment(\.dismiss) private var dismissScreen

    // MARK: - Private Properties

    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    /// - Parameters:
    ///   - vouchers: A service the unit's commands call.
    ///   - output: The feature that shows Voucher, told what happens in it.
    init(vouchers: VouchersClient, output: Voucher.Output? = nil, dismiss: (@MainActor () -> Void)? = nil) {
        self.dismiss = dismiss
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(
            wrappedValue: {
                let stateHolder = VoucherViewStateHolder(voucherUnit: VSURFServices.Units.voucher(vouchers: vouchers))
                stateHolder.output = output
                return stateHolder
            }())
    }

    // MARK: - Body

    var body: some View {
        VoucherView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder, dismiss: dismiss)
            .onReceive(stateHolder.dismissal) {
                if let dismiss {
                    dismiss()
                } else {
                    dismissScreen()
                }
            }
    }
}

// MARK: - Preview

#Preview {
    VoucherViewGroup(vouchers: PreviewVouchersClient())
}
