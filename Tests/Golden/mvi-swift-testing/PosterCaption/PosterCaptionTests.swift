@testable import GoldenMVI
import Combine
import Foundation
import UIKit
import Testing

/// PosterCaption's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
@Suite struct PosterCaptionTests {
    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent() throws -> (PosterCaptionViewIntent, PosterCaptionScreens) {
        let intent = PosterCaptionViewIntent(poster: nil)
        return (intent, PosterCaptionScreens())
    }

    // MARK: - CaptionPicture

    @Test(.disabled("Write the test of CaptionPicture's onTap: what does it change in the model, and does it ask for screens?"))
    func onCaptionPictureActionOnTap() throws {
        let (intent, screens) = try makeIntent()
        intent.handleCaptionPicture(.onTap)
        Issue.record("Write the test of CaptionPicture's onTap: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }
}

/// The screens PosterCaption's intent asks its router for, in order.
@MainActor
final class PosterCaptionScreens {
    /// The feature has no routes (and no router), so its intent asks for none.
    let shown: [String] = []
}
