import SwiftUI
import UIKit

// MARK: - Output

/// What DescriptionImageView asks of its state holder.
@MainActor
protocol DescriptionImageViewOutput: AnyObject {
    func onAppear()
    func dismiss()
}

// MARK: - View

struct DescriptionImageView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var image: UIImage?
        var description: String

        // MARK: - Init

        init(image: UIImage) {
            self.image = image
            self.description = ""
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: DescriptionImageNavigationState
    @Environment(\.dismiss) private var dismissScreen
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Weak Reference

    @WeakReference private var output: DescriptionImageViewOutput?

    // MARK: - Private Properties

    /// How the screen closes when the feature that shows it says; nil: SwiftUI's dismiss.
    private let close: (@MainActor () -> Void)?

    // MARK: - Init

    init(
        state: Binding<ViewState>, navigationState: Binding<DescriptionImageNavigationState>, output: DescriptionImageViewOutput?,
        dismiss: (@MainActor () -> Void)? = nil
    ) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
        close = dismiss
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text(state.description)
            Button("Dismiss") {
                dismiss()
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            output?.onAppear()
        }
    }

    // MARK: - Navigation

    /// Tells the state holder, then closes the screen: call it from the control that closes it.
    func dismiss() {
        output?.dismiss()
        if let close {
            close()
        } else {
            dismissScreen()
        }
    }
}
