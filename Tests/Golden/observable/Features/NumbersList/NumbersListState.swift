import Foundation
import Observation
import SwiftUI

enum Order: String, CaseIterable, Hashable, Sendable {
    case ascending = "Ascending"
    case descending = "Descending"
}

@Observable
final class NumbersListState: ViewStateProtocol {
    // MARK: - Properties

    var content: Content
    var order: Order
    var pageSize: PageSize

    // MARK: - Subviews

    var numbersContent: NumbersContent.ViewState {
        .init(
            content: content
        )
    }

    // MARK: - Lifecycle

    init(input: NumbersList.Input?) {
        content = .idle
        order = .ascending
        pageSize = .small
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

extension NumbersList.ViewState {
    enum PageSize: Int, Hashable, Sendable {
        case small = 20
        case large = 100
    }
}
