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
        Text("TemplateUpgrade")
    }
}

// MARK: - Preview

#Preview {
    TemplateUpgrade.preview(input: .init())
}
