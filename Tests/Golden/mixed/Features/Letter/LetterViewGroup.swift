import SwiftUI

/// Assembles the Letter module: its unit from the services factory, its state holder, its
/// view and its navigation.
struct LetterViewGroup: View {
    // MARK: - State

    @StateObject private var stateHolder: LetterViewStateHolder
    @State private var navigationState = LetterNavigationState()

    // MARK: - Private Properties

    private let letterUnit: LetterUnitInput & LetterUnitOutput
    /// The services the unit is built with, passed on to the modules it opens.
    private let mail: MailClient

    // MARK: - Init

    /// - Parameters:
    ///   - mail: A service the unit's commands call.
    init(subject: String, mail: MailClient) {
        let letterUnit = VSURFServices.Units.letter(mail: mail)
        self.letterUnit = letterUnit
        self.mail = mail
        _stateHolder = StateObject(wrappedValue: LetterViewStateHolder(subject: subject, letterUnit: letterUnit))
    }

    // MARK: - Body

    var body: some View {
        NavigationStack(path: $navigationState.path) {
            LetterView(state: $stateHolder.state, navigationState: $navigationState, output: stateHolder)
                .navigationDestination(for: VSURFScreen<LetterNavigationState.Destination>.self) { pushed in
                    screen(for: pushed.destination) { navigationState.pop() }
                }
        }
        .sheet(isPresented: $navigationState.isPresented) {
            screen(for: navigationState.presented) { navigationState.presented = nil }
        }
    }

    // MARK: - Destinations

    /// The module for a destination, with how it closes: a pop for a pushed one, the end of the
    /// sheet for a presented one.
    @ViewBuilder
    private func screen(
        for destination: LetterNavigationState.Destination?, dismiss: @escaping @MainActor () -> Void
    ) -> some View {
        switch destination {
        case .reply?:
            VSURFHostedScreen { Compose.build(input: .init(), mail: mail) }
        case nil:
            EmptyView()
        }
    }
}

// MARK: - Preview

#Preview {
    LetterViewGroup(subject: "", mail: PreviewMailClient())
}
