import Combine
import Foundation
import SwiftUI

final class ReorderRoutesState: ViewStateProtocol {
    // MARK: - Properties

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Lifecycle

    init(input: ReorderRoutes.Input?) {
    }
}
