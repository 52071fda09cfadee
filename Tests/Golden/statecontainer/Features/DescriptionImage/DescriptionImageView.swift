import SwiftUI
import UIKit

struct DescriptionImageView: View {
    // MARK: - Properties

    @StateObject private var store: DescriptionImageReducer.ViewStore
    private let output: ((DescriptionImageReducer.Output) -> Void)?

    // MARK: - Lifecycle

    init(image: UIImage, output: ((DescriptionImageReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: DescriptionImageReducer.ViewStore(state: .init(image: image), reducer: DescriptionImageReducer()))
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("DescriptionImage")
        }
        .onAppear { store.send(.onAppear) }
        .onReceive(store.outputPublisher) { output?($0) }
    }
}
