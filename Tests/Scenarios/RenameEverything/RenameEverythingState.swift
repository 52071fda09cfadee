import Combine
import Foundation
import SwiftUI

final class RenameEverythingState: ViewStateProtocol {
    // MARK: - Properties

    /// The basket's total, in cents.
    @Published var sum: Int

    // MARK: - Subviews

    var renameFooter: RenameFooter.ViewState {
        .init(
            total: sum
        )
    }

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Lifecycle

    init(input: RenameEverything.Input?) {
        sum = 0
    }
}
