import Combine
import Foundation
import SwiftUI

final class ReorderActionsState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Lifecycle

    init(input: ReorderActions.Input?) {
        count = 0
    }
}
