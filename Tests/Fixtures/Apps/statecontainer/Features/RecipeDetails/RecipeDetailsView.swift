import SwiftUI

struct RecipeDetailsView: View {
    // MARK: - Properties

    @StateObject private var store: RecipeDetailsReducer.ViewStore
    private let navigator: StateContainer.Navigator?
    private let output: ((RecipeDetailsReducer.Output) -> Void)?

    // MARK: - Lifecycle

    /// - Parameters:
    ///   - store: The screen's store, made once, when the view first appears: `RecipeDetails.view(…)`
    ///     makes it from the input, a preview or a test hands in one of its own.
    ///   - navigator: The navigation stack the screen is on (`StateContainer.NavigationContainer`,
    ///     or UIKit's, from `RecipeDetails.build`): its `dismiss` pops it.
    ///     Without one, SwiftUI's dismiss closes the screen.
    ///   - output: Told the outputs the screen does not handle itself.
    init(store: @autoclosure @escaping () -> RecipeDetailsReducer.ViewStore, navigator: StateContainer.Navigator? = nil, output: ((RecipeDetailsReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: store())
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
            Button("Get recipe") {
                store.send(.getRecipe)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    StateContainer.NavigationContainer { navigator in
        RecipeDetails.view(recipeId: "", navigator: navigator)
    }
}
