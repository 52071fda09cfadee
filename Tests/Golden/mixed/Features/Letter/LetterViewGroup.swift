import Combine
import SwiftUI

/// Assembles the Letter module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct LetterViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: LetterViewStateHolder
    @StateObject private var units: Units
    @State private var navigationState = LetterNavigationState()

    // MARK: - Private Properties

    /// The path of the NavigationStack that pushed the module, which its own pushes go on;
    /// nil: the module is the root of its navigation and shows its own NavigationStack.
    private let path: Binding<NavigationPath>?
    /// Where on that path the module's screen is: how many screens are under it.
    private let depth: Int
    /// The services the unit is built with, passed on to the modules it opens.
    private let mail: MailClient

    // MARK: - Init

    /// - Parameters:
    ///   - mail: A service the unit's commands call.
    init(subject: String, mail: MailClient, path: Binding<NavigationPath>? = nil, depth: Int = 0) {
        let units = Units(mail: mail)
        _units = StateObject(wrappedValue: units)
        self.path = path
        self.depth = depth
        self.mail = mail
        // SwiftUI makes the state holder once, for the ViewGroup's identity.
        _stateHolder = StateObject(wrappedValue: LetterViewStateHolder(subject: subject, letterUnit: units.letterUnit))
    }

    // MARK: - Body

    var body: some View {
        Group {
            if path == nil {
                NavigationStack(path: $navigationState.path) {
                    screenView
                }
            } else {
                screenView
            }
        }
        .sheet(item: $navigationState.presented) { presented in
            screen(for: presented) { navigationState.presented = nil }
        }
    }

    // MARK: - Navigation

    /// The navigation state the view changes: its pushes go on the stack that shows it, its own
    /// or, pushed, its opener's.
    private var navigation: Binding<LetterNavigationState> {
        $navigationState.pushing(on: path, at: depth)
    }

    /// The view with the screens it pushes, which SwiftUI finds on whichever stack shows it.
    private var screenView: some View {
        LetterView(state: $stateHolder.state, navigationState: navigation, output: stateHolder)
            .navigationDestination(for: VSURFScreen<LetterNavigationState.Destination>.self) { pushed in
                screen(for: pushed) { navigation.wrappedValue.pop(to: pushed.depth) }
            }
    }

    // MARK: - Destinations

    /// The module for a screen pushed or presented, with how it closes: a pop for a pushed one,
    /// the end of the sheet for a presented one.
    @ViewBuilder
    private func screen(
        for shown: VSURFScreen<LetterNavigationState.Destination>, dismiss: @escaping @MainActor () -> Void
    ) -> some View {
        switch shown.destination {
        case .reply:
            VSURFHostedScreen { Compose.build(input: .init(), mail: mail) }
        case let .openStock(item):
            StockViewGroup(item: item, letterUnit: units.letterUnit)
        }
    }

    // MARK: - Units

    /// The units made once for the ViewGroup's identity, each by its factory the first time it is
    /// asked for: SwiftUI keeps the first `Units`, and the state holders, made once too, take
    /// theirs from it, so no factory runs again when the parent renders.
    @MainActor
    private final class Units: ObservableObject {
        private let mail: MailClient

        lazy var letterUnit = VSURFServices.Units.letter(mail: mail)

        init(mail: MailClient) {
            self.mail = mail
        }
    }
}

// MARK: - Preview

#Preview {
    LetterViewGroup(subject: "", mail: PreviewMailClient())
}
