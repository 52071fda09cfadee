import SwiftUI

public struct NumbersListView: View {
    // MARK: - Properties

    @ObservedObject private var intent: NumbersListIntent

    // MARK: - Lifecycle

    init(intent: NumbersListIntent) {
        self.intent = intent
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(input: NumbersList.Input, output: NumbersList.Output? = nil) -> some View {
        let intent = NumbersListIntent(input: input, output: output)
        return NumbersListView(intent: intent)
    }

    // MARK: - Body

    public var body: some View {
        ZStack {
            numbersContent()
        }
        .overlay(NumbersListRouter(screen: intent.model.routerSubject))
        .onAppear { intent.onAppear() }
    }

    // MARK: - Custom Elements

    private func numbersContent() -> some View {
        NumbersContent(state: intent.model.numbersContent) { intent.handleNumbersContent($0) }
    }
}
