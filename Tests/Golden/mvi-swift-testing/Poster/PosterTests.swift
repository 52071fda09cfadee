@testable import GoldenMVI
import Combine
import Foundation
import UIKit
import Testing

/// Poster's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
@Suite struct PosterTests {
    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent() throws -> (PosterIntent, PosterScreens) {
        let intent = PosterIntent()
        return (intent, PosterScreens(intent.model.routerSubject))
    }

    // MARK: - Intents

    @Test(.disabled("Write the test of onAppear: what does it change in the model, and does it ask for screens?"))
    func onAppear() throws {
        let (intent, screens) = try makeIntent()
        intent.onAppear()
        Issue.record("Write the test of onAppear: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of onTapPoster: what does it change in the model, and does it ask for screens?"))
    func onTapPoster() throws {
        let (intent, screens) = try makeIntent()
        intent.onTapPoster()
        Issue.record("Write the test of onTapPoster: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - Results

    @Test(.disabled("Write the test of posterCaptionDidTapPoster, the result the opened screen reports: what does it change in the model, and does it ask for screens?"))
    func posterCaptionDidTapPoster() throws {
        let (intent, screens) = try makeIntent()
        intent.posterCaptionDidTapPoster()
        Issue.record("Write the test of posterCaptionDidTapPoster, the result the opened screen reports: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }
}

/// The screens Poster's intent asks its router for, in order.
@MainActor
final class PosterScreens {
    private(set) var shown: [PosterRouter.ScreenType] = []
    private var subscription: AnyCancellable?

    init(_ subject: PassthroughSubject<PosterRouter.ScreenType, Never>) {
        subscription = subject.sink { [weak self] screen in
            MainActor.assumeIsolated { self?.shown.append(screen) }
        }
    }
}
