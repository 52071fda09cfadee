import Combine
import Foundation
import SwiftUI

final class RenameActionState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    // MARK: - Lifecycle

    init(input: RenameAction.Input?) {
        count = 0
    }
}
