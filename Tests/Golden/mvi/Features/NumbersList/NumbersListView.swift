import SwiftUI

struct NumbersListView: View {
    // MARK: - Properties

    @StateObject private var intent: NumbersListIntent
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> NumbersListIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    static func build(
        input: NumbersList.Input, output: NumbersList.Output? = nil, numbers: NumbersClient
    ) -> some View {
        NumbersListView(
            intent: NumbersListIntent(input: input, output: output, numbers: numbers)
        )
    }

    // MARK: - Body

    var body: some View {
        VStack {
            numbersContent()
            Button("Retry") {
                intent.retry()
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            intent.onAppear()
        }
    }

    // MARK: - Custom Elements

    private func numbersContent() -> some View {
        NumbersContent(state: intent.model.numbersContent) { intent.handleNumbersContent($0) }
    }
}

// MARK: - Preview

#Preview {
    NumbersList.root(input: .init(), numbers: PreviewNumbersClient())
}
