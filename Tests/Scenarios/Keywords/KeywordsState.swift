import Combine
import Foundation
import SwiftUI

final class KeywordsState: ViewStateProtocol {
    // MARK: - Properties

    @Published var `default`: String
    @Published var `switch`: Bool

    // MARK: - Subviews

    var keywordsRow: KeywordsRow.ViewState {
        .init(
            default: `default`,
            where: `switch`
        )
    }

    // MARK: - Lifecycle

    init(input: Keywords.Input?) {
        `default` = input?.`class` ?? ""
        `switch` = false
    }
}

// MARK: - Nested Types

extension Keywords.ViewState {
    enum Kind: Hashable, Sendable {
        case `in`
        case `is`
        case `case`
    }
}
