@testable import GoldenMVI
import Combine
import Foundation
import XCTest

/// PosterShop's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that only fails is yours to write.
@MainActor
final class PosterShopTests: XCTestCase {
    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent() throws -> (PosterShopIntent, PosterShopScreens) {
        let intent = PosterShopIntent(shelf: "")
        return (intent, PosterShopScreens())
    }
}

/// The screens PosterShop's intent asks its router for, in order.
@MainActor
final class PosterShopScreens {
    /// The feature has no routes (and no router), so its intent asks for none.
    let shown: [String] = []
}
