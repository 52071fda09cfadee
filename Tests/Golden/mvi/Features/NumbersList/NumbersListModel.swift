import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; only the intent changes it.
@MainActor
protocol NumbersListModeling {
    var content: NumbersList.ViewState.Content { get }
    var numbersContent: NumbersContent.ViewState { get }
    var routerSubject: PassthroughSubject<NumbersListRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class NumbersListModel: ObservableObject, NumbersListModeling {
    // MARK: - Properties

    @Published var content: Content
    let routerSubject = PassthroughSubject<NumbersListRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: NumbersList.Input) {
        content = .idle
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
