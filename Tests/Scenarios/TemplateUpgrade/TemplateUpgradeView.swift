import SwiftUI

@MainActor
struct TemplateUpgradeView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: TemplateUpgrade.ViewState
    let reducer: Reducer<TemplateUpgrade.ViewModel>

    // MARK: - Lifecycle

    init(state: TemplateUpgrade.ViewState, reducer: Reducer<TemplateUpgrade.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Count: \(state.count)")
            Button("Load") {
                reducer(.load)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    TemplateUpgrade.preview(input: .init())
}
