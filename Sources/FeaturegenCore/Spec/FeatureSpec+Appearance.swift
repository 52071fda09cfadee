extension FeatureSpec {
    /// The action the view sends when the screen appears: `viewDidLoad` or `onAppear`, without
    /// values, if the spec declares one.
    package var appearAction: Action? {
        actions.first { ["viewDidLoad", "onAppear"].contains($0.name) && $0.parameters.isEmpty }
    }
}

extension SpecValidator {
    /// Where the state keeps the first appearance (`keepsAppearance:`), `hasAppeared` is the
    /// state's field once the spec has an appear action: no state field may take the name.
    func checkKeptAppearance(_ spec: FeatureSpec, _ diagnostics: inout DiagnosticCollector) {
        guard let action = spec.appearAction,
            let field = spec.state.first(where: { $0.name == GeneratedNames.appearanceField })
        else { return }
        diagnostics.error(
            "state field '\(field.name)' is the field the state keeps the first '\(action.name)' in",
            at: field.location, notes: [.init("rename the field")])
    }
}

extension ContextBuilder {
    /// Marks the appear action, and whether its test is the check that it runs once.
    static func markAppearance(of context: inout ActionContext, _ action: FeatureSpec.Action, in spec: FeatureSpec) {
        guard action == spec.appearAction else { return }
        context.isAppearAction = true
        context.checksFirstAppearance =
            action.effect == nil && action.cancellableID == nil && action.cancelsID == nil && context.route == nil
            && !context.reportsOutput
    }
}
