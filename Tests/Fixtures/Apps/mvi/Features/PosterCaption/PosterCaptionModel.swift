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

    // MARK: - Lifecycle

    init(poster: UIImage?) {
        self.poster = poster
        self.caption = ""
    }

    // MARK: - Custom Elements

    var captionPicture: CaptionPicture.ViewState {
        .init(
            poster: poster
        )
    }
}
