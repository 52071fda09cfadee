import SwiftUI
import UIKit

public enum NumbersList: ModuleProtocol {
    public typealias Input = NumbersListInput
    public typealias Output = NumbersListOutput
    public typealias ViewState = NumbersListState
    public typealias ViewModel = NumbersListViewModel
    public typealias Router = NumbersListRouter
    public typealias ViewScene = NumbersListView
}

// MARK: - Building

/// NumbersList's view model takes the services its spec names, so the module is built here with
/// them, after its input and output; whoever opens it passes its own on.
extension NumbersList {
    @MainActor
    public static func build(
        input: Input? = nil, output: Output? = nil, numbers: NumbersClient
    ) -> UIViewController {
        let state = ViewState(input: input)
        let router = Router()
        let viewModel = ViewModel(
            state: state,
            input: input,
            output: output,
            router: router,
            numbers: numbers
        )
        return Builder<Self>.build(state: state, viewModel: viewModel, router: router)
    }

    /// The module as the root of a navigation stack: the container its `push` routes push onto,
    /// and that their `dismiss` pops (a presented module's `dismiss` dismisses it).
    @MainActor
    public static func buildInNavigation(
        input: Input? = nil, output: Output? = nil, numbers: NumbersClient
    ) -> UINavigationController {
        UINavigationController(rootViewController: build(input: input, output: output, numbers: numbers))
    }

    @MainActor
    public static func preview(
        input: Input? = nil, output: Output? = nil, numbers: NumbersClient
    ) -> some View {
        let state = ViewState(input: input)
        let viewModel = ViewModel(
            state: state,
            input: input,
            output: output,
            router: Router(),
            numbers: numbers
        )
        return Builder<Self>.preview(state: state, viewModel: viewModel)
    }
}
