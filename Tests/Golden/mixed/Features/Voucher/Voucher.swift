import SwiftUI
import UIKit

/// How other features open Voucher, with its input and output.
enum Voucher {
    // MARK: - Input

    struct Input {
    }

    // MARK: - Output

    /// What Voucher tells the feature that shows it. That feature passes itself to
    /// VoucherViewGroup, which hands it, held weakly, to the state holder that calls it.
    @MainActor
    protocol Output: AnyObject {
        func didRedeem(code: String)
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    /// It takes the services its unit calls, after its input and output.
    @MainActor
    static func build(input: Input, output: Output? = nil, vouchers: VouchersClient) -> UIViewController {
        VSURFHost.controller { dismiss in
            VoucherViewGroup(vouchers: vouchers, output: output, dismiss: dismiss)
        }
    }
}
