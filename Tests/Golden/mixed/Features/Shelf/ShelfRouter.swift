import Combine
import SwiftUI

/// The screens Shelf opens: the intent sends a ScreenType through the model's
/// `routerSubject`, and the router presents it.
struct ShelfRouter: View {
    // MARK: - Nested Types

    enum ScreenType {
    }

    // MARK: - Properties

    let screen: PassthroughSubject<ScreenType, Never>
    @State private var screenType: ScreenType?

    // MARK: - Lifecycle

    init(screen: PassthroughSubject<ScreenType, Never>) {
        self.screen = screen
    }

    // MARK: - Body

    var body: some View {
        EmptyView()
    }
}
