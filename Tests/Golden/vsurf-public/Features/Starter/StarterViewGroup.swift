import SwiftUI

/// Assembles the Starter module: its unit from the services factory, its state holder, its
/// view and its navigation.
public struct StarterViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: StarterViewStateHolder
    @State private var navigationState = StarterNavigationState()

    // MARK: - Private Properties

    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    public init(title: String, dismiss: (@MainActor () -> Void)? = nil) {
        self.dismiss = dismiss
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: StarterViewStateHolder(title: title, starterUnit: VSURFServices.Units.starter()))
    }

    // MARK: - Body

    public var body: some View {
        StarterView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder, dismiss: dismiss)
    }
}

// MARK: - Preview

#Preview {
    StarterViewGroup(title: "")
}
