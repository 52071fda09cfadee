import Foundation
import Observation
import SwiftUI

@Observable
final class NumbersListState: ViewStateProtocol {
    // MARK: - Properties

    var content: Content

    // MARK: - Subviews

    var numbersContent: NumbersContent.ViewState {
        .init(
            content: content
        )
    }

    // MARK: - Lifecycle

    init(input: NumbersList.Input?) {
        content = .idle
    }
}

// MARK: - Nested Types

extension NumbersList.ViewState {
    enum Content: Equatable, Sendable {
        case idle
        case loading
        case loaded([Int])
        case error
    }
}
