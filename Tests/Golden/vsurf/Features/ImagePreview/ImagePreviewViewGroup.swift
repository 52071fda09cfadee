import SwiftUI
import UIKit

/// Assembles the ImagePreview module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct ImagePreviewViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: ImagePreviewViewStateHolder
    @State private var navigationState = ImagePreviewNavigationState()

    // MARK: - Private Properties

    private let unit: ImagePreviewUnitInput & ImagePreviewUnitOutput

    // MARK: - Init

    init(imageURL: URL) {
        let unit = VSURFServices.Units.imagePreview()
        self.unit = unit
        _stateHolder = StateObject(wrappedValue: ImagePreviewViewStateHolder(unit: unit, state: .init(imageURL: imageURL)))
    }

    // MARK: - Body

    var body: some View {
        ImagePreviewView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
            .navigationDestination(isPresented: $navigationState.isPushed) {
                screen(for: navigationState.pushed)
            }
            .sheet(isPresented: $navigationState.isPresented) {
                screen(for: navigationState.presented)
            }
            .alert(alertContent.title, isPresented: $navigationState.isAlertShown, actions: {}, message: { alertContent.message })
    }

    // MARK: - Destinations

    @ViewBuilder
    private func screen(for destination: ImagePreviewNavigationState.Destination?) -> some View {
        switch destination {
        case let .descriptionImage(image)?:
            DescriptionImageViewGroup(image: image)
        case nil:
            EmptyView()
        }
    }

    // MARK: - Alerts

    /// The title and message of the alert the navigation state shows; with no actions, the
    /// alert has the system's OK button.
    private var alertContent: (title: Text, message: Text?) {
        switch navigationState.alert {
        case let .alert(title, message)?:
            return (Text(title), Text(message))
        case nil:
            return (Text(""), nil)
        }
    }
}
