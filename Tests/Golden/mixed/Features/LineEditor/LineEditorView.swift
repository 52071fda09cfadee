import ComposableArchitecture
import SwiftUI

struct LineEditorView: View {
    // MARK: - Properties

    let store: StoreOf<LineEditor>

    // MARK: - Body

    var body: some View {
        Text("LineEditor")
    }
}
