import Combine
import Foundation
import SwiftUI

final class DeletedBaseState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Lifecycle

    init(input: DeletedBase.Input?) {
        count = 0
    }
}
