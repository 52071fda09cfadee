import SwiftUI

// MARK: - Output

/// What LetterView asks of its state holder.
@MainActor
protocol LetterViewOutput: AnyObject {
    func reply()
}

// MARK: - View

struct LetterView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var subject: String

        // MARK: - Init

        init(subject: String) {
            self.subject = subject
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: LetterNavigationState

    // MARK: - Weak Reference

    @WeakReference private var output: LetterViewOutput?

    // MARK: - Init

    init(state: Binding<ViewState>, navigationState: Binding<LetterNavigationState>, output: LetterViewOutput?) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text(state.subject)
            Button("Reply") {
                reply()
            }
        }
    }

    // MARK: - Navigation

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func reply() {
        output?.reply()
        navigationState.present(destination: .reply)
    }

    /// Navigates: call it from the control that opens it.
    func openStock(item: Stock.ViewState.Item) {
        navigationState.present(destination: .openStock(item: item))
    }
}
