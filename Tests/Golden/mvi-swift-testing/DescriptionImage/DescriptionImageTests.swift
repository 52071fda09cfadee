@testable import GoldenMVI
import Combine
import Foundation
import UIKit
import Testing

/// DescriptionImage's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
@Suite struct DescriptionImageTests {
    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent() throws -> (DescriptionImageIntent, DescriptionImageScreens) {
        let intent = DescriptionImageIntent(input: .init(image: UIImage()))
        return (intent, DescriptionImageScreens(intent.model.routerSubject))
    }

    // MARK: - Intents

    @Test(.disabled("Write the test of onAppear: what does it change in the model, and does it ask for screens?"))
    func onAppear() throws {
        let (intent, screens) = try makeIntent()
        intent.onAppear()
        Issue.record("Write the test of onAppear: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test
    func dismiss() throws {
        let (intent, screens) = try makeIntent()
        intent.dismiss()
        guard case .dismiss? = screens.shown.last else {
            Issue.record("dismiss asks the router to close the screen, but it was asked for \(screens.shown)")
            return
        }
    }
}

/// The screens DescriptionImage's intent asks its router for, in order.
@MainActor
final class DescriptionImageScreens {
    private(set) var shown: [DescriptionImageRouter.ScreenType] = []
    private var subscription: AnyCancellable?

    init(_ subject: PassthroughSubject<DescriptionImageRouter.ScreenType, Never>) {
        subscription = subject.sink { [weak self] screen in
            MainActor.assumeIsolated { self?.shown.append(screen) }
        }
    }
}
