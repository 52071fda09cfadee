import SwiftUI

/// Assembles the Catalog module: its unit from the services factory, its state holder, its
/// view and its navigation.
public struct CatalogViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: CatalogViewStateHolder
    @State private var navigationState = CatalogNavigationState()

    // MARK: - Private Properties

    /// The path of the NavigationStack that pushed the module, which its own pushes go on;
    /// nil: the module is the root of its navigation and shows its own NavigationStack.
    private let path: Binding<NavigationPath>?
    /// Where on that path the module's screen is: how many screens are under it.
    private let depth: Int

    // MARK: - Init

    public init(path: Binding<NavigationPath>? = nil, depth: Int = 0) {
        self.path = path
        self.depth = depth
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: CatalogViewStateHolder(catalogUnit: VSURFServices.Units.catalog()))
    }

    // MARK: - Body

    public var body: some View {
        Group {
            if path == nil {
                NavigationStack(path: $navigationState.path) {
                    screenView
                }
            } else {
                screenView
            }
        }
    }

    // MARK: - Navigation

    /// The navigation state the view changes: its pushes go on the stack that shows it, its own
    /// or, pushed, its opener's.
    private var navigation: Binding<CatalogNavigationState> {
        $navigationState.pushing(on: path, at: depth)
    }

    /// The view with the screens it pushes, which SwiftUI finds on whichever stack shows it.
    private var screenView: some View {
        CatalogView(state: $stateHolder.state, navigationState: navigation, output: stateHolder)
            .navigationDestination(for: VSURFScreen<CatalogNavigationState.Destination>.self) { pushed in
                screen(for: pushed) { navigation.wrappedValue.pop(to: pushed.depth) }
            }
    }

    // MARK: - Destinations

    /// The module for a screen pushed or presented, with how it closes: a pop for a pushed one,
    /// the end of the sheet for a presented one.
    @ViewBuilder
    private func screen(
        for shown: VSURFScreen<CatalogNavigationState.Destination>, dismiss: @escaping @MainActor () -> Void
    ) -> some View {
        switch shown.destination {
        case .openCart:
            CartViewGroup(output: stateHolder, dismiss: dismiss)
        }
    }
}

// MARK: - Preview

#Preview {
    CatalogViewGroup()
}
