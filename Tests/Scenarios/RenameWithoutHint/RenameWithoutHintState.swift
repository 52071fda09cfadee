import Combine
import Foundation
import SwiftUI

final class RenameWithoutHintState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    // MARK: - Lifecycle

    init(input: RenameWithoutHint.Input?) {
        count = 0
    }
}
