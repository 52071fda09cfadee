import Combine
import Foundation
import SwiftUI
import UIKit

/// The state container of seed 002 — Effect, Reducer, Message and Store — and the navigation
/// its views share, in a namespace, so it lives beside other architectures' runtimes (mvvm's
/// Reducer, TCA's Store) in one module.
enum StateContainer {
    // MARK: - Effect

    /// What a reducer returns: outputs for the feature's owner, and work whose results come
    /// back as feedback.
    struct Effect<Feedback, Output>: Sendable where Feedback: Sendable, Output: Sendable {
        typealias Operation = @Sendable (_ send: @escaping @Sendable (Feedback) async -> Void) async -> Void

        fileprivate let outputs: [Output]
        fileprivate let operation: Operation
        /// The id the operation runs under, and whether it cancels the one of that id in flight.
        fileprivate var cancellation: (id: EffectID, cancelInFlight: Bool)?
        /// The id whose running effects this one cancels.
        fileprivate var cancelled: EffectID?

        init(outputs: [Output], operation: @escaping Operation) {
            self.outputs = outputs
            self.operation = operation
        }

        static var none: Self {
            .init(outputs: []) { _ in }
        }

        /// Outputs for the owner, reported in order: `.output(.didDelete(id: id), .dismiss)`.
        static func output(_ outputs: Output...) -> Self {
            .init(outputs: outputs) { _ in }
        }

        static func run(operation: @escaping Operation) -> Self {
            .init(outputs: [], operation: operation)
        }

        /// Cancels the running effects of `id`.
        static func cancel(id: some Hashable & Sendable) -> Self {
            var effect = Self.none
            effect.cancelled = EffectID(id)
            return effect
        }

        /// The effect, run under `id`: `.cancel(id:)` cancels it, and so does the store going
        /// away; with `cancelInFlight`, it first cancels the effect of that id still running.
        func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
            var effect = self
            effect.cancellation = (EffectID(id), cancelInFlight)
            return effect
        }

        /// Runs the effect to its end without a store, as a test does: its outputs, and the
        /// feedback it sends, in order (the feedback is not reduced).
        func outcome() async -> (outputs: [Output], feedback: [Feedback]) {
            let log = FeedbackLog<Feedback>()
            await operation { await log.append($0) }
            return (outputs, await log.items)
        }
    }

    /// The id of a cancellable effect, any hashable and sendable value (`CancelID.fetchPage`).
    fileprivate struct EffectID: Hashable, @unchecked Sendable {
        /// Unchecked: it wraps a value that is Sendable.
        let base: AnyHashable

        init(_ id: some Hashable & Sendable) {
            base = AnyHashable(id)
        }
    }

    /// The feedback an effect sent, as `Effect.outcome()` collects it.
    fileprivate actor FeedbackLog<Element: Sendable> {
        var items: [Element] = []

        func append(_ item: Element) {
            items.append(item)
        }
    }

    // MARK: - Reducer

    /// Changes the state for a message and says what happens next.
    @MainActor
    protocol Reducer<State, Input, Feedback, Output>: AnyObject {
        associatedtype State: Equatable, Sendable
        associatedtype Input: Sendable
        associatedtype Feedback: Sendable = Never
        associatedtype Output: Sendable = Never

        func reduce(message: Message<Input, Feedback>, into state: inout State) -> Effect<Feedback, Output>
    }

    /// An input from the view, or feedback from an effect.
    enum Message<Input, Feedback>: Sendable where Input: Sendable, Feedback: Sendable {
        case input(Input)
        case feedback(Feedback)
    }

    // MARK: - Store

    /// Holds the state, runs the reducer for every message and the effects it returns, and
    /// publishes the outputs. A running effect holds the store weakly: the store goes away with
    /// its owner and cancels the effects still running.
    @MainActor
    @dynamicMemberLookup
    final class Store<State, Input, Feedback, Output>: ObservableObject
    where State: Equatable & Sendable, Input: Sendable, Feedback: Sendable, Output: Sendable {
        @Published private(set) var state: State {
            didSet {
                for continuation in stateContinuations.values { continuation.yield(state) }
            }
        }

        private let reducer: any Reducer<State, Input, Feedback, Output>
        private let outputSubject = PassthroughSubject<Output, Never>()
        /// The tasks `send(_:)` and cancellable effects started, by number, until they end.
        private var tasks: [Int: Task<Void, Never>] = [:]
        private var nextTaskNumber = 0
        /// The numbers of the tasks that run cancellable effects, by their effects' ids.
        private var cancellableTasks: [EffectID: Set<Int>] = [:]
        /// The streams `states` and `outputs` handed out, by number, until their readers stop.
        private var stateContinuations: [Int: AsyncStream<State>.Continuation] = [:]
        private var outputContinuations: [Int: AsyncStream<Output>.Continuation] = [:]
        private var nextStreamNumber = 0

        /// The outputs, for the feature's owner.
        var outputPublisher: AnyPublisher<Output, Never> {
            outputSubject.eraseToAnyPublisher()
        }

        /// The state as it changes, the current one first, for a UIKit view
        /// (`for await state in store.states { … }`); it ends when the store goes away.
        var states: AsyncStream<State> {
            let (stream, continuation) = Self.stream(of: State.self)
            let number = nextStreamNumber
            nextStreamNumber += 1
            stateContinuations[number] = continuation
            continuation.yield(state)
            continuation.onTermination = { [weak self] _ in
                Task { @MainActor [weak self] in self?.stateContinuations[number] = nil }
            }
            return stream
        }

        /// The outputs, for an owner that reads them as an `AsyncSequence`; it ends when the
        /// store goes away.
        var outputs: AsyncStream<Output> {
            let (stream, continuation) = Self.stream(of: Output.self)
            let number = nextStreamNumber
            nextStreamNumber += 1
            outputContinuations[number] = continuation
            continuation.onTermination = { [weak self] _ in
                Task { @MainActor [weak self] in self?.outputContinuations[number] = nil }
            }
            return stream
        }

        /// A stream and its continuation (`AsyncStream.makeStream` needs iOS 17).
        private static func stream<Element>(of _: Element.Type) -> (AsyncStream<Element>, AsyncStream<Element>.Continuation) {
            var continuation: AsyncStream<Element>.Continuation!
            let stream = AsyncStream(Element.self, bufferingPolicy: .unbounded) { continuation = $0 }
            return (stream, continuation)
        }

        init(state: State, reducer: some Reducer<State, Input, Feedback, Output>) {
            self.state = state
            self.reducer = reducer
        }

        deinit {
            for task in tasks.values {
                task.cancel()
            }
            for continuation in stateContinuations.values { continuation.finish() }
            for continuation in outputContinuations.values { continuation.finish() }
        }

        /// Sends the input in a task of the store's own, which ends with the input's effect and
        /// its feedback, or when the store goes away.
        @discardableResult
        func send(_ message: Input) -> Task<Void, Never> {
            let number = nextTaskNumber
            nextTaskNumber += 1
            let reduce = weakReduce
            let start = weakStart
            let task = Task { [weak self] in
                await Store.run(.input(message), reduce: reduce, start: start)
                self?.tasks[number] = nil
            }
            tasks[number] = task
            return task
        }

        /// Sends the input in the caller's task, and returns when its effect and its feedback
        /// are done.
        func send(_ message: Input) async {
            await Store.run(.input(message), reduce: weakReduce, start: weakStart)
        }

        /// Sends feedback from outside the reducer's effects: what a screen this feature opened
        /// reports back (its output, turned into this feature's feedback by the view). Internal,
        /// never public: only the feature's own view and hosted screens send it, not its owner.
        @discardableResult
        func send(feedback: Feedback) -> Task<Void, Never> {
            let number = nextTaskNumber
            nextTaskNumber += 1
            let reduce = weakReduce
            let start = weakStart
            let task = Task { [weak self] in
                await Store.run(.feedback(feedback), reduce: reduce, start: start)
                self?.tasks[number] = nil
            }
            tasks[number] = task
            return task
        }

        /// Reduces a message into the state and publishes its outputs; nil once the store is
        /// gone. It holds the store weakly, so an effect waiting to send feedback does not keep
        /// the store alive.
        private var weakReduce: @MainActor @Sendable (Message<Input, Feedback>) -> Effect<Feedback, Output>? {
            { [weak self] message in
                guard let self else { return nil }
                // Reduced into a copy: the state is set, and published, only when it changed.
                var newState = state
                let effect = reducer.reduce(message: message, into: &newState)
                if newState != state { state = newState }
                if let id = effect.cancelled { cancel(id) }
                for output in effect.outputs {
                    outputSubject.send(output)
                    for continuation in outputContinuations.values { continuation.yield(output) }
                }
                return effect
            }
        }

        /// Runs a cancellable effect's work in a task of the store's own, kept under its id
        /// until it ends, and waits for it; cancelling the waiting task cancels it too. It
        /// holds the store weakly, as `weakReduce` does.
        private var weakStart: @MainActor @Sendable (EffectID, Bool, @escaping @Sendable () async -> Void) async -> Void {
            { [weak self] id, cancelInFlight, work in
                guard let task = self?.start(work, id: id, cancelInFlight: cancelInFlight) else { return }
                await withTaskCancellationHandler {
                    await task.value
                } onCancel: {
                    task.cancel()
                }
            }
        }

        private func start(_ work: @escaping @Sendable () async -> Void, id: EffectID, cancelInFlight: Bool) -> Task<Void, Never> {
            if cancelInFlight { cancel(id) }
            let number = nextTaskNumber
            nextTaskNumber += 1
            let task = Task { [weak self] in
                await work()
                self?.tasks[number] = nil
                self?.cancellableTasks[id]?.remove(number)
            }
            tasks[number] = task
            cancellableTasks[id, default: []].insert(number)
            return task
        }

        /// Cancels the running effects of `id`.
        private func cancel(_ id: EffectID) {
            for number in cancellableTasks.removeValue(forKey: id) ?? [] {
                tasks.removeValue(forKey: number)?.cancel()
            }
        }

        /// Reduces the message and runs its effect, whose feedback is reduced and run the same
        /// way, until the task is cancelled or the store is gone; a cancellable effect runs in
        /// a task the store keeps under its id.
        private static func run(
            _ message: Message<Input, Feedback>,
            reduce: @escaping @MainActor @Sendable (Message<Input, Feedback>) -> Effect<Feedback, Output>?,
            start: @escaping @MainActor @Sendable (EffectID, Bool, @escaping @Sendable () async -> Void) async -> Void
        ) async {
            guard !Task.isCancelled, let effect = reduce(message) else { return }
            let work: @Sendable () async -> Void = {
                await effect.operation { feedback in
                    await run(.feedback(feedback), reduce: reduce, start: start)
                }
            }
            if let cancellation = effect.cancellation {
                await start(cancellation.id, cancellation.cancelInFlight, work)
            } else {
                await work()
            }
        }

        subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
            state[keyPath: keyPath]
        }
    }

    // MARK: - Navigation

    /// A screen on a navigation stack: a feature's destination, told apart from an equal one
    /// pushed twice, so a destination's values need not be Hashable.
    struct Screen<Destination>: Hashable, Identifiable {
        let id = UUID()
        let destination: Destination

        init(_ destination: Destination) {
            self.destination = destination
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.id == rhs.id
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(id)
        }
    }

    /// Where the screens of a stack go, shared by the screens on it: each pushes its destinations
    /// here and pops itself, with the methods UIKit's navigation controller has. In SwiftUI it is
    /// the path of a NavigationStack; for a screen UIKit shows (`X.build`), the navigation
    /// controller its hosting controller is on, so its pushes go where UIKit opened it.
    @MainActor
    final class Navigator: ObservableObject {
        @Published var path = NavigationPath()

        private let dismissRoot: @MainActor () -> Void
        /// Whether UIKit shows the screens, from `controller`, the host of the first of them.
        private let isHosted: Bool
        fileprivate weak var controller: UIViewController?

        /// - Parameter dismissRoot: What `dismiss()` does when nothing is pushed: closes what
        ///   shows the stack (the sheet it is in).
        init(dismissRoot: @escaping @MainActor () -> Void = {}) {
            self.dismissRoot = dismissRoot
            isHosted = false
        }

        /// The navigator of screens UIKit shows, from the controller `hostingController` makes.
        fileprivate init(hosted: Void) {
            dismissRoot = {}
            isHosted = true
        }

        /// Pushes the destination: on the stack's path, where the screen's `navigationDestination`
        /// shows it, or, in UIKit, on the navigation controller, hosting the screen it makes.
        func push<Destination, Content: View>(
            _ destination: Destination, screen: @escaping (Destination, Navigator) -> Content
        ) {
            guard isHosted else {
                path.append(Screen(destination))
                return
            }
            guard let navigationController = controller?.navigationController else {
                assertionFailure("\(destination) is pushed by a screen UIKit shows outside a UINavigationController")
                return
            }
            navigationController.pushViewController(UIHostingController(rootView: screen(destination, self)), animated: true)
        }

        func pop() {
            guard isHosted else {
                if !path.isEmpty { path.removeLast() }
                return
            }
            guard let navigation = controller?.navigationController, navigation.topViewController !== controller else { return }
            navigation.popViewController(animated: true)
        }

        func popToRoot() {
            guard isHosted else {
                path.removeLast(path.count)
                return
            }
            guard let controller else { return }
            _ = controller.navigationController?.popToViewController(controller, animated: true)
        }

        /// Closes the screen on top: pops it, or closes the stack's root (in UIKit, pops its
        /// hosting controller, or dismisses it when presented).
        func dismiss() {
            guard isHosted else {
                if path.isEmpty { dismissRoot() } else { pop() }
                return
            }
            guard let controller else { return }
            let navigation = controller.navigationController
            if let navigation, navigation.topViewController !== controller || navigation.viewControllers.first !== controller {
                navigation.popViewController(animated: true)
            } else {
                controller.dismiss(animated: true)
            }
        }
    }

    /// The NavigationStack a feature's push routes go to, driven by its navigator's path: the
    /// root of an app, a tab or a sheet (`StateContainer.NavigationContainer { CatalogView(navigator: $0) }`).
    struct NavigationContainer<Root: View>: View {
        @StateObject private var navigator: Navigator
        private let root: (Navigator) -> Root

        /// - Parameter dismiss: What the root screen's `dismiss` does.
        init(dismiss: @escaping @MainActor () -> Void = {}, @ViewBuilder root: @escaping (Navigator) -> Root) {
            _navigator = StateObject(wrappedValue: Navigator(dismissRoot: dismiss))
            self.root = root
        }

        var body: some View {
            NavigationStack(path: $navigator.path) {
                root(navigator)
            }
        }
    }

    // MARK: - UIKit

    /// Hosts a screen for UIKit with a navigator of its own: the screen's pushes go to the
    /// navigation controller UIKit shows it in, and its `dismiss` pops it from there, or
    /// dismisses it when presented.
    @MainActor
    static func hostingController<Content: View>(_ content: (_ navigator: Navigator) -> Content) -> UIViewController {
        let navigator = Navigator(hosted: ())
        let controller = UIHostingController(rootView: content(navigator))
        navigator.controller = controller
        return controller
    }

    /// Shows a feature of another architecture, which opens as a view controller.
    struct HostedScreen: UIViewControllerRepresentable {
        private let output: AnyObject?
        private let make: () -> UIViewController

        /// - Parameters:
        ///   - output: What the screen reports to, when it holds it weakly (a vsurf module's
        ///     `Output`): the coordinator keeps it for as long as the screen is shown.
        init(keeping output: AnyObject? = nil, _ make: @escaping () -> UIViewController) {
            self.output = output
            self.make = make
        }

        func makeCoordinator() -> AnyObject? {
            output
        }

        func makeUIViewController(context: Context) -> UIViewController {
            make()
        }

        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    }
}
