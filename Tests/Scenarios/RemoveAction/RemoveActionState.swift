import Combine
import Foundation
import SwiftUI

final class RemoveActionState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    // MARK: - Lifecycle

    init(input: RemoveAction.Input?) {
        count = 0
    }
}
