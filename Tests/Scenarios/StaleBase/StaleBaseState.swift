import Combine
import Foundation
import SwiftUI

final class StaleBaseState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int
    @Published var title: String

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Lifecycle

    init(input: StaleBase.Input?) {
        count = 0
        title = ""
    }
}
