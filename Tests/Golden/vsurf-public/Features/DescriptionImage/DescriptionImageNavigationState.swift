import SwiftUI
import UIKit

/// Where DescriptionImage navigates: the screens it pushes or presents, and its alerts.
public struct DescriptionImageNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    public enum Destination {
    }

    // MARK: - Properties

    public var path = NavigationPath()

    public init() {}
}
