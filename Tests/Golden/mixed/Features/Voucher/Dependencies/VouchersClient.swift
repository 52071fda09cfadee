import Foundation

/// What Voucher asks of its service, a method per endpoint: the unit's commands call it.
/// The app passes a live one to `VoucherViewGroup` or `Voucher.build`; previews and tests
/// use `PreviewVouchersClient`.
protocol VouchersClient: Sendable {
    func redeem(code: String) async throws
}

// MARK: - Preview

/// What previews and tests run with: every endpoint answers at once, with a natural value or
/// the spec's `preview:`.
struct PreviewVouchersClient: VouchersClient {
    func redeem(code: String) async throws {}
}
