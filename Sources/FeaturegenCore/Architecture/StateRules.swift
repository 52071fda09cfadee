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
    /// `keepsInput:`: the feature keeps its whole `Input` (mvvm's view model), so an input
    /// field that no state field reads is still there for the user's code.
    package var keepsInput = false

    package init(conforms: [String] = [], subviewConforms: [String] = [], optionalInput: Bool = false, keepsInput: Bool = false) {
        self.conforms = conforms
        self.subviewConforms = subviewConforms
        self.optionalInput = optionalInput
        self.keepsInput = keepsInput
    }

    /// What a manifest without `state:` declares: mvvm's, the default architecture's.
    package static let mvvm = StateRules(optionalInput: true, keepsInput: true)

    static let keys = ["conforms", "subviewConforms", "optionalInput", "keepsInput"]
}
