@testable import GoldenVSURF
import Foundation
import UIKit
import Testing

/// ImagePreview's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
@Suite struct ImagePreviewTests {
    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> ImagePreviewViewStateHolder {
        ImagePreviewViewStateHolder(imageURL: URL(string: "https://example.com/picture.png")!, imagePreviewUnit: ImagePreviewUnitStub())
    }

    // MARK: - View Outputs

    @Test(.disabled("Write the test of onAppear: what does it change in the state, and what does it ask of the unit?"))
    func onAppear() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.onAppear()
        Issue.record("Write the test of onAppear: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of onTapImage: what does it change in the state, and what does it ask of the unit?"))
    func onTapImage() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.onTapImage()
        Issue.record("Write the test of onTapImage: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Give didLoadImage a sample: a `UIImage` the test can send"))
    func didLoadImage() throws {
        Issue.record("Give didLoadImage a sample: a `UIImage` the test can send")
    }

    @Test(.disabled("Write the test of didFailLoading: what does it change in the state, and what does it ask of the unit?"))
    func didFailLoading() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.didFailLoading(message: "")
        Issue.record("Write the test of didFailLoading: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of deleteImage: what does it change in the state, and what does it ask of the unit?"))
    func deleteImage() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.deleteImage()
        Issue.record("Write the test of deleteImage: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of shareImage: what does it change in the state, and what does it ask of the unit?"))
    func shareImage() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.shareImage()
        Issue.record("Write the test of shareImage: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of confirmDeletion: what does it change in the state, and what does it ask of the unit?"))
    func confirmDeletion() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.confirmDeletion()
        Issue.record("Write the test of confirmDeletion: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of shareByMessage: what does it change in the state, and what does it ask of the unit?"))
    func shareByMessage() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.shareByMessage()
        Issue.record("Write the test of shareByMessage: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of shareByMail: what does it change in the state, and what does it ask of the unit?"))
    func shareByMail() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.shareByMail()
        Issue.record("Write the test of shareByMail: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    // MARK: - ImageCard

    @Test(.disabled("Write the test of ImageCard's onTap: what does it change in the state, and what does it ask of the unit?"))
    func onImageCardActionOnTap() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleImageCard(.onTap)
        Issue.record("Write the test of ImageCard's onTap: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }
}

// MARK: - Test Doubles

/// The unit, as the tests give it to the state holder: give it what the unit's protocols ask,
/// and record the commands it gets.
@MainActor
final class ImagePreviewUnitStub: ImagePreviewUnitInput, ImagePreviewUnitOutput {}
