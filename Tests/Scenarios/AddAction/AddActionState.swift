import Combine
import Foundation
import SwiftUI

final class AddActionState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    // MARK: - Lifecycle

    init(input: AddAction.Input?) {
        count = 0
    }
}
