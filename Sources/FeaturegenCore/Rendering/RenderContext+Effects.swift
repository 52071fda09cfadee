/// What an action that calls an endpoint (`effect:`) gives the templates: the call written
/// with its arguments, the state it reads first, and where the result goes.
package struct EffectContext: Sendable {
    /// The action's case with the values the call reads bound (`let .search(query)`), the
    /// others `_`; bare (`.refresh`) when it reads none.
    package var pattern: String
    /// The dependency: `news`.
    package var client: String
    /// `news.fetchPage(page: page)`: the call, each argument a local name (`stateReads`) or one
    /// of the action's values.
    package var call: String
    /// The arguments read from the state before the call, each `{ name, field }`.
    package var stateReads: [StateReadContext]
    package var hasStateReads: Bool
    /// `news, page = state.page`: the client and the state reads as a capture list's entries.
    package var captures: String
    /// `try await ` / `await `: what the call is prefixed with.
    package var callPrefix: String
    package var isThrowing: Bool
    /// The endpoint returns a value (not `Void`).
    package var hasResult: Bool
    /// The response action's case: `newsResponse`; empty when the call's result goes nowhere.
    package var response: String
    package var hasResponse: Bool
    /// The response action's handler, as a method of the architecture calls it with the result:
    /// `newsResponse` (its `handler:`, or its name); empty when there is no response.
    package var responseHandler: String = ""
    /// The label before the result in that call: `result: `, or empty for `_`.
    package var responseLabel: String = ""
    /// The endpoint as the client declares it, for an architecture that wraps the call in a
    /// method of its own (vsurf's unit): its `parameters` and its `call` on them.
    package var endpoint: EndpointContext? = nil
    /// That method's name: the endpoint's (`fetchPage`), or the action's before it
    /// (`refreshFetchPage`) when two effects of the feature call endpoints of one name.
    package var command: String = ""
    /// The method called with the action's values and the state read: `fetchPage(page: page)`.
    package var commandCall: String = ""
    /// The same call reading the state where it is, as an object that holds the state calls
    /// it (vsurf's state holder): `fetchPage(page: state.page)`.
    package var commandCallOnState: String = ""
    /// The call's arguments, the state read where it is: `page: state.page`.
    package var arguments: String = ""
    /// The response action's value, as its handler takes it: `Result<[NewsList.ViewState.NewsItem], any Error>`.
    package var responseType: String = ""
    /// Statements, each written on the state (`state.` or `$0.` before it): `isLoading = true`.
    package var startStatements: [String]
    /// The state's memberwise arguments once the start statements ran, for a state of lets
    /// assigned whole: `news: state.news, page: state.page, isLoading: true, errorMessage: state.errorMessage`.
    package var startState: String = ""
    /// The start statements as field and value, for an architecture that writes them elsewhere
    /// than on the state (vsurf's unit: `isLoadingSubject.value = true`).
    package var startAssignments: [AssignmentContext] = []
    /// The name of the task a builder-injected feature keeps the call in: `newsTask` (the
    /// cancellation id's, or the action's name).
    package var task: String
    /// Calls on `task` run side by side (no `cancelInFlight`): the feature keeps every one.
    package var keepsEveryTask = false
    /// The endpoint's name, as a test sets it on the client: `fetchPage`.
    package var endpointName: String = ""
    /// What a generated test sets the endpoint to: `{ page in [.init(id: 1, title: "Title")] }`,
    /// a value unlike the set field's first one where the spec's types can build it.
    package var testClosure: String = ""
    /// The endpoint returns a value a test can write (a sample or a natural one), or nothing.
    package var hasTestValue = false
    /// What the endpoint of a generated test's double returns (`[.init(id: 1)]`); empty for
    /// an endpoint that returns nothing.
    package var testValue: String = ""
    /// The call's task reads or writes the state (`stateReads` or `startStatements`), so it
    /// captures it: mvvm's task does both before the call.
    package var capturesState = false
    /// How a double's closure that ignores its values opens: `{ _ in`, `{ _, _ in`, `{`.
    package var testClosureOpening: String = "{"
    /// What a test expects of the state, as `$0.…` lines: after the action, after the response.
    package var testSendStatements: [String] = []
    package var testReceiveStatements: [String] = []
    /// The lines of `testSendStatements` that change the state, without the `_ = $0` that
    /// stands for none, for a test that adds lines of its own.
    package var testSendChanges: [String] = []
    /// The endpoint throws and its result comes back as a response: a test makes the call fail
    /// (`testFailingClosure`) and receives the failure, which changes the state by
    /// `testFailureStatements` (`$0.isLoading = false`, `$0.error = CallFailed().localizedDescription`).
    package var isFailureTestable = false
    package var testFailureStatements: [String] = []
    /// The client's type, whose test double a test of an architecture that passes clients in
    /// makes: `NewsClient` (`NewsClientDouble`).
    package var clientType: String = ""
    /// The dependency values' member a TCA test sets the client through (`$0.api`): the client's
    /// name, or for a client another feature declares, the name that feature gives it.
    package var dependencyName: String = ""
    /// A TCA test sets the endpoint through `dependencyName`: false for a protocol client (one
    /// a builder-injected feature declares), which the feature reads by `protocolKey`.
    package var isSetInTests = true
    /// `Tally.MailClientKey`: the key a TCA feature reads a protocol client by; `` for another.
    package var protocolKey: String = ""
    /// The endpoint's name with its first letter uppercased: the double's closure is
    /// `on` + it (`onFetchPage`).
    package var upperEndpointName: String = ""
    /// What the state holds while the call runs, and after the test value came back, and
    /// after a failure (the `failure:` field aside, which a test checks is set): field and value.
    package var testStartAssignments: [AssignmentContext] = []
    package var testSuccessAssignments: [AssignmentContext] = []
    package var testFailureAssignments: [AssignmentContext] = []
    /// The `String?` field a failure's text goes into (`errorMessage`); empty for none.
    package var failureField: String = ""
    package var hasFailureField = false
    /// The `failure:` field is `String?`; a `String` field is empty while there is no error.
    package var failureIsOptional = true
    /// The case of the response in a switch over the feedback or the action, as it comes back
    /// from a call that succeeded, and one that failed (empty when the endpoint does not throw):
    /// `.newsResponse(.success)`, `.newsResponse(.failure)`.
    package var responseSuccessCase: String = ""
    package var responseFailureCase: String = ""
    /// What a test sets the endpoint to when the call fails: `{ _ in throw CallFailed() }`.
    package var testFailingClosure: String = ""
    /// A test can drive the effect through a double: the result comes back as an action, and
    /// the endpoint returns a value a test can write.
    package var isTestable = false
    /// It is testable, and what it does shows in the state (a `loading:` or `set:` field) or in
    /// what its success does next (`then:`): the test of an architecture whose response handler
    /// is a method checks that.
    package var isStateTestable = false
    /// The response's `then:`, for the test that drives the effect; nil for none.
    package var then: EffectStepsContext? = nil
    /// vsurf: the unit's publisher of the call's success, which `then:` follows: `deleteSucceeded`.
    package var succeeded: String = ""
}

/// A statement of an effect as the field it sets and the value: `isLoading`, `true`.
package struct AssignmentContext: Sendable {
    package var field: String
    package var value: String
    /// The field's name where it is kept beside the feature's clients (vsurf's unit publishes
    /// it): the field's, or `loadedNews` when a client is named `news` too.
    package var output: String = ""
    /// The value is `nil`: a test asserts it as XCTest does (`XCTAssertNil`).
    package var isNil: Bool { value == "nil" }
}

/// A state field an effect writes (its `set:`, `loading:` or `failure:`), each once, in the
/// state's order: what vsurf's unit publishes and its state holder maps into the state.
package struct EffectFieldContext: Sendable {
    package var name: String
    /// Its name beside the feature's clients: see `AssignmentContext.output`.
    package var output: String
    /// Its type as written outside the state: `[NewsList.ViewState.NewsItem]`.
    package var type: String
    /// What it starts as (`initial:`, or the type's natural value): `[]`; empty for none.
    package var initial: String
    package var hasInitial: Bool
    /// The state's memberwise arguments with this field taking the value bound to its name,
    /// for a state of lets assigned whole: `news: news, page: state.page, …`.
    package var stateArguments: String
    /// vsurf: the unit whose publisher `subscribe()` maps into it (`cartUnit`).
    package var unitVariable: String = ""
}

/// An argument read from the state before the call: `let page = state.page`.
package struct StateReadContext: Sendable {
    package var name: String
    package var field: String
}

/// What the response action of an effect does with the result: the state it sets.
package struct ResponseContext: Sendable {
    /// The result is a `Result` (the endpoint throws): success and failure are handled apart.
    package var isResult: Bool
    /// The case with the success bound: `let .newsResponse(.success(news))`, or
    /// `.newsResponse(.success)` when nothing reads it; for a value that is no `Result`, the
    /// case with it bound (`let .countResponse(count)`) or bare.
    package var successPattern: String
    /// `let .newsResponse(.failure(error))`, or `.newsResponse(.failure)`.
    package var failurePattern: String
    /// The same inside a `switch` over the value: `let .success(news)`, `let .failure(error)`.
    package var successValuePattern: String
    package var failureValuePattern: String
    /// The name the value (or the success's value) is bound to.
    package var binding: String
    /// The name of the response handler's parameter, which holds the value: `value`.
    package var parameter: String
    /// Statements on the state on success (or for a value): `isLoading = false`, `news = news`.
    package var successStatements: [String]
    /// Statements on the state on failure, before the error's text is written: `isLoading = false`.
    package var failureStatements: [String]
    /// The `String?` field that takes the error's description; empty for none.
    package var failure: String
    package var hasFailure: Bool
    /// Statements to run on the state in either case are empty (`return .none` alone).
    package var hasSuccessStatements: Bool
    package var hasFailureStatements: Bool
    /// The state's memberwise arguments after the success (or failure) statements, the
    /// failure's text included, for a state of lets assigned whole (see `EffectContext.startState`).
    package var successState: String = ""
    package var failureState: String = ""
    /// The success and failure statements as field and value, the failure's text included
    /// (`errorMessage`, `error.localizedDescription`): see `EffectContext.startAssignments`.
    package var successAssignments: [AssignmentContext] = []
    package var failureAssignments: [AssignmentContext] = []
    /// The tests of the effect send this action (`EffectContext.isTestable`), so it needs no
    /// test of its own.
    package var isTestedByEffect = false
    /// The same for `EffectContext.isStateTestable`.
    package var isTestedByStateEffect = false
    /// The effect's name for the changes a model makes of its result, where the state's fields
    /// are written by the model alone (mvi's `fetchPageLoaded(_:)`): its `command`.
    package var change: String = ""
    /// The value the success change takes (`news`) and its type as the model declares the field
    /// it sets (`[NewsItem]`); empty when the effect sets no field.
    package var changeArgument: String = ""
    package var changeType: String = ""
    /// The success statements as the model writes them, `self.` before a field its parameter
    /// shadows: `isLoading = false`, `self.news = news`.
    package var changeSuccessStatements: [String] = []
    /// `then:`: the outputs the success reports and whether it closes the screen; nil for none.
    package var then: EffectStepsContext? = nil
    /// vsurf: the unit's publisher of the success, named after the command that reports
    /// through this response (the first, when several do): `deleteSucceeded`.
    package var succeeded: String = ""
}

extension EffectContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "pattern": .text(\.pattern),
        "client": .text(\.client),
        "call": .text(\.call),
        "stateReads": .objects(\.stateReads),
        "hasStateReads": .flag(\.hasStateReads),
        "captures": .text(\.captures),
        "callPrefix": .text(\.callPrefix),
        "isThrowing": .flag(\.isThrowing),
        "hasResult": .flag(\.hasResult),
        "response": .text(\.response),
        "hasResponse": .flag(\.hasResponse),
        "responseHandler": .text(\.responseHandler),
        "responseLabel": .text(\.responseLabel),
        "startStatements": .texts(\.startStatements),
        "startState": .text(\.startState),
        "startAssignments": .objects(\.startAssignments),
        "endpoint": .optional(\.endpoint),
        "command": .text(\.command),
        "commandCall": .text(\.commandCall),
        "commandCallOnState": .text(\.commandCallOnState),
        "arguments": .text(\.arguments),
        "responseType": .text(\.responseType),
        "task": .text(\.task),
        "keepsEveryTask": .flag(\.keepsEveryTask),
        "endpointName": .text(\.endpointName),
        "testClosure": .text(\.testClosure),
        "hasTestValue": .flag(\.hasTestValue),
        "testValue": .text(\.testValue),
        "testClosureOpening": .text(\.testClosureOpening),
        "capturesState": .flag(\.capturesState),
        "testSendStatements": .texts(\.testSendStatements),
        "testSendChanges": .texts(\.testSendChanges),
        "isFailureTestable": .flag(\.isFailureTestable),
        "testFailureStatements": .texts(\.testFailureStatements),
        "testReceiveStatements": .texts(\.testReceiveStatements),
        "clientType": .text(\.clientType),
        "dependencyName": .text(\.dependencyName),
        "isSetInTests": .flag(\.isSetInTests),
        "protocolKey": .text(\.protocolKey),
        "upperEndpointName": .text(\.upperEndpointName),
        "testStartAssignments": .objects(\.testStartAssignments),
        "testSuccessAssignments": .objects(\.testSuccessAssignments),
        "testFailureAssignments": .objects(\.testFailureAssignments),
        "failureField": .text(\.failureField),
        "hasFailureField": .flag(\.hasFailureField),
        "failureIsOptional": .flag(\.failureIsOptional),
        "responseSuccessCase": .text(\.responseSuccessCase),
        "responseFailureCase": .text(\.responseFailureCase),
        "testFailingClosure": .text(\.testFailingClosure),
        "isTestable": .flag(\.isTestable),
        "isStateTestable": .flag(\.isStateTestable),
        "then": .optional(\.then),
        "succeeded": .text(\.succeeded),
    ]
}

extension AssignmentContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "field": .text(\.field),
        "value": .text(\.value),
        "output": .text(\.output),
        "isNil": .flag(\.isNil),
    ]
}

extension EffectFieldContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "output": .text(\.output),
        "type": .text(\.type),
        "initial": .text(\.initial),
        "hasInitial": .flag(\.hasInitial),
        "stateArguments": .text(\.stateArguments),
        "unitVariable": .text(\.unitVariable),
    ]
}

extension StateReadContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "field": .text(\.field),
    ]
}

extension ResponseContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "isResult": .flag(\.isResult),
        "successPattern": .text(\.successPattern),
        "failurePattern": .text(\.failurePattern),
        "successValuePattern": .text(\.successValuePattern),
        "failureValuePattern": .text(\.failureValuePattern),
        "binding": .text(\.binding),
        "parameter": .text(\.parameter),
        "successStatements": .texts(\.successStatements),
        "failureStatements": .texts(\.failureStatements),
        "hasSuccessStatements": .flag(\.hasSuccessStatements),
        "hasFailureStatements": .flag(\.hasFailureStatements),
        "failure": .text(\.failure),
        "hasFailure": .flag(\.hasFailure),
        "successState": .text(\.successState),
        "failureState": .text(\.failureState),
        "successAssignments": .objects(\.successAssignments),
        "failureAssignments": .objects(\.failureAssignments),
        "isTestedByEffect": .flag(\.isTestedByEffect),
        "isTestedByStateEffect": .flag(\.isTestedByStateEffect),
        "change": .text(\.change),
        "changeType": .text(\.changeType),
        "changeArgument": .text(\.changeArgument),
        "changeSuccessStatements": .texts(\.changeSuccessStatements),
        "then": .optional(\.then),
        "succeeded": .text(\.succeeded),
    ]
}
