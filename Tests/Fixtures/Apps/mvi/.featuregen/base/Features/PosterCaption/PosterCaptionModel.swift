import Combine
import SwiftUI
import UIKit

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol PosterCaptionViewModeling {
    var poster: UIImage? { get }
    var caption: String { get }
    var captionPicture: CaptionPicture.ViewState { get }
}

// MARK: - Model

@MainActor
final class PosterCaptionViewModel: ObservableObject, PosterCaptionViewModeling {
    // MARK: - Properties

    @Published private(set) var poster: UIImage?
    @Published private(set) var caption: String
    /// What the screen opened with, for `update(state: .initial)`.
    private let input: PosterCaption.Input

    // MARK: - Lifecycle

    init(poster: UIImage?) {
        self.input = PosterCaption.Input(poster: poster)
        self.poster = poster
        self.caption = ""
    }

    // MARK: - States

    /// The states of the screen: `update(state:)` sets every field a state decides in one
    /// place, so a change of state forgets none (seed 001). Add a case for each state.
    enum StateType {
        /// As the screen opened: every field as `init(input:)` set it.
        case initial
    }

    func update(state: StateType) {
        switch state {
        case .initial:
            poster = input.poster
            caption = ""
        }
    }

    // MARK: - Custom Elements

    var captionPicture: CaptionPicture.ViewState {
        .init(
            poster: poster
        )
    }
}
