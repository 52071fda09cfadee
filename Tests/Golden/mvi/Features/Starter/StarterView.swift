import SwiftUI

struct StarterView: View {
    // MARK: - Properties

    @ObservedObject private var intent: StarterIntent

    // MARK: - Lifecycle

    init(intent: StarterIntent) {
        self.intent = intent
    }

    /// The view with its intent: how another screen opens this one.
    static func build(input: Starter.Input, output: Starter.Output? = nil) -> some View {
        let intent = StarterIntent(input: input, output: output)
        return StarterView(intent: intent)
    }

    // MARK: - Body

    var body: some View {
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
