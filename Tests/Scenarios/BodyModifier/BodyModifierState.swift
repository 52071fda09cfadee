import Combine
import Foundation
import SwiftUI

final class BodyModifierState: ViewStateProtocol {
    // MARK: - Properties

    @Published var title: String

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Subviews

    var bodyModifierRow: BodyModifierRow.ViewState {
        .init(
            title: title
        )
    }

    // MARK: - Lifecycle

    init(input: BodyModifier.Input?) {
        title = ""
    }
}
