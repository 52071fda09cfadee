import Combine
import Foundation
import SwiftUI

final class RemoveCommentedHandlerState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Lifecycle

    init(input: RemoveCommentedHandler.Input?) {
        count = 0
    }
}
