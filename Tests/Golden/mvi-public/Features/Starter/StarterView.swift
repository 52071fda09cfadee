import SwiftUI

public struct StarterView: View {
    // MARK: - Properties

    @StateObject private var intent: StarterIntent

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> StarterIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(input: Starter.Input, output: Starter.Output? = nil) -> some View {
        StarterView(intent: StarterIntent(input: input, output: output))
    }

    // MARK: - Body

    public var body: some View {
        ZStack {
            starterHeader()
        }
        .overlay(StarterRouter(screen: intent.model.routerSubject))
        .onAppear { intent.onAppear() }
    }

    // MARK: - Custom Elements

    private func starterHeader() -> some View {
        StarterHeader(state: intent.model.starterHeader) { intent.handleStarterHeader($0) }
    }
}
