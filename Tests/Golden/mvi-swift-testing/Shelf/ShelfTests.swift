@testable import GoldenMVI
import Combine
import Foundation
import Testing

/// Shelf's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
@Suite struct ShelfTests {
    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent() throws -> (ShelfIntent, ShelfScreens) {
        let intent = ShelfIntent(input: .init())
        return (intent, ShelfScreens())
    }

    // MARK: - Intents

    @Test(.disabled("Write the test of onAppear: what does it change in the model, and does it ask for screens?"))
    func onAppear() throws {
        let (intent, screens) = try makeIntent()
        intent.onAppear()
        Issue.record("Write the test of onAppear: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - Thumbnail

    @Test(.disabled("Write the test of Thumbnail's onSelect: what does it change in the model, and does it ask for screens?"))
    func onThumbnailActionOnSelect() throws {
        let (intent, screens) = try makeIntent()
        intent.handleThumbnail(.onSelect(""))
        Issue.record("Write the test of Thumbnail's onSelect: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }
}

/// The screens Shelf's intent asks its router for, in order.
@MainActor
final class ShelfScreens {
    /// The feature has no routes (and no router), so its intent asks for none.
    let shown: [String] = []
}
