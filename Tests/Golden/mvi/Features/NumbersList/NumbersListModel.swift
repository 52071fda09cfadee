import Combine
import SwiftUI

enum Order: String, CaseIterable, Hashable, Sendable {
    case ascending = "Ascending"
    case descending = "Descending"
}

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol NumbersListModeling {
    var content: NumbersList.ViewState.Content { get }
    var order: Order { get }
    var pageSize: NumbersList.ViewState.PageSize { get }
    var numbersContent: NumbersContent.ViewState { get }
}

// MARK: - Model

@MainActor
final class NumbersListModel: ObservableObject, NumbersListModeling {
    // MARK: - Properties

    @Published private(set) var content: Content
    @Published private(set) var order: Order
    @Published private(set) var pageSize: PageSize

    // MARK: - Lifecycle

    init(input: NumbersList.Input) {
        content = .idle
        order = .ascending
        pageSize = .small
    }

    // MARK: - Custom Elements

    var numbersContent: NumbersContent.ViewState {
        .init(
            content: content
        )
    }
}

// MARK: - Nested Types

extension NumbersListModel {
    enum Content: Equatable, Sendable {
        case idle
        case loading
        case loaded([Int])
        case error
    }
}

extension NumbersListModel {
    enum PageSize: Int, Hashable, Sendable {
        case small = 20
        case large = 100
    }
}
