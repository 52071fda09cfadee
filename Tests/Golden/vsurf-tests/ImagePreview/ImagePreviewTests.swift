@testable import GoldenVSURF
import Foundation
import UIKit
import XCTest

/// ImagePreview's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
final class ImagePreviewTests: XCTestCase {
    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> ImagePreviewViewStateHolder {
        ImagePreviewViewStateHolder(imageURL: URL(string: "https://example.com/picture.png")!, imagePreviewUnit: ImagePreviewUnitStub())
    }

    // MARK: - View Outputs

    func testOnAppear() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.onAppear()
        throw XCTSkip("Write the test of onAppear: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testOnTapImage() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.onTapImage()
        throw XCTSkip("Write the test of onTapImage: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testDidLoadImage() async throws {
        throw XCTSkip("Give didLoadImage a sample: a `UIImage` the test can send")
    }

    func testDidFailLoading() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.didFailLoading(message: "")
        throw XCTSkip("Write the test of didFailLoading: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testDeleteImage() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.deleteImage()
        throw XCTSkip("Write the test of deleteImage: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testShareImage() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.shareImage()
        throw XCTSkip("Write the test of shareImage: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testConfirmDeletion() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.confirmDeletion()
        throw XCTSkip("Write the test of confirmDeletion: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testShareByMessage() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.shareByMessage()
        throw XCTSkip("Write the test of shareByMessage: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testShareByMail() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.shareByMail()
        throw XCTSkip("Write the test of shareByMail: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    // MARK: - ImageCard

    func testImageCardOnTap() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleImageCard(.onTap)
        throw XCTSkip("Write the test of ImageCard's onTap: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }
}

// MARK: - Test Doubles

/// The unit, as the tests give it to the state holder: give it what the unit's protocols ask,
/// and record the commands it gets.
@MainActor
final class ImagePreviewUnitStub: ImagePreviewUnitInput, ImagePreviewUnitOutput {}
