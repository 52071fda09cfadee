import SwiftUI
import UIKit

/// Assembles the DescriptionImage module: its unit from the services factory, its state holder, its
/// view and its navigation.
public struct DescriptionImageViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: DescriptionImageViewStateHolder
    @State private var navigationState = DescriptionImageNavigationState()

    // MARK: - Private Properties

    /// How the module closes, from the feature that shows it (a pop of its navigation path,
    /// the end of its sheet, the UIKit controller hosting it); nil: SwiftUI's dismiss.
    private let dismiss: (@MainActor () -> Void)?

    // MARK: - Init

    public init(image: UIImage, dismiss: (@MainActor () -> Void)? = nil) {
        self.dismiss = dismiss
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: DescriptionImageViewStateHolder(image: image, descriptionImageUnit: VSURFServices.Units.descriptionImage()))
    }

    // MARK: - Body

    public var body: some View {
        DescriptionImageView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder, dismiss: dismiss)
    }
}

// MARK: - Preview

#Preview {
    DescriptionImageViewGroup(image: UIImage())
}
