/// The routes: their values and handled outputs, alerts, and the router's own properties.
extension SpecValidator {
    func checkRoutes(_ diagnostics: inout DiagnosticCollector) {
        reserved(spec.routes.map { ($0.name, $0.location) }, GeneratedNames.routerMembers, "the router", &diagnostics)
        for route in spec.routes {
            checkParameters(.init(name: route.name, parameters: route.parameters, location: route.location), &diagnostics)
            if route.parameters.contains(where: { $0.label == nil }) {
                diagnostics.error(
                    "the input of route '\(route.name)' needs a label for each value", at: route.location,
                    notes: [.init("write it as 'input: { name: Type }'")])
            }
            checkUnique(route.handledOutputs.map { ($0.output, $0.location) }, "handled output of route '\(route.name)'", &diagnostics)
            if case .alert = route.kind {
                checkAlert(route, &diagnostics)
            }
        }
        if stateRules.keepsAlerts { checkKeptAlerts(&diagnostics) }
        checkOpenedRoutes(&diagnostics)
    }

    /// `opens: edit` names a route of the spec that takes the action's values, which the
    /// generated code passes on.
    private func checkOpenedRoutes(_ diagnostics: inout DiagnosticCollector) {
        for action in spec.actions {
            guard let name = action.opens, let location = action.opensLocation else { continue }
            guard let route = spec.routes.first(where: { $0.name == name }) else {
                let routes = spec.routes.map(\.name)
                diagnostics.error(
                    "action '\(action.name)' opens '\(name)', which is no route of \(spec.name)", at: location,
                    notes: suggestion(name, routes)
                        + [
                            .init(
                                routes.isEmpty ? "declare the route under 'routes:'" : "its routes are: \(routes.joined(separator: ", "))")
                        ])
                continue
            }
            if route.parameters != action.parameters {
                func values(_ parameters: [FeatureSpec.Parameter]) -> String {
                    parameters.isEmpty
                        ? "no values" : "(\(parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ")))"
                }
                diagnostics.error(
                    "action '\(action.name)' opens route '\(name)', which takes \(values(route.parameters)) where the action has \(values(action.parameters))",
                    at: location,
                    notes: [
                        .init("the route is declared here", at: route.location),
                        .init("give the action the route's values: the route opens with them"),
                    ])
            }
        }
    }

    /// Where the state keeps the alert on screen (`keepsAlerts:`), its field and the input that
    /// closes it are the feature's names: no state field or action may take them, and a state
    /// of cases has no field to keep it in.
    private func checkKeptAlerts(_ diagnostics: inout DiagnosticCollector) {
        let alerts = spec.routes.filter { if case .alert = $0.kind { true } else { false } }
        guard let first = alerts.first else { return }
        if let location = spec.stateCasesLocation, !spec.stateCases.isEmpty {
            diagnostics.error(
                "alert route '\(first.name)' is shown from a field of the state, which a state of cases does not have",
                at: first.location,
                notes: [
                    .init("the state is a list of cases here", at: location),
                    .init("write the state as fields, or make it a case's value and show the alert in your own code"),
                ])
            return
        }
        let styles = Set(alerts.map { $0.alert?.isConfirmationDialog == true ? "confirmationDialog" : "alert" })
        for style in styles.sorted() {
            if let field = spec.state.first(where: { $0.name == style }) {
                diagnostics.error(
                    "state field '\(style)' is the field the state keeps the \(style == "alert" ? "alert" : "confirmation dialog") on screen in",
                    at: field.location, notes: [.init("rename the field")])
            }
            if let action = spec.actions.first(where: { $0.name == style + "Dismissed" }) {
                diagnostics.error(
                    "action '\(action.name)' is the input the view sends when the \(style == "alert" ? "alert" : "confirmation dialog") closes",
                    at: action.location, notes: [.init("rename the action")])
            }
        }
    }

    /// An alert route's title comes from its input or its `alert:`, once; its message at most
    /// once; its buttons' actions are cases of one enum, so a name with other values would
    /// clash, and there is at most one cancel button.
    private func checkAlert(_ route: FeatureSpec.Route, _ diagnostics: inout DiagnosticCollector) {
        let inputTitle = route.parameters.contains { $0.label == "title" }
        let inputMessage = route.parameters.contains { $0.label == "message" }
        let alert = route.alert
        if !inputTitle, alert?.title == nil {
            diagnostics.error(
                "alert route '\(route.name)' needs a title", at: route.location,
                notes: [.init("write it as 'alert: { title: Delete? }', or pass it: 'input: { title: String, message: String }'")])
        }
        guard let alert else { return }
        if inputTitle, alert.title != nil {
            diagnostics.error(
                "alert route '\(route.name)' has a title in its input and in its 'alert:'", at: alert.location,
                notes: [.init("keep one: the input's title is passed by the action, the alert's is fixed")])
        }
        if inputMessage, alert.message != nil {
            diagnostics.error(
                "alert route '\(route.name)' has a message in its input and in its 'alert:'", at: alert.location,
                notes: [.init("keep one: the input's message is passed by the action, the alert's is fixed")])
        }
        let cancels = alert.buttons.filter { $0.role == .cancel }
        if cancels.count > 1 {
            diagnostics.error("alert route '\(route.name)' has more than one cancel button", at: cancels[1].location)
        }
        var seen: Set<String> = []
        for button in alert.buttons {
            guard let action = button.action else { continue }
            if !seen.insert(action).inserted {
                diagnostics.error("alert route '\(route.name)' has two buttons with the action '\(action)'", at: button.location)
            }
        }
    }

    /// The router's members besides its stored properties: its routes' methods, and what every
    /// router that featuregen writes declares (a UIKit router's `parentViewController` and
    /// `reducer`, a SwiftUI router's `body` and `screen`).
    static let routerMembers: Set<String> = ["parentViewController", "reducer", "body", "screen", "screenType", "intent", "init"]

    /// A router property may not take the name of a route (its method) or of what the router
    /// already declares.
    func checkRouterProperties(_ diagnostics: inout DiagnosticCollector) {
        for property in spec.routerProperties {
            let key = SwiftIdentifier.collisionKey(property.name)
            if let route = spec.routes.first(where: { SwiftIdentifier.collisionKey($0.name) == key }) {
                diagnostics.error(
                    "router property '\(property.name)' has the name of route '\(route.name)', a method of the same router",
                    at: property.location, notes: [.init("route '\(route.name)' is declared here", at: route.location)])
            } else if Self.routerMembers.contains(property.name) {
                diagnostics.error(
                    "router property '\(property.name)' is a name the router already declares",
                    at: property.location,
                    notes: [.init("the router declares: \(Self.routerMembers.sorted().joined(separator: ", ")); choose another name")])
            }
        }
    }
}
