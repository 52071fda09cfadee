import Combine
import Foundation
import SwiftUI

final class BodyModifierState: ViewStateProtocol {
    // MARK: - Properties

    @Published var title: String

    var debugName: String {
        String(describing: Self.self)
    }
    @Published var subtitle: String

    // MARK: - Subviews

    var bodyModifierRow: BodyModifierRow.ViewState {
        .init(
            subtitle: subtitle
        )
    }

    // MARK: - Lifecycle

    init(input: BodyModifier.Input?) {
        title = ""
        subtitle = ""
    }
}
