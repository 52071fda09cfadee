import Combine
import SwiftUI
import UIKit

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
public protocol PosterModeling {
    var poster: UIImage? { get }
    var isLoading: Bool { get }
    var failure: String? { get }
    var posterFrame: PosterFrame.ViewState { get }
    var routerSubject: PassthroughSubject<PosterRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
public final class PosterModel: ObservableObject, PosterModeling {
    // MARK: - Properties

    @Published public private(set) var poster: UIImage?
    @Published public private(set) var isLoading: Bool
    @Published public private(set) var failure: String?
    public let routerSubject = PassthroughSubject<PosterRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init() {
        self.poster = nil
        self.isLoading = true
        self.failure = nil
    }

    // MARK: - States

    /// The states of the screen: `update(state:)` sets every field a state decides in one
    /// place, so a change of state forgets none (seed 001). Add a case for each state.
    public enum StateType {
        /// As the screen opened: every field as `init(input:)` set it.
        case initial
        case loading
        case show(poster: UIImage)
        case failLoad(message: String)
    }

    public func update(state: StateType) {
        switch state {
        case .initial:
            poster = nil
            isLoading = true
            failure = nil

        case .loading:
            // Set every field this state decides.
            break

        case .show:
            // Set every field this state decides.
            break

        case .failLoad:
            // Set every field this state decides.
            break
        }
    }

    // MARK: - Custom Elements

    public var posterFrame: PosterFrame.ViewState {
        .init(
            poster: poster
        )
    }
}
