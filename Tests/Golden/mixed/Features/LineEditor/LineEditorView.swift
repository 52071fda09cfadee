import ComposableArchitecture
import SwiftUI

struct LineEditorView: View {
    // MARK: - Properties

    let store: StoreOf<LineEditor>

    // MARK: - Body

    var body: some View {
        WithPerceptionTracking {
            content
        }
    }

    private var content: some View {
        VStack {
            lineField
        }
    }

    // MARK: - Subviews

    private var lineField: some View {
        LineFieldView(store: store.scope(state: \.lineField, action: \.lineField))
    }
}
