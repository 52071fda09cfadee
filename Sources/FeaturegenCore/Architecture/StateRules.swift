/// What an architecture's templates make of a feature's state, read from the manifest's
/// `state:` block, so that validation can tell a spec whose output would not compile, or
/// would drop a value, before anything is written.
package struct StateRules: Sendable, Equatable {
    /// `conforms:`: the protocols the feature's state declares (`struct State: Equatable,
    /// Sendable`); the type of every stored field must conform to them too.
    package var conforms: [String] = []
    /// `subviewConforms:`: the protocols each subview's `ViewState` declares.
    package var subviewConforms: [String] = []
    /// `optionalInput:`: the state is built from an optional `Input` (`init(input: Input?)`),
    /// so a field read from the input needs an `initial:` value for when there is none.
    package var optionalInput = false
    /// `keepsInput:`: the feature keeps the input fields the state does not hold, in its
    /// `Input` (mvvm's view model) or one by one (statecontainer's reducer), so an input field
    /// that no state field reads is still there for the user's code.
    package var keepsInput = false
    /// `keepsAlerts:`: the state keeps the alert and the confirmation dialog the screen shows
    /// (`var alert: Alert?`, `var confirmationDialog: ConfirmationDialog?`), and the view sends
    /// `alertDismissed` / `confirmationDialogDismissed` when one closes (statecontainer), so
    /// those names are taken and a state of cases cannot show an alert.
    package var keepsAlerts = false
    /// `keepsAppearance:`: the state keeps whether the screen has appeared (`var hasAppeared`),
    /// which the appear action sets and checks (tca), so a spec with an appear action cannot
    /// name a state field `hasAppeared`.
    package var keepsAppearance = false
    /// `when:`: a boolean option of the architecture; the conformances hold only in specs
    /// where it is true (tca's `equatable`).
    package var condition: String?
    /// Where `when:` names it, for a diagnostic when the manifest has no such option.
    package var conditionLocation: SourceLocation?

    package init(conforms: [String] = [], subviewConforms: [String] = [], optionalInput: Bool = false, keepsInput: Bool = false) {
        self.conforms = conforms
        self.subviewConforms = subviewConforms
        self.optionalInput = optionalInput
        self.keepsInput = keepsInput
    }

    /// What a manifest without `state:` declares: mvvm's, the default architecture's.
    package static let mvvm = StateRules(optionalInput: true, keepsInput: true)

    static let keys = ["conforms", "subviewConforms", "optionalInput", "keepsInput", "keepsAlerts", "keepsAppearance", "when"]

    /// The rules for one spec: without the conformances when the option `when:` names is
    /// false in it (or by default).
    func applied(to spec: FeatureSpec, options: [SpecOption]) -> StateRules {
        guard let condition else { return self }
        let value = spec.options[condition] ?? options.first { $0.name == condition }?.defaultValue
        guard value != .boolean(true) else { return self }
        var rules = self
        rules.conforms = []
        rules.subviewConforms = []
        return rules
    }
}
