import ComposableArchitecture
import SwiftUI
import UIKit

struct TallyView: View {
    // MARK: - Properties

    @Bindable var store: StoreOf<Tally>

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Unread: \(store.unread)")
            Button("Increment") {
                store.send(.increment)
            }
            Button("Refresh") {
                store.send(.refresh)
            }
        }
        .sheet(isPresented: replyIsPresented) {
            replyScreen
        }
    }

    // MARK: - Screens of other architectures

    /// Letter's screen is shown while the state holds `reply`; closing it sends `.screen(.dismissed)`.
    private var replyIsPresented: Binding<Bool> {
        Binding(
            get: { if case .reply = store.screen { true } else { false } },
            set: { if !$0 { store.send(.screen(.dismissed)) } }
        )
    }

    /// Letter, built from the values the state holds.
    @ViewBuilder private var replyScreen: some View {
        if case let .reply(subject) = store.screen {
            HostedScreen {
                @Dependency(Tally.MailClientKey.self) var mail
                return Letter.build(input: .init(subject: subject), mail: mail)
            }
        }
    }
}

// MARK: - Hosted Screen

/// Shows a feature of another architecture, which opens as a view controller.
private struct HostedScreen: UIViewControllerRepresentable {
    /// What a vsurf screen reports to: it holds its output weakly, so the coordinator keeps it
    /// for as long as the screen is shown.
    var output: AnyObject? = nil
    let make: @MainActor () -> UIViewController

    func makeCoordinator() -> AnyObject? {
        output
    }

    func makeUIViewController(context: Context) -> UIViewController {
        make()
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

// MARK: - Preview

#Preview {
    TallyView(store: Store(initialState: Tally.State(counter: .init(value: 0))) {
        Tally()
    })
}
