@testable import GoldenCombine
import Foundation
import UIKit
import Testing

/// ImagePreview's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
@Suite struct ImagePreviewTests {
    private func makeModule() -> ImagePreviewTestModule {
        ImagePreviewTestModule(input: .init(imageURL: URL(string: "https://example.com/picture.png")!))
    }

    // MARK: - Actions

    @Test(.disabled("Write the test of onAppear: what does it change in the state, and what does it send?"))
    func onAppear() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onAppear)
        Issue.record("Write the test of onAppear: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of onTapImage: what does it change in the state, and what does it send?"))
    func onTapImage() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onTapImage)
        Issue.record("Write the test of onTapImage: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Give didLoadImage a sample: a `UIImage` the test can send"))
    func didLoadImage() throws {
        Issue.record("Give didLoadImage a sample: a `UIImage` the test can send")
    }

    @Test(.disabled("Write the test of didFailLoading: what does it change in the state, and what does it send?"))
    func didFailLoading() async throws {
        let module = makeModule()
        await module.viewModel.handle(.didFailLoading(message: ""))
        Issue.record("Write the test of didFailLoading: what does it change in the state, and what does it send?")
    }

    @Test
    func deleteImage() async throws {
        let module = makeModule()
        await module.viewModel.handle(.deleteImage)
        let alert = module.screen.presented.first as? UIAlertController
        #expect(alert?.actions.map(\.title) == ["Delete", "Cancel"], "deleteImage shows its alert, with its buttons")
    }

    @Test
    func shareImage() async throws {
        let module = makeModule()
        await module.viewModel.handle(.shareImage)
        let alert = module.screen.presented.first as? UIAlertController
        #expect(alert?.actions.map(\.title) == ["Messages", "Mail", "Cancel"], "shareImage shows its dialog, with its buttons")
    }

    @Test(.disabled("Write the test of confirmDeletion: what does it change in the state, and what does it send?"))
    func confirmDeletion() async throws {
        let module = makeModule()
        await module.viewModel.handle(.confirmDeletion)
        Issue.record("Write the test of confirmDeletion: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of shareByMessage: what does it change in the state, and what does it send?"))
    func shareByMessage() async throws {
        let module = makeModule()
        await module.viewModel.handle(.shareByMessage)
        Issue.record("Write the test of shareByMessage: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of shareByMail: what does it change in the state, and what does it send?"))
    func shareByMail() async throws {
        let module = makeModule()
        await module.viewModel.handle(.shareByMail)
        Issue.record("Write the test of shareByMail: what does it change in the state, and what does it send?")
    }

    // MARK: - ImageCard

    @Test(.disabled("Write the test of ImageCard's onTap: what does it change in the state, and what does it send?"))
    func onImageCardActionOnTap() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onImageCardAction(.onTap))
        Issue.record("Write the test of ImageCard's onTap: what does it change in the state, and what does it send?")
    }
}
