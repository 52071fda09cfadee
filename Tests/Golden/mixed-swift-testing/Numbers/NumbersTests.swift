@testable import GoldenMixed
import Foundation
import Testing

/// Numbers's inputs and feedback, a test each, as the article tests a state container:
/// the message is reduced from the state the screen starts with, and the effect run to its
/// end, then the state, the output and the feedback are checked. A test that checks an output
/// checks what featuregen generates the input to do; one that says what to check instead is
/// yours to write.
@MainActor
@Suite struct NumbersTests {
    private typealias Message = StateContainer.Message<NumbersReducer.Input, NumbersReducer.Feedback>

    /// The state the screen starts with.
    private func makeState() throws -> NumbersReducer.State {
        NumbersReducer.State()
    }

    /// The reducer under test.
    private func makeReducer() throws -> NumbersReducer {
        NumbersReducer()
    }

    /// Reduces the message into `state` and runs the effect to its end.
    private func reduce(
        _ message: Message, into state: inout NumbersReducer.State
    ) async throws -> (outputs: [NumbersReducer.Output], feedback: [NumbersReducer.Feedback]) {
        try await makeReducer().reduce(message: message, into: &state).outcome()
    }

    // MARK: - Input

    @Test(.disabled("Write the test of pickAlbum: is the state what it should be after it, and what does its effect do?"))
    func pickAlbum() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.pickAlbum(album: .init(id: "", title: ""))), into: &state)
        Issue.record("Write the test of pickAlbum: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test
    func openGallery() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.openGallery(albumId: "")), into: &state)
        guard outcome.outputs.count == 1, case .openGallery? = outcome.outputs.first else {
            Issue.record("openGallery asks the view to open Gallery, but its outputs are \(outcome.outputs)")
            return
        }
    }

    @Test
    func openReceipt() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.openReceipt(orderId: "")), into: &state)
        guard outcome.outputs.count == 1, case .openReceipt? = outcome.outputs.first else {
            Issue.record("openReceipt asks the view to open Receipt, but its outputs are \(outcome.outputs)")
            return
        }
    }

    @Test
    func openBasket() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.openBasket), into: &state)
        guard outcome.outputs.count == 1, case .openBasket? = outcome.outputs.first else {
            Issue.record("openBasket asks the view to open Basket, but its outputs are \(outcome.outputs)")
            return
        }
    }

    @Test
    func openCheckout() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.openCheckout), into: &state)
        guard outcome.outputs.count == 1, case .openCheckout? = outcome.outputs.first else {
            Issue.record("openCheckout asks the view to open Checkout, but its outputs are \(outcome.outputs)")
            return
        }
    }

    // MARK: - Feedback

    @Test(.disabled("Write the test of the feedback loaded: is the state what it should be after it, and what does its effect do?"))
    func feedbackLoaded() async throws {
        var state = try makeState()
        let outcome = try await reduce(.feedback(.loaded([])), into: &state)
        Issue.record("Write the test of the feedback loaded: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    // MARK: - Results

    @Test(.disabled("Write the test of galleryDidPick, the result the opened screen reports: is the state what it should be after it, and what does its effect do?"))
    func galleryDidPick() async throws {
        var state = try makeState()
        let outcome = try await reduce(.feedback(.galleryDidPick(photoId: "")), into: &state)
        Issue.record("Write the test of galleryDidPick, the result the opened screen reports: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of receiptDidClose, the result the opened screen reports: is the state what it should be after it, and what does its effect do?"))
    func receiptDidClose() async throws {
        var state = try makeState()
        let outcome = try await reduce(.feedback(.receiptDidClose), into: &state)
        Issue.record("Write the test of receiptDidClose, the result the opened screen reports: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of basketDidCheckOut, the result the opened screen reports: is the state what it should be after it, and what does its effect do?"))
    func basketDidCheckOut() async throws {
        var state = try makeState()
        let outcome = try await reduce(.feedback(.basketDidCheckOut(orderId: "")), into: &state)
        Issue.record("Write the test of basketDidCheckOut, the result the opened screen reports: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of checkoutDidPay, the result the opened screen reports: is the state what it should be after it, and what does its effect do?"))
    func checkoutDidPay() async throws {
        var state = try makeState()
        let outcome = try await reduce(.feedback(.checkoutDidPay(amount: 0)), into: &state)
        Issue.record("Write the test of checkoutDidPay, the result the opened screen reports: is \(state) the state after it, and \(outcome) what its effect does?")
    }
}
