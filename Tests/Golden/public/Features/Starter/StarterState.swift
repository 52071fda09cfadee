import Combine
import Foundation
import SwiftUI

public final class StarterState: ViewStateProtocol {
    // MARK: - Properties

    @Published public var title: String
    @Published public var isLoading: Bool

    // MARK: - Subviews

    public var starterHeader: StarterHeader.ViewState {
        .init(
            title: title,
            isLoading: isLoading
        )
    }

    // MARK: - Lifecycle

    public init(input: Starter.Input?) {
        title = input?.title ?? ""
        isLoading = false
    }
}
