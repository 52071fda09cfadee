import SwiftUI
import UIKit

public struct DescriptionImageView: View {
    // MARK: - Properties

    @StateObject private var intent: DescriptionImageIntent
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    /// How the screen closes when UIKit showed it (`DescriptionImage.build`).
    private let uikitDismiss: (() -> Void)?

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> DescriptionImageIntent, uikitDismiss: (() -> Void)? = nil) {
        _intent = StateObject(wrappedValue: intent())
        self.uikitDismiss = uikitDismiss
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(
        input: DescriptionImage.Input, uikitDismiss: (() -> Void)? = nil
    ) -> some View {
        DescriptionImageView(intent: DescriptionImageIntent(input: input), uikitDismiss: uikitDismiss)
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            Text(intent.model.description)
            Button("Dismiss") {
                intent.dismiss()
            }
        }
        .overlay(DescriptionImageRouter(screen: intent.model.routerSubject, uikitDismiss: uikitDismiss))
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            intent.onAppear()
        }
    }
}

// MARK: - Preview

#Preview {
    DescriptionImage.root(input: .init(image: UIImage()))
}
