/// The test of an action that cancels an effect (`cancels: load`): the action that starts the
/// effect runs against a double whose call answers only once it is cancelled, then the
/// cancelling action is sent, and the test expects what cancelling sets and the call cancelled
/// (the double, `HangingCall`, notes it).
package struct CancelTestContext: Sendable {
    /// The action that starts the cancelled effect, with its `effect` (one item): the test
    /// sends its `sampleValue` and makes the double of its client.
    package var start: [ActionContext]
    /// What cancelling sets, as a test expects it: `isLoading = false`.
    package var assignments: [AssignmentContext]
    /// A test sets the start's client as a member of the dependency values
    /// (`EffectContext.isSetInTests`): tca's cancel test overrides its endpoint there.
    package var isSetInTests = true
}

extension CancelTestContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "start": .objects(\.start),
        "assignments": .objects(\.assignments),
        "isSetInTests": .flag(\.isSetInTests),
    ]
}
