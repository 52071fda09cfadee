import ComposableArchitecture
import SwiftUI
import UIKit

@ViewAction(for: Basket.self)
struct BasketView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<Basket>

    // MARK: - Body

    var body: some View {
        Text("Basket")
        .sheet(item: $store.scope(state: \.destination?.editLine, action: \.destination.editLine)) { store in
            LineEditorView(store: store)
        }
        .navigationDestination(isPresented: showReceiptIsPresented) {
            showReceiptScreen
        }
        .sheet(isPresented: pickPhotoIsPresented) {
            pickPhotoScreen
        }
        .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
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
}

// MARK: - Hosted Screen

/// Shows a feature of another architecture, which opens as a view controller.
private struct HostedScreen: UIViewControllerRepresentable {
    let make: @MainActor () -> UIViewController

    func makeUIViewController(context: Context) -> UIViewController {
        make()
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

// MARK: - Preview

#Preview {
    BasketView(store: Store(initialState: Basket.State()) {
        Basket()
    })
}
