import Combine
import Foundation
import SwiftUI

final class PreImplementedState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Lifecycle

    init(input: PreImplemented.Input?) {
        count = 0
    }
}
