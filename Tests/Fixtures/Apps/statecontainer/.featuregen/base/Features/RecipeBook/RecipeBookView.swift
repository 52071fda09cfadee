import SwiftUI

struct RecipeBookView: View {
    // MARK: - Nested Types

    /// The screens RecipeBook pushes or presents.
    enum Destination {
        case openDetails(recipeId: String)
    }

    // MARK: - Properties

    @StateObject private var store: RecipeBookReducer.ViewStore
    private let navigator: StateContainer.Navigator?
    private let output: ((RecipeBookReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `RecipeBook.build`): its push routes go there, and its `dismiss` pops it.
    ///     Without one, it pushes nothing, and SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(navigator: StateContainer.Navigator? = nil, output: ((RecipeBookReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: RecipeBookReducer.ViewStore(state: .idle, reducer: RecipeBookReducer()))
        self.navigator = navigator
        self.output = output
    }

    // MARK: - Body

    var body: some View {
        VStack {
            switch store.state {
            case .idle:
                Text("idle")
            case .loading:
                Text("loading")
            case .loaded:
                Text("loaded")
            case .error:
                Text("error")
            }
            Button("Load next page") {
                store.send(.loadNextPage)
            }
        }
        .onReceive(store.outputPublisher) { handle($0) }
        .navigationDestination(for: StateContainer.Screen<Destination>.self) { pushed in
            screen(for: pushed.destination, navigator: navigator)
        }
    }

    // MARK: - Navigation

    /// Shows the screens the reducer asks for, and tells the owner the other outputs.
    private func handle(_ output: RecipeBookReducer.Output) {
        switch output {
        case let .openDetails(recipeId):
            navigator?.push(Destination.openDetails(recipeId: recipeId)) { screen(for: $0, navigator: $1) }
        }
    }

    // MARK: - Destinations

    /// The screen for a destination: pushed on `navigator`.
    @ViewBuilder
    private func screen(for destination: Destination, navigator: StateContainer.Navigator?) -> some View {
        switch destination {
        case let .openDetails(recipeId):
            RecipeDetails.view(recipeId: recipeId, navigator: navigator)
        }
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        RecipeBookView(navigator: navigator)
    }
}
