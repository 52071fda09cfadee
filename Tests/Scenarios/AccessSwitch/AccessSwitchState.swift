import Combine
import Foundation
import SwiftUI

final class AccessSwitchState: ViewStateProtocol {
    // MARK: - Properties

    @Published var title: String

    // MARK: - Lifecycle

    init(input: AccessSwitch.Input?) {
        title = input?.title ?? ""
    }
}
