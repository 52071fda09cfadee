import Combine
import SwiftUI

/// The screens Gallery opens: the intent sends a ScreenType through the model's
/// `routerSubject`, and the router presents it.
struct GalleryRouter: View {
    // MARK: - Nested Types

    enum ScreenType {
        case openReceipt(orderId: String)
        case editLine(index: Int)
        case openCheckout
        case openNumbers
    }

    // MARK: - Properties

    let screen: PassthroughSubject<ScreenType, Never>
    /// The screen or alert shown, with its values.
    @State private var screenType: ScreenType?
    @State private var openReceiptIsVisible = false
    @State private var editLineIsVisible = false
    @State private var openCheckoutIsVisible = false
    @State private var openNumbersIsVisible = false
    /// Handles what the screens and alerts the router shows send back.
    private let intent: GalleryIntent

    // MARK: - Lifecycle

    init(screen: PassthroughSubject<ScreenType, Never>, intent: GalleryIntent) {
        self.screen = screen
        self.intent = intent
    }

    // MARK: - Body

    var body: some View {
        Group {
            openReceiptView()
            editLineView()
            openCheckoutView()
            openNumbersView()
        }
        .onReceive(screen) { type in
            screenType = type
            switch type {
            case .openReceipt:
                openReceiptIsVisible = true
            case .editLine:
                editLineIsVisible = true
            case .openCheckout:
                openCheckoutIsVisible = true
            case .openNumbers:
                openNumbersIsVisible = true
            }
        }
    }

    private func openReceiptView() -> some View {
        guard let type = screenType, case let .openReceipt(orderId) = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .navigationDestination(isPresented: $openReceiptIsVisible) {
                ScreenController {
                    Receipt.build(input: .init(orderId: orderId), output: Self.openReceiptOutput(to: intent))
                }
            }
            .toAnyView()
    }

    private func editLineView() -> some View {
        guard let type = screenType, case let .editLine(index) = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .sheet(isPresented: $editLineIsVisible, onDismiss: { screenType = nil }) {
                ScreenController {
                    LineEditor.build(input: .init(index: index)) { [weak intent] delegate in
                        if case let .didSave(text) = delegate {
                            Task { @MainActor [weak intent] in intent?.lineEditorDidSave(text: text) }
                        }
                    }
                }
            }
            .toAnyView()
    }

    private func openCheckoutView() -> some View {
        guard let type = screenType, case .openCheckout = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .sheet(isPresented: $openCheckoutIsVisible, onDismiss: { screenType = nil }) {
                let output = OpenCheckoutOutput(intent: intent)
                ScreenController(keeping: output) {
                    Checkout.build(input: .init(), output: output)
                }
            }
            .toAnyView()
    }

    private func openNumbersView() -> some View {
        guard let type = screenType, case .openNumbers = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .navigationDestination(isPresented: $openNumbersIsVisible) {
                ScreenController {
                    Numbers.build(input: .init()) { [weak intent] output in
                        if case let .didFinish(count) = output {
                            Task { @MainActor [weak intent] in intent?.numbersDidFinish(count: count) }
                        }
                    }
                }
            }
            .toAnyView()
    }
}

// MARK: - Checkout's Output

/// Checkout (vsurf) reports to an object that implements its output: this one hands what
/// `openCheckout` handles to the intent, for as long as the screen is shown.
@MainActor
private final class OpenCheckoutOutput: Checkout.Output {
    private weak var intent: GalleryIntent?

    init(intent: GalleryIntent) {
        self.intent = intent
    }

    func didPay(amount: Int) {
        intent?.checkoutDidPay(amount: amount)
    }

    func didCancel() {
    }
}

// MARK: - Results

/// What the screens Gallery opens report back, which GalleryIntent handles.
@MainActor
protocol GalleryResults: AnyObject, Sendable {
    func receiptDidClose()
}

extension GalleryIntent: GalleryResults {}

extension GalleryRouter {
    /// What Receipt, opened by `openReceipt`, reports: handed to `intent`, which it holds weakly.
    static func openReceiptOutput(to intent: some GalleryResults) -> Receipt.Output {
        .init(
            didClose: { [weak intent] in
                Task { @MainActor [weak intent] in intent?.receiptDidClose() }
            }
        )
    }
}
