import SwiftUI

// MARK: - Output

/// What PantryView asks of its state holder.
@MainActor
protocol PantryViewOutput: AnyObject {
    func openGallery(albumId: String)
    func openReceipt(orderId: String)
    func openJar()
}

// MARK: - View

struct PantryView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var count: Int

        // MARK: - Init

        init() {
            self.count = 0
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: LarderNavigationState
    @Binding private var openGallerySelected: String?
    @Binding private var openReceiptSelected: String?

    // MARK: - Weak Reference

    @WeakReference private var output: PantryViewOutput?

    // MARK: - Init

    /// The output is the state holder LarderViewGroup hands down with `.weakReference`.
    init(
        state: Binding<ViewState>, navigationState: Binding<LarderNavigationState>,
        openGallerySelected: Binding<String?>,
        openReceiptSelected: Binding<String?>
    ) {
        _state = state
        _navigationState = navigationState
        _openGallerySelected = openGallerySelected
        _openReceiptSelected = openReceiptSelected
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Count: \(state.count)")
            Button("Open jar") {
                openJar()
            }
        }
    }

    // MARK: - Navigation

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openGallery(albumId: String) {
        output?.openGallery(albumId: albumId)
        openGallerySelected = albumId
    }

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openReceipt(orderId: String) {
        output?.openReceipt(orderId: orderId)
        openReceiptSelected = orderId
    }

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openJar() {
        output?.openJar()
        navigationState.push(destination: .jar)
    }
}
