import SwiftUI
import UIKit

struct DescriptionImageView: View {
    // MARK: - Properties

    @StateObject private var intent: DescriptionImageIntent

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> DescriptionImageIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    static func build(input: DescriptionImage.Input, output: DescriptionImage.Output? = nil) -> some View {
        DescriptionImageView(intent: DescriptionImageIntent(input: input, output: output))
    }

    // MARK: - Body

    var body: some View {
        ZStack {
            Text("DescriptionImage")
        }
        .overlay(DescriptionImageRouter(screen: intent.model.routerSubject))
        .onAppear { intent.onAppear() }
    }
}
