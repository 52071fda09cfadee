import Combine
import Foundation
import SwiftUI

final class ScoreboardState: ViewStateProtocol {
    // MARK: - Properties

    @Published var title: String
    @Published var score: Int

    // MARK: - Lifecycle

    init(input: Scoreboard.Input?) {
        title = input?.title ?? ""
        score = 0
    }
}
