import SwiftUI
import UIKit

/// Where DescriptionImage navigates: the screens it pushes or presents, and its alerts.
public struct DescriptionImageNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    public enum Destination {
    }

    // MARK: - Properties

    public var path = NavigationPath()
    /// The screens of the path that are not this module's to pop: set while it is pushed on its
    /// opener's stack.
    public var rootDepth = 0

    public init() {}
}
