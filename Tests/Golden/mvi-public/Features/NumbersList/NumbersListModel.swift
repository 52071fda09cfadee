import Combine
import SwiftUI

public enum Order: String, CaseIterable, Hashable, Sendable {
    case ascending = "Ascending"
    case descending = "Descending"
}

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
public protocol NumbersListModeling {
    var content: NumbersList.ViewState.Content { get }
    var order: Order { get }
    var pageSize: NumbersList.ViewState.PageSize { get }
    var numbersContent: NumbersContent.ViewState { get }
}

// MARK: - Model

@MainActor
public final class NumbersListModel: ObservableObject, NumbersListModeling {
    // MARK: - Properties

    @Published public private(set) var content: Content
    @Published public private(set) var order: Order
    @Published public private(set) var pageSize: PageSize

    // MARK: - Lifecycle

    init(input: NumbersList.Input) {
        content = .idle
        order = .ascending
        pageSize = .small
    }

    // MARK: - Custom Elements

    public var numbersContent: NumbersContent.ViewState {
        .init(
            content: content
        )
    }
}

// MARK: - Nested Types

extension NumbersListModel {
    public enum Content: Equatable, Sendable {
        case idle
        case loading
        case loaded([Int])
        case error
    }
}

extension NumbersListModel {
    public enum PageSize: Int, Hashable, Sendable {
        case small = 20
        case large = 100
    }
}
