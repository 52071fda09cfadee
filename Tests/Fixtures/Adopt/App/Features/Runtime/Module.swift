import Combine
import SwiftUI
import UIKit

// MARK: - ViewState

@MainActor
protocol ViewStateProtocol: ObservableObject, Sendable {
    associatedtype Input

    init(input: Input?)
}

extension ViewStateProtocol {
    /// Runs `handler` on the main actor, where the view reads the state.
    func update(_ handler: @Sendable @MainActor (Self) -> Void) async {
        handler(self)
    }
}

// MARK: - ViewModel

/// What a module's reducer drives: the view's actions, each handled on the view model actor.
protocol ModuleViewModelProtocol: Actor {
    associatedtype Action: Sendable

    func handle(_ action: Action) async
}

/// A view model the Builder makes from the module's state, input, output and router alone. One
/// that needs more (the services its spec names) is made by its module's own `build`.
protocol ViewModelProtocol: ModuleViewModelProtocol {
    associatedtype Input: Sendable
    associatedtype Output: Sendable
    associatedtype ViewState: ViewStateProtocol
    associatedtype Router: RouterProtocol

    @MainActor
    init(state: ViewState, input: Input?, output: Output?, router: Router?)
}

// MARK: - View

protocol ViewProtocol {
    associatedtype ViewState: ViewStateProtocol
    associatedtype ViewModel: ModuleViewModelProtocol

    @MainActor
    init(state: ViewState, reducer: Reducer<ViewModel>)
}

// MARK: - Router

@MainActor
protocol ModuleRouterProtocol: AnyObject, Sendable {
    associatedtype ViewModel: ModuleViewModelProtocol

    var parentViewController: UIViewController? { get set }
    /// The module's reducer, held weakly (the view holds it): the results of the screens the
    /// router opens come back through it as the view model's actions.
    var reducer: Reducer<ViewModel>? { get set }
}

/// A router the Builder makes without arguments. One that passes services on to the modules
/// it opens is made by its module's own `build`.
@MainActor
protocol RouterProtocol: ModuleRouterProtocol {
    init()
}

// MARK: - Reducer

/// Sends the view's actions to the view model in the order they were sent, without waiting for
/// the handlers: a single task takes them from a stream and, on the view model, starts each
/// handler as a task of its own. A handler runs up to its first `await` before the next one
/// starts, so what it checks and sets there (an `isAnimating` guard) is seen by the actions after
/// it; an action sent while a handler awaits starts at once, even one the handler awaits.
final class Reducer<ViewModel>: Sendable where ViewModel: ModuleViewModelProtocol {
    private let actions: AsyncStream<ViewModel.Action>.Continuation
    private let observer: (@Sendable (ViewModel.Action) -> Void)?

    /// - Parameter observer: Told each action as it is sent, before its handler starts: where a
    ///   test or a log sees what reaches the view model.
    init(viewModel: ViewModel, observer: (@Sendable (ViewModel.Action) -> Void)? = nil) {
        let (stream, continuation) = AsyncStream.makeStream(of: ViewModel.Action.self)
        actions = continuation
        self.observer = observer
        Task {
            await Self.start(stream, on: viewModel)
        }
    }

    /// Ends the stream: the task starts the actions already sent, then ends; the handlers still
    /// running keep the view model until they return.
    deinit {
        actions.finish()
    }

    nonisolated func callAsFunction(_ action: ViewModel.Action) {
        observer?(action)
        actions.yield(action)
    }

    /// Runs on the view model, so each handler's task, isolated to it too, is queued on it in
    /// the order the actions arrive.
    private static func start(_ actions: AsyncStream<ViewModel.Action>, on viewModel: isolated ViewModel) async {
        for await action in actions {
            Task {
                await viewModel.handle(action)
            }
        }
    }
}

// MARK: - Module

protocol ModuleProtocol {
    associatedtype Input
    associatedtype Output
    associatedtype ViewState: ViewStateProtocol where ViewState.Input == Input
    associatedtype ViewScene: ViewProtocol where ViewScene.ViewState == ViewState, ViewScene.ViewModel == ViewModel
    associatedtype ViewModel: ModuleViewModelProtocol
    associatedtype Router: ModuleRouterProtocol where Router.ViewModel == ViewModel
}

/// A module whose view model and router the Builder makes itself, with their fixed `init`s.
extension ModuleProtocol
where
    ViewModel: ViewModelProtocol, ViewModel.Input == Input, ViewModel.Output == Output,
    ViewModel.ViewState == ViewState, ViewModel.Router == Router
{
    @MainActor
    static func build(input: Input? = nil, output: Output? = nil) -> UIViewController {
        Builder<Self>.build(input: input, output: output)
    }

    /// The module as the root of a navigation stack: the container its `push` routes push onto,
    /// and that their `dismiss` pops (a presented module's `dismiss` dismisses it).
    @MainActor
    static func buildInNavigation(input: Input? = nil, output: Output? = nil) -> UINavigationController {
        UINavigationController(rootViewController: build(input: input, output: output))
    }
}

extension ModuleProtocol
where
    ViewScene: View, ViewModel: ViewModelProtocol, ViewModel.Input == Input, ViewModel.Output == Output,
    ViewModel.ViewState == ViewState, ViewModel.Router == Router
{
    @MainActor
    static func preview(input: Input? = nil, output: Output? = nil) -> some View {
        Builder<Self>.preview(input: input, output: output)
    }
}

// MARK: - Builder

final class Builder<M>: Sendable where M: ModuleProtocol {
    @MainActor
    static func build(input: M.Input? = nil, output: M.Output? = nil) -> UIViewController
    where
        M.ViewModel: ViewModelProtocol, M.ViewModel.Input == M.Input, M.ViewModel.Output == M.Output,
        M.ViewModel.ViewState == M.ViewState, M.ViewModel.Router == M.Router
    {
        let state = M.ViewState(input: input)
        let router = M.Router()
        let viewModel = M.ViewModel(
            state: state,
            input: input,
            output: output,
            router: router
        )
        return build(state: state, viewModel: viewModel, router: router)
    }

    /// The module from its state, view model and router, already made: how a module whose view
    /// model takes services builds itself.
    @MainActor
    static func build(state: M.ViewState, viewModel: M.ViewModel, router: M.Router) -> UIViewController {
        let reducer = Reducer(viewModel: viewModel)
        router.reducer = reducer
        let view = M.ViewScene(state: state, reducer: reducer)

        if let viewController = view as? UIViewController {
            router.parentViewController = viewController
            return viewController
        } else if let view = view as? any View {
            let viewController = UIHostingController(rootView: AnyView(view))
            router.parentViewController = viewController
            return viewController
        } else {
            fatalError("\(M.ViewScene.self) is neither a SwiftUI View nor a UIViewController")
        }
    }

    @MainActor
    static func preview(input: M.Input? = nil, output: M.Output? = nil) -> some View
    where
        M.ViewScene: View, M.ViewModel: ViewModelProtocol, M.ViewModel.Input == M.Input,
        M.ViewModel.Output == M.Output, M.ViewModel.ViewState == M.ViewState, M.ViewModel.Router == M.Router
    {
        let state = M.ViewState(input: input)
        let viewModel = M.ViewModel(
            state: state,
            input: input,
            output: output,
            router: M.Router()
        )
        return preview(state: state, viewModel: viewModel)
    }

    /// The module's view from its state and view model, already made.
    @MainActor
    static func preview(state: M.ViewState, viewModel: M.ViewModel) -> some View where M.ViewScene: View {
        M.ViewScene(state: state, reducer: Reducer(viewModel: viewModel))
    }
}
