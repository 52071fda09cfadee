@testable import GoldenCombine
import Foundation
import UIKit
import XCTest

/// ImagePreview's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
final class ImagePreviewTests: XCTestCase {
    private func makeModule() -> ImagePreviewTestModule {
        ImagePreviewTestModule(input: .init(imageURL: URL(string: "https://example.com/picture.png")!))
    }

    // MARK: - Actions

    func testOnAppear() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onAppear)
        throw XCTSkip("Write the test of onAppear: what does it change in the state, and what does it send?")
    }

    func testOnTapImage() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onTapImage)
        throw XCTSkip("Write the test of onTapImage: what does it change in the state, and what does it send?")
    }

    func testDidLoadImage() async throws {
        throw XCTSkip("Give didLoadImage a sample: a `UIImage` the test can send")
    }

    func testDidFailLoading() async throws {
        let module = makeModule()
        await module.viewModel.handle(.didFailLoading(message: ""))
        throw XCTSkip("Write the test of didFailLoading: what does it change in the state, and what does it send?")
    }

    func testDeleteImage() async throws {
        let module = makeModule()
        await module.viewModel.handle(.deleteImage)
        let alert = module.screen.presented.first as? UIAlertController
        XCTAssertEqual(alert?.actions.map(\.title), ["Delete", "Cancel"], "deleteImage shows its alert, with its buttons")
    }

    func testShareImage() async throws {
        let module = makeModule()
        await module.viewModel.handle(.shareImage)
        let alert = module.screen.presented.first as? UIAlertController
        XCTAssertEqual(alert?.actions.map(\.title), ["Messages", "Mail", "Cancel"], "shareImage shows its dialog, with its buttons")
    }

    func testConfirmDeletion() async throws {
        let module = makeModule()
        await module.viewModel.handle(.confirmDeletion)
        throw XCTSkip("Write the test of confirmDeletion: what does it change in the state, and what does it send?")
    }

    func testShareByMessage() async throws {
        let module = makeModule()
        await module.viewModel.handle(.shareByMessage)
        throw XCTSkip("Write the test of shareByMessage: what does it change in the state, and what does it send?")
    }

    func testShareByMail() async throws {
        let module = makeModule()
        await module.viewModel.handle(.shareByMail)
        throw XCTSkip("Write the test of shareByMail: what does it change in the state, and what does it send?")
    }

    // MARK: - ImageCard

    func testImageCardOnTap() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onImageCardAction(.onTap))
        throw XCTSkip("Write the test of ImageCard's onTap: what does it change in the state, and what does it send?")
    }
}
