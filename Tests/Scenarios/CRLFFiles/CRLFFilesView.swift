import SwiftUI

@MainActor
struct CRLFFilesView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: CRLFFiles.ViewState
    let reducer: Reducer<CRLFFiles.ViewModel>

    // MARK: - Lifecycle

    init(state: CRLFFiles.ViewState, reducer: Reducer<CRLFFiles.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    private var debugTitle: String {
        "\(Self.self)"
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Count: \(state.count)")
            Button("Save") {
                reducer(.save)
            }
            Button("Load") {
                reducer(.load)
            }
            Button("Close") {
                reducer(.close)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    CRLFFiles.preview(input: .init())
}
