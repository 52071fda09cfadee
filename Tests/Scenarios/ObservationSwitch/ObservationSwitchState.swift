import Combine
import Foundation
import SwiftUI

final class ObservationSwitchState: ViewStateProtocol {
    // MARK: - Properties

    @Published var title: String
    /// How many times the screen loaded.
    @Published var count: Int

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Lifecycle

    init(input: ObservationSwitch.Input?) {
        title = ""
        count = 0
    }
}
