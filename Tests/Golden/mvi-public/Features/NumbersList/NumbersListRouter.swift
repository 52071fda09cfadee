import Combine
import SwiftUI

/// The screens NumbersList opens: the intent sends a ScreenType through the model's
/// `routerSubject`, and the router presents it.
public struct NumbersListRouter: View {
    // MARK: - Nested Types

    public enum ScreenType {
    }

    // MARK: - Properties

    public let screen: PassthroughSubject<ScreenType, Never>
    @State private var screenType: ScreenType?

    // MARK: - Lifecycle

    public init(screen: PassthroughSubject<ScreenType, Never>) {
        self.screen = screen
    }

    // MARK: - Body

    public var body: some View {
        EmptyView()
    }
}
