import Combine
import Foundation
import SwiftUI

final class StarterState: ViewStateProtocol {
    // MARK: - Properties

    @Published var title: String
    @Published var isLoading: Bool

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
