/// Where an architecture sends an alert button's `action:` as an action of the feature
/// (manifest `alertButtons: actions`), the button names one the feature handles: a declared
/// action without values, or an action added here, which the validator then checks like any
/// other (its name against the cases, handlers and members beside it).
extension FeatureSpec {
    mutating func addAlertButtonActions(into diagnostics: inout DiagnosticCollector) {
        for route in routes {
            for button in route.alert?.buttons ?? [] {
                guard let name = button.action else { continue }
                if let action = actions.first(where: { $0.name == name }) {
                    if !action.parameters.isEmpty, !action.isAlertButtonAction {
                        diagnostics.error(
                            "the button '\(button.title)' of alert route '\(route.name)' sends '\(name)', an action that takes values",
                            at: button.location,
                            notes: [
                                .init("the action is declared here", at: action.location),
                                .init("a button sends an action without values: name another one, which featuregen adds"),
                            ])
                    }
                    continue
                }
                var action = Action(name: name, parameters: [], location: button.location)
                action.isAlertButtonAction = true
                actions.append(action)
            }
        }
    }
}
