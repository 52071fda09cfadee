import SwiftUI
import UIKit

/// How other features open RecipeDetails, with its input.
enum RecipeDetails {
    /// Other features reach this feature's types, nested in the reducer, through `RecipeDetails.ViewState`.
    typealias ViewState = RecipeDetailsReducer

    // MARK: - Input

    struct Input {
        var recipeId: String
    }

    // MARK: - Building

    /// The screen with its store, made from its input: how screens of this architecture open
    /// it.
    @MainActor
    static func view(recipeId: String, navigator: StateContainer.Navigator? = nil, output: ((RecipeDetailsReducer.Output) -> Void)? = nil) -> RecipeDetailsView {
        RecipeDetailsView(
            store: RecipeDetailsReducer.ViewStore(state: .idle, reducer: RecipeDetailsReducer(recipeId: recipeId)),
            navigator: navigator, output: output)
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((RecipeDetailsReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            RecipeDetails.view(recipeId: input.recipeId, navigator: navigator, output: output)
        }
    }
}
