import Combine
import Foundation
import SwiftUI

public enum Order: String, CaseIterable, Hashable, Sendable {
    case ascending = "Ascending"
    case descending = "Descending"
}

public final class NumbersListState: ViewStateProtocol {
    // MARK: - Properties

    @Published public var content: Content
    @Published public var order: Order
    @Published public var pageSize: PageSize

    // MARK: - Subviews

    public var numbersContent: NumbersContent.ViewState {
        .init(
            content: content
        )
    }

    // MARK: - Lifecycle

    public init(input: NumbersList.Input?) {
        content = .idle
        order = .ascending
        pageSize = .small
    }
}

// MARK: - Nested Types

extension NumbersList.ViewState {
    public enum Content: Equatable, Sendable {
        case idle
        case loading
        case loaded([Int])
        case error
    }
}

extension NumbersList.ViewState {
    public enum PageSize: Int, Hashable, Sendable {
        case small = 20
        case large = 100
    }
}
