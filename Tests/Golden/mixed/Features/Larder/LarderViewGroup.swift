import SwiftUI
import UIKit

/// Assembles the Larder flow: one navigation state for its screens, the state holder of each
/// on its units, and the sheets they present. Each view gets its state holder as its output
/// through `.weakReference`.
struct LarderViewGroup: View {
    // MARK: - State

    @State private var navigationState = LarderNavigationState()
    @StateObject private var pantryStateHolder: PantryViewStateHolder
    @StateObject private var jarStateHolder: JarViewStateHolder
    @State private var openGallerySelected: VSURFScreen<String>?
    @State private var openReceiptSelected: VSURFScreen<String>?

    // MARK: - Init

    init() {
        // SwiftUI makes each state holder once, for the flow's identity.
        _pantryStateHolder = StateObject(wrappedValue: PantryViewStateHolder(pantryUnit: VSURFServices.Units.pantry()))
        _jarStateHolder = StateObject(wrappedValue: JarViewStateHolder(jarUnit: VSURFServices.Units.jar()))
    }

    // MARK: - Body

    var body: some View {
        NavigationStack(path: $navigationState.path) {
            PantryView(
                state: $pantryStateHolder.state, navigationState: $navigationState,
                openGallerySelected: $openGallerySelected.destination(),
                openReceiptSelected: $openReceiptSelected.destination())
                .navigationDestination(for: VSURFScreen<LarderNavigationState.Destination>.self) { pushed in
                    switch pushed.destination {
                    case .jar:
                        JarView(state: $jarStateHolder.state)
                    }
                }
        }
        .sheet(item: $openGallerySelected) { selected in
            let albumId = selected.destination
            VSURFHostedScreen {
                Gallery.build(
                    input: .init(albumId: albumId),
                    output: .init(
                        didPick: { [weak pantryStateHolder] photoId in
                            Task { @MainActor [weak pantryStateHolder] in pantryStateHolder?.galleryDidPick(photoId: photoId) }
                        }
                    )
                )
            }
        }
        .sheet(item: $openReceiptSelected) { selected in
            let orderId = selected.destination
            VSURFHostedScreen {
                Receipt.build(
                    input: .init(orderId: orderId),
                    output: .init(
                        didClose: { [weak pantryStateHolder] in
                            Task { @MainActor [weak pantryStateHolder] in pantryStateHolder?.receiptDidClose() }
                        }
                    )
                )
            }
        }
        .weakReference(pantryStateHolder, as: PantryViewOutput.self)
        .weakReference(jarStateHolder, as: JarViewOutput.self)
    }
}

// MARK: - Building

/// How a feature of another architecture opens the Larder flow.
enum Larder {
    /// The flow for UIKit navigation: present it, or make it a window's root. It shows its own
    /// NavigationStack, so no navigation controller pushes it.
    @MainActor
    static func build() -> UIViewController {
        UIHostingController(rootView: LarderViewGroup())
    }
}
