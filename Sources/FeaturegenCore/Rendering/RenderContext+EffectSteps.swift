/// What a call that succeeded does next (`then:`): the outputs it reports to the feature's
/// owner, in order, and whether it then closes the screen.
package struct EffectStepsContext: Sendable {
    package var outputs: [StepOutputContext]
    package var hasOutputs: Bool
    /// It closes the screen last, through the `dismiss` route (`route`).
    package var dismisses: Bool
    package var route: String
    /// One output and nothing after it: reported at once (tca's `.send`), not from a task.
    package var isOneOutput: Bool
    /// The state fields the outputs read, each once, as names bound before they are reported.
    package var reads: [StateReadContext]
    package var hasReads: Bool
    /// Those reads as a capture list's entries: `syncUpID = state.syncUpID`.
    package var captures: String
    /// How a closure that reports the outputs and then dismisses opens, capturing the reads and
    /// the route's dependency: `{ [syncUpID = state.syncUpID, dismiss] send in`, `{ [dismiss] _ in`.
    package var runOpening: String
    /// Each step as a case of an output enum that holds the routes too, its values read from
    /// the state: `.didDelete(id: state.syncUpID)`, `.dismiss`.
    package var casesOnState: [String]
    /// The outputs as an output spy records them, as a Swift list's items:
    /// `"didDelete(\(state.syncUpID))"`.
    package var recordedCalls: String
}

/// An output a call's success reports, its values read from state fields.
package struct StepOutputContext: Sendable {
    package var name: String
    /// The case with the values bound before (`didDelete(id: syncUpID)`); bare without values.
    package var outputCase: String
    /// The case reading the state where it is: `didDelete(id: state.syncUpID)`.
    package var outputCaseOnState: String
    /// A method's call with the values bound before: `didDelete(id: syncUpID)`, `didFinish()`.
    package var methodCall: String
    /// A closure's call, its values unlabelled: `didDelete(syncUpID)`.
    package var closureCall: String
    /// As an output spy records it, the values read from a test's `state`:
    /// `didDelete(\(state.syncUpID))`, `didFinish`.
    package var recordedCall: String
}

extension EffectStepsContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "outputs": .objects(\.outputs),
        "hasOutputs": .flag(\.hasOutputs),
        "dismisses": .flag(\.dismisses),
        "route": .text(\.route),
        "isOneOutput": .flag(\.isOneOutput),
        "reads": .objects(\.reads),
        "hasReads": .flag(\.hasReads),
        "captures": .text(\.captures),
        "runOpening": .text(\.runOpening),
        "recordedCalls": .text(\.recordedCalls),
        "casesOnState": .texts(\.casesOnState),
    ]
}

extension StepOutputContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "outputCase": .text(\.outputCase),
        "outputCaseOnState": .text(\.outputCaseOnState),
        "methodCall": .text(\.methodCall),
        "closureCall": .text(\.closureCall),
        "recordedCall": .text(\.recordedCall),
    ]
}
