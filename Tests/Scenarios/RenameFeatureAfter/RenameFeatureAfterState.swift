import Combine
import Foundation
import SwiftUI

final class RenameFeatureAfterState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Lifecycle

    init(input: RenameFeatureAfter.Input?) {
        count = 0
    }
}
