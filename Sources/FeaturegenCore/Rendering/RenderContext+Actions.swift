package struct OutputContext: Sendable {
    package var name: String
    /// The argument label that passes it at a call site (`{{label}}: {{name}}`): the name,
    /// bare even for a keyword other than `inout`.
    package var label: String = ""
    /// `@Sendable (_ productId: UUID, _ isLiked: Bool) -> Void`.
    package var type: String
    /// The parameter of the public initializer: `didChangeLike: @escaping @Sendable (…) -> Void`.
    package var parameter: String
    /// The output as an enum case: `didChangeLike(productId: UUID, isLiked: Bool)`.
    package var caseDeclaration: String
    /// The output as a method, after `func`: `didChangeLike(productId: UUID, isLiked: Bool)`,
    /// `didSelect(_ value: String)`, `didClose()`.
    package var signature: String
    /// The names a closure binds the output's values to: `productId, isLiked`; empty for none.
    package var closureParameters: String = ""
    package var hasParameters: Bool = false
    /// The output as a string a test spy records: `didChangeLike(\(productId), \(isLiked))`.
    package var recordedCall: String = ""
}

package struct ActionContext: Sendable {
    package var name: String
    /// The case as declared after `case`: `select(index: Int, animated: Bool)`.
    package var declaration: String
    /// The switch pattern after `case`: `let .select(index, animated)` or `.viewDidLoad`.
    package var pattern: String
    /// The same pattern inside another case's parentheses, binding each value where it is:
    /// `.select(let index, let animated)`, for `case .view(.select(let index, let animated)):`.
    package var nestedPattern: String = ""
    /// The private handler's name and parameters: `select(index: Int, animated: Bool)`.
    package var handlerSignature: String
    /// The call in `handle(_:)`: `select(index: index, animated: animated)`.
    package var handlerCall: String
    /// The same call as a method whose parameter is `action` writes it: after `self.` when
    /// `action` or one of the case's values has the handler's name, which would hide it.
    package var qualifiedHandlerCall: String = ""
    /// The case with its values bound to their names, as sent: `handlerCall`, or the bare name
    /// without values (`.screen(.cartDidBuy(itemCount: itemCount))`, `.screen(.cartDidClose)`).
    package var boundCase: String = ""
    /// The stub's statements; a route of the same name is called (`await router?.dismiss()`).
    package var body: [String]
    /// The route of the same name that takes the same values, which the action triggers.
    package var route: RouteContext?
    /// The output of the same name that takes the same values, which the action reports to the
    /// feature's owner when it opens no route and runs no effect (`ContextBuilder.addReportedOutput`).
    package var reportsOutput = false
    /// That output as a case, its values bound to their names: `didDelete(id: id)`, `didClose`.
    package var outputCase: String = ""
    /// That output as a method call (vsurf's protocol): `didDelete(id: id)`, `didClose()`.
    package var outputMethodCall: String = ""
    /// That output as a closure call (a struct of closures: mvvm, mvi): `didDelete(id)`, `didClose()`.
    package var outputClosureCall: String = ""
    /// That output sent the action's sample values, as an output spy records it (inside a
    /// string literal): `didDelete(\\(UUID(0)))`, `didSelect(0)`, `didClose`.
    package var outputRecordedCall: String = ""
    /// The action opens a route or reports an output: what it does is featuregen's, and its
    /// generated test checks it.
    package var opensOrReports = false
    /// The action the view sends when it appears (`FeatureSpec.appearAction`): where the state
    /// keeps the first appearance (tca's `hasAppeared`), it runs only the first time.
    package var isAppearAction = false
    /// The appear action without an effect, a route, an output or a cancellation: its
    /// generated test checks that the action runs once (tca's second `send` changes nothing).
    package var checksFirstAppearance = false
    /// The case with natural values, as a test or preview sends it: `.select(index: 0, animated:
    /// false)`; `hasSampleValue` is false when a value's type has no natural value.
    package var sampleValue: String = ""
    package var hasSampleValue: Bool = false
    /// TCA's tests: the outputs of the feature the action's route opens, reported as delegate
    /// actions (`outputs: delegate`: TCA), that a test sends back through the opened feature's
    /// state (the action has a sample and no effect).
    package var testedOutputs: [RouteOutputContext] = []
    /// The buttons with an action of the alert this action shows, each tested here (once per
    /// route, like `testedOutputs`).
    package var testedButtons: [AlertButtonContext] = []
    /// The outputs of the feature the action's route opens (`outputs: closures` or `protocol`:
    /// mvvm, mvi, vsurf) that a test reports through the Output the opener built it with, or
    /// is (vsurf's), when the action has a sample and no effect.
    package var reportedOutputs: [RouteOutputContext] = []
    /// The outputs of the feature the action's route opens (`outputs: feedback`: statecontainer)
    /// that a test reports through the opener's store (`store.openCartOutput(.didBuy(itemCount:
    /// 0))`), as feedback.
    package var feedbackOutputs: [RouteOutputContext] = []
    /// The outputs of the feature the action's route opens (`reportsResults`: mvvm, mvi) that
    /// an mvi test reports through the Output the router builds, to a spy of the results.
    package var resultOutputs: [RouteOutputContext] = []
    /// Without a sample, what the test needs to send the action, for its skip's reason: "a
    /// `UIImage`", "a `UIImage` and a `Date`".
    package var sampleWanted: String = ""
    /// The handler called with those values, as a view calls it: `updatePosition(for: 0)`.
    package var sampleCall: String = ""
    /// The route's `arguments` with those values, as a test builds what the route opens:
    /// `article: ""` (`{{route.module}}.State({{sampleRouteArguments}})`).
    package var sampleRouteArguments: String = ""
    /// The sample values alone, as a closure takes them: `0, false`.
    package var sampleArguments: String = ""
    /// The name with its first letter uppercased, for names built on it: `testSelect`.
    package var upperName: String = ""
    /// `cancellable: timer`: the action's effect runs long and is cancelled by that id.
    package var isCancellable: Bool = false
    /// `cancellable: { …, cancelInFlight: true }`: running it again cancels the one in flight.
    package var cancelsInFlight: Bool = false
    package var cancellableID: String = ""
    /// `cancels: timer`: the action cancels the effect of that id.
    package var isCancelling: Bool = false
    package var cancelledID: String = ""
    /// What cancelling sets, as the cancelled call no longer ends it: the `loading:` field of
    /// each effect of that id (`isLoading = false`).
    package var cancelStatements: [String] = []
    /// The task a feature keeps for the effect of that id, where an action with `effect:` runs
    /// it (`fetchPageTask`): mvvm and mvi cancel it; empty when no effect runs under the id.
    package var cancelledTask: String = ""
    /// The cancelled calls run side by side (no `cancelInFlight`): the action cancels every one.
    package var cancelsEveryTask = false
    /// vsurf: the unit's command that cancels `cancelledTask` (`cancelLoad`).
    package var unitCancelCommand: String = ""
    /// The test of `cancels:`, where the action that starts the cancelled effect has a test
    /// double for its call and a sample value to send; nil otherwise.
    package var cancelTest: CancelTestContext? = nil
    /// The model's change that ends the loading of that id's effects, where the model alone
    /// writes its fields (mvi's `fetchPageStopped()`); empty when cancelling sets nothing.
    package var cancelChange: String = ""
    /// This action is the first that cancels the id: the model declares the change once.
    package var declaresCancelChange = false
    /// `effect:`: the endpoint the action calls.
    package var effect: EffectContext? = nil
    /// The effect whose result this action is (`response:` of another action's effect).
    package var response: ResponseContext? = nil
    /// A generated test of its own, not one of an effect's: no effect whose state a test checks
    /// starts with it or comes back as it (`EffectContext.isStateTestable`), and it has no
    /// `cancelTest`.
    package var hasOwnStateTest = true
}

extension OutputContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "label": .text(\.label),
        "type": .text(\.type),
        "parameter": .text(\.parameter),
        "caseDeclaration": .text(\.caseDeclaration),
        "signature": .text(\.signature),
        "closureParameters": .text(\.closureParameters),
        "hasParameters": .flag(\.hasParameters),
        "recordedCall": .text(\.recordedCall),
    ]
}

extension ActionContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "declaration": .text(\.declaration),
        "pattern": .text(\.pattern),
        "nestedPattern": .text(\.nestedPattern),
        "handlerSignature": .text(\.handlerSignature),
        "handlerCall": .text(\.handlerCall),
        "qualifiedHandlerCall": .text(\.qualifiedHandlerCall),
        "boundCase": .text(\.boundCase),
        "body": .texts(\.body),
        "route": .optional(\.route),
        "reportsOutput": .flag(\.reportsOutput),
        "outputCase": .text(\.outputCase),
        "outputMethodCall": .text(\.outputMethodCall),
        "outputClosureCall": .text(\.outputClosureCall),
        "outputRecordedCall": .text(\.outputRecordedCall),
        "opensOrReports": .flag(\.opensOrReports),
        "isAppearAction": .flag(\.isAppearAction),
        "checksFirstAppearance": .flag(\.checksFirstAppearance),
        "sampleValue": .text(\.sampleValue),
        "sampleCall": .text(\.sampleCall),
        "sampleRouteArguments": .text(\.sampleRouteArguments),
        "hasSampleValue": .flag(\.hasSampleValue),
        "testedOutputs": .objects(\.testedOutputs),
        "testedButtons": .objects(\.testedButtons),
        "reportedOutputs": .objects(\.reportedOutputs),
        "feedbackOutputs": .objects(\.feedbackOutputs),
        "resultOutputs": .objects(\.resultOutputs),
        "sampleArguments": .text(\.sampleArguments),
        "sampleWanted": .text(\.sampleWanted),
        "upperName": .text(\.upperName),
        "isCancellable": .flag(\.isCancellable),
        "cancelsInFlight": .flag(\.cancelsInFlight),
        "cancellableID": .text(\.cancellableID),
        "isCancelling": .flag(\.isCancelling),
        "cancelledID": .text(\.cancelledID),
        "cancelStatements": .texts(\.cancelStatements),
        "cancelledTask": .text(\.cancelledTask),
        "cancelsEveryTask": .flag(\.cancelsEveryTask),
        "unitCancelCommand": .text(\.unitCancelCommand),
        "cancelTest": .optional(\.cancelTest),
        "cancelChange": .text(\.cancelChange),
        "declaresCancelChange": .flag(\.declaresCancelChange),
        "effect": .optional(\.effect),
        "response": .optional(\.response),
        "hasOwnStateTest": .flag(\.hasOwnStateTest),
    ]
}
