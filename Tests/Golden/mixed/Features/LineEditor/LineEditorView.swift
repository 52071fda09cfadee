import ComposableArchitecture
import SwiftUI

struct LineEditorView: View {
    // MARK: - Properties

    @Perception.Bindable var store: StoreOf<LineEditor>

    // MARK: - Body

    var body: some View {
        WithPerceptionTracking {
            content
        }
    }

    private var content: some View {
        VStack {
            lineField
            boldToggle
            Text("Index: \(store.index)")
            Button("Save") {
                store.send(.save)
            }
            Button("Dismiss") {
                store.send(.dismiss)
            }
        }
        .alert($store.scope(\.alert, action: \.alert))
    }

    // MARK: - Subviews

    private var lineField: some View {
        LineFieldView(store: store.scope(\.lineField, action: \.lineField))
    }

    private var boldToggle: some View {
        BoldToggleView(state: $store.boldToggle)
    }
}

// MARK: - Preview

#Preview {
    LineEditorView(store: Store(initialState: LineEditor.State(index: 0)) {
        LineEditor()
    })
}
