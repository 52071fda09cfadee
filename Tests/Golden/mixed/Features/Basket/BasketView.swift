import ComposableArchitecture
import SwiftUI
import UIKit

@ViewAction(for: Basket.self)
struct BasketView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<Basket>

    // MARK: - Body

    var body: some View {
        VStack {
            List(store.lines, id: \.self) { item in
                Text(item)
            }
            Button("Check out") {
                send(.checkOut)
            }
            Button("Dismiss") {
                send(.dismiss)
            }
            Button("Pay now") {
                send(.payNow)
            }
        }
        .sheet(item: $store.scope(\.$destination, action: \.destination).editLine) { store in
            LineEditorView(store: store)
        }
        .navigationDestination(isPresented: showReceiptIsPresented) {
            showReceiptScreen
        }
        .sheet(isPresented: pickPhotoIsPresented) {
            pickPhotoScreen
        }
        .sheet(isPresented: payNowIsPresented) {
            payNowScreen
        }
        .alert($store.scope(\.$destination, action: \.destination).alert)
    }

    // MARK: - Screens of other architectures

    /// Receipt's screen is shown while the state holds `showReceipt`; closing it sends `.screen(.dismissed)`.
    private var showReceiptIsPresented: Binding<Bool> {
        Binding(
            get: { if case .showReceipt = store.screen { true } else { false } },
            set: { if !$0 { store.send(.screen(.dismissed)) } }
        )
    }

    /// Receipt, built from the values the state holds; what it reports comes back as `.screen` actions.
    @ViewBuilder private var showReceiptScreen: some View {
        if case let .showReceipt(orderId) = store.screen {
            HostedScreen {
                Receipt.build(
                    input: .init(orderId: orderId),
                    output: .init(
                        didClose: { [store] in
                            Task { @MainActor in store.send(.screen(.receiptDidClose)) }
                        }
                    )
                )
            }
        }
    }

    /// Gallery's screen is shown while the state holds `pickPhoto`; closing it sends `.screen(.dismissed)`.
    private var pickPhotoIsPresented: Binding<Bool> {
        Binding(
            get: { if case .pickPhoto = store.screen { true } else { false } },
            set: { if !$0 { store.send(.screen(.dismissed)) } }
        )
    }

    /// Gallery, built from the values the state holds; what it reports comes back as `.screen` actions.
    @ViewBuilder private var pickPhotoScreen: some View {
        if case let .pickPhoto(albumId) = store.screen {
            HostedScreen {
                Gallery.build(
                    input: .init(albumId: albumId),
                    output: .init(
                        didPick: { [store] photoId in
                            Task { @MainActor in store.send(.screen(.galleryDidPick(photoId: photoId))) }
                        }
                    )
                )
            }
        }
    }

    /// Checkout's screen is shown while the state holds `payNow`; closing it sends `.screen(.dismissed)`.
    private var payNowIsPresented: Binding<Bool> {
        Binding(
            get: { if case .payNow = store.screen { true } else { false } },
            set: { if !$0 { store.send(.screen(.dismissed)) } }
        )
    }

    /// Checkout, built from the values the state holds; what it reports comes back as `.screen` actions.
    @ViewBuilder private var payNowScreen: some View {
        if case .payNow = store.screen {
            let output = PayNowOutput(store: store)
            HostedScreen(output: output) {
                Checkout.build(input: .init(), output: output)
            }
        }
    }
}

// MARK: - Hosted Screen

/// Shows a feature of another architecture, which opens as a view controller.
private struct HostedScreen: UIViewControllerRepresentable {
    /// What a vsurf screen reports to: it holds its output weakly, so the coordinator keeps it
    /// for as long as the screen is shown.
    var output: AnyObject? = nil
    let make: @MainActor () -> UIViewController

    func makeCoordinator() -> AnyObject? {
        output
    }

    func makeUIViewController(context: Context) -> UIViewController {
        make()
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

// MARK: - Checkout's Output

/// Checkout (vsurf) reports to an object that implements its output: this one sends what
/// `payNow` handles to the store as `.screen` actions, for as long as the screen is shown.
@MainActor
private final class PayNowOutput: Checkout.Output {
    private let store: StoreOf<Basket>

    init(store: StoreOf<Basket>) {
        self.store = store
    }

    func didPay(amount: Int) {
        store.send(.screen(.checkoutDidPay(amount: amount)))
    }

    func didCancel() {
    }
}

// MARK: - Preview

#Preview {
    BasketView(store: Store(initialState: Basket.State()) {
        Basket()
    })
}
