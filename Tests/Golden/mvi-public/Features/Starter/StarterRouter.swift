import Combine
import SwiftUI

/// The screens Starter opens: the intent sends a ScreenType through the model's
/// `routerSubject`, and the router presents it.
public struct StarterRouter: View {
    // MARK: - Nested Types

    public enum ScreenType {
        case dismiss
    }

    // MARK: - Properties

    public let screen: PassthroughSubject<ScreenType, Never>
    @State private var screenType: ScreenType?
    @Environment(\.dismiss) private var dismiss

    // MARK: - Lifecycle

    public init(screen: PassthroughSubject<ScreenType, Never>) {
        self.screen = screen
    }

    // MARK: - Body

    public var body: some View {
        Group {
        }
        .onReceive(screen) { type in
            screenType = type
            switch type {
            case .dismiss:
                dismiss()
            }
        }
    }
}
