import Foundation
import Observation
import SwiftUI

@Observable
final class ScorecardState: ViewStateProtocol {
    // MARK: - Properties

    var player: String
    var points: Int

    // MARK: - Lifecycle

    init(input: Scorecard.Input?) {
        player = input?.player ?? ""
        points = 0
    }
}

// MARK: - Nested Types

extension Scorecard.ViewState {
    struct Round: Equatable, Sendable {
        var number: Int
        var points: Int

        var isPerfect: Bool {
            points == 10
        }
    }
}
