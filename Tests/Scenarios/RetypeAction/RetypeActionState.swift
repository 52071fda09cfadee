import Combine
import Foundation
import SwiftUI

final class RetypeActionState: ViewStateProtocol {
    // MARK: - Properties

    @Published var title: String

    // MARK: - Lifecycle

    init(input: RetypeAction.Input?) {
        title = ""
    }
}
