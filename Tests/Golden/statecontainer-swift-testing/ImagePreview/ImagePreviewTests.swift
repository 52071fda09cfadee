@testable import GoldenStateContainer
import Foundation
import UIKit
import Testing

/// ImagePreview's inputs and feedback, a test each, as the article tests a state container:
/// the message is reduced from the state the screen starts with, and the effect run to its
/// end, then the state, the output and the feedback are checked. A test that checks an output
/// checks what featuregen generates the input to do; one that says what to check instead is
/// yours to write.
@MainActor
@Suite struct ImagePreviewTests {
    private typealias Message = StateContainer.Message<ImagePreviewReducer.Input, ImagePreviewReducer.Feedback>

    /// The state the screen starts with.
    private func makeState() throws -> ImagePreviewReducer.State {
        ImagePreviewReducer.State(imageURL: URL(string: "https://example.com/picture.png")!)
    }

    /// The reducer under test.
    private func makeReducer() throws -> ImagePreviewReducer {
        ImagePreviewReducer()
    }

    /// Reduces the message into `state` and runs the effect to its end.
    private func reduce(
        _ message: Message, into state: inout ImagePreviewReducer.State
    ) async throws -> (outputs: [ImagePreviewReducer.Output], feedback: [ImagePreviewReducer.Feedback]) {
        try await makeReducer().reduce(message: message, into: &state).outcome()
    }

    // MARK: - Input

    @Test(.disabled("Write the test of onAppear: is the state what it should be after it, and what does its effect do?"))
    func onAppear() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onAppear), into: &state)
        Issue.record("Write the test of onAppear: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of onTapImage: is the state what it should be after it, and what does its effect do?"))
    func onTapImage() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onTapImage), into: &state)
        Issue.record("Write the test of onTapImage: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Give didLoadImage a sample: a `UIImage` the test can send"))
    func didLoadImage() throws {
        Issue.record("Give didLoadImage a sample: a `UIImage` the test can send")
    }

    @Test(.disabled("Write the test of didFailLoading: is the state what it should be after it, and what does its effect do?"))
    func didFailLoading() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.didFailLoading(message: "")), into: &state)
        Issue.record("Write the test of didFailLoading: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test
    func deleteImage() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.deleteImage), into: &state)
        guard case .deleteImage? = state.alert else {
            Issue.record("deleteImage shows its alert, but the state's is \(String(describing: state.alert)) (\(outcome))")
            return
        }
    }

    @Test
    func shareImage() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.shareImage), into: &state)
        guard case .shareImage? = state.confirmationDialog else {
            Issue.record("shareImage shows its confirmationDialog, but the state's is \(String(describing: state.confirmationDialog)) (\(outcome))")
            return
        }
    }

    @Test(.disabled("Write the test of confirmDeletion: is the state what it should be after it, and what does its effect do?"))
    func confirmDeletion() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.confirmDeletion), into: &state)
        Issue.record("Write the test of confirmDeletion: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of shareByMessage: is the state what it should be after it, and what does its effect do?"))
    func shareByMessage() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.shareByMessage), into: &state)
        Issue.record("Write the test of shareByMessage: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of shareByMail: is the state what it should be after it, and what does its effect do?"))
    func shareByMail() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.shareByMail), into: &state)
        Issue.record("Write the test of shareByMail: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - ImageCard

    @Test(.disabled("Write the test of ImageCard's onTap: is the state what it should be after it, and what does its effect do?"))
    func onImageCardActionOnTap() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onImageCardAction(.onTap)), into: &state)
        Issue.record("Write the test of ImageCard's onTap: is \(state) the state after it, and \(outcome) what its effect does?")
    }
}
