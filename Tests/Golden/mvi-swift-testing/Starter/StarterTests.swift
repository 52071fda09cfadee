@testable import GoldenMVI
import Combine
import Foundation
import Testing

/// Starter's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
@Suite struct StarterTests {
    /// What the intent sends to its output, in order.
    private let output = StarterOutputSpy()

    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent() throws -> (StarterIntent, StarterScreens) {
        let intent = StarterIntent(input: .init(title: ""), output: output.output)
        return (intent, StarterScreens(intent.model.routerSubject))
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

    // MARK: - StarterHeader

    @Test(.disabled("Write the test of StarterHeader's onTapBack: what does it change in the model, and does it ask for screens?"))
    func onStarterHeaderActionOnTapBack() throws {
        let (intent, screens) = try makeIntent()
        intent.handleStarterHeader(.onTapBack)
        Issue.record("Write the test of StarterHeader's onTapBack: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }
}

/// The screens Starter's intent asks its router for, in order.
@MainActor
final class StarterScreens {
    private(set) var shown: [StarterRouter.ScreenType] = []
    private var subscription: AnyCancellable?

    init(_ subject: PassthroughSubject<StarterRouter.ScreenType, Never>) {
        subscription = subject.sink { [weak self] screen in
            MainActor.assumeIsolated { self?.shown.append(screen) }
        }
    }
}

/// What Starter's intent sends to its output, in order: `didFinish`.
final class StarterOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: Starter.Output {
        .init(
            didFinish: { [self] in record("didFinish") }
        )
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
