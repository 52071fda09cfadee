import Combine
import Foundation
import SwiftUI

final class UserAndSpecAddCaseState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    // MARK: - Lifecycle

    init(input: UserAndSpecAddCase.Input?) {
        count = 0
    }
}
