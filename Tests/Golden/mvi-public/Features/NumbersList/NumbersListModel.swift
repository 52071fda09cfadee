import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; only the intent changes it.
@MainActor
public protocol NumbersListModeling {
    var content: NumbersList.ViewState.Content { get }
    var numbersContent: NumbersContent.ViewState { get }
    var routerSubject: PassthroughSubject<NumbersListRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
public final class NumbersListModel: ObservableObject, NumbersListModeling {
    // MARK: - Properties

    @Published public var content: Content
    public let routerSubject = PassthroughSubject<NumbersListRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: NumbersList.Input) {
        content = .idle
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
