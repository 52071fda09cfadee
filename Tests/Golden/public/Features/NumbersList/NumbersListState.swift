import Combine
import Foundation
import SwiftUI

public final class NumbersListState: ViewStateProtocol {
    // MARK: - Properties

    @Published public var content: Content

    // MARK: - Subviews

    public var numbersContent: NumbersContent.ViewState {
        .init(
            content: content
        )
    }

    // MARK: - Lifecycle

    public init(input: NumbersList.Input?) {
        content = .idle
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
