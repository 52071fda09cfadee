import Foundation
import Observation
import SwiftUI

@Observable
final class StarterState: ViewStateProtocol {
    // MARK: - Properties

    var title: String
    var isLoading: Bool

    // MARK: - Subviews

    var starterHeader: StarterHeader.ViewState {
        .init(
            title: title,
            isLoading: isLoading
        )
    }

    // MARK: - Lifecycle

    init(input: Starter.Input?) {
        title = input?.title ?? ""
        isLoading = false
    }
}
