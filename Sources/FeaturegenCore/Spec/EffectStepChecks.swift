/// `then:` of an effect: each step is an output of the feature, whose values are state fields
/// of their types, or its `dismiss` route, last; none twice.
struct EffectStepChecks {
    let spec: FeatureSpec
    /// Whether two types are one, each spelled as outside the feature.
    let same: (String, String) -> Bool

    func check(_ effect: FeatureSpec.Effect, into diagnostics: inout DiagnosticCollector) {
        var seen: [String: SourceLocation] = [:]
        for (index, step) in effect.then.enumerated() {
            if let first = seen[step.name] {
                diagnostics.error(
                    "'then' names '\(step.name)' twice", at: step.location, notes: [.init("it is first named here", at: first)])
                continue
            }
            seen[step.name] = step.location
            if let output = spec.output.first(where: { $0.name == step.name }) {
                check(step, reporting: output, into: &diagnostics)
            } else if let route = spec.routes.first(where: { $0.name == step.name }) {
                check(step, opening: route, isLast: index == effect.then.count - 1, into: &diagnostics)
            } else {
                let candidates = spec.output.map(\.name) + spec.routes.filter { $0.kind == .dismiss }.map(\.name)
                diagnostics.error(
                    "'then' names '\(step.name)', which is neither an output nor the dismiss route of \(spec.name)",
                    at: step.location,
                    notes: DidYouMean.notes(
                        for: step.name, among: candidates,
                        listing: candidates.isEmpty
                            ? "declare an output under 'output:', or a route '- dismiss' under 'routes:'"
                            : "its outputs and dismiss route: \(candidates.joined(separator: ", "))"))
            }
        }
    }

    /// Each of the output's values is read from the field `arguments` names, or the field of
    /// its label's name, of the value's type.
    private func check(_ step: FeatureSpec.Step, reporting output: FeatureSpec.OutputCallback, into diagnostics: inout DiagnosticCollector)
    {
        let labels = output.parameters.map { $0.label ?? "" }
        for argument in step.arguments where !labels.contains(argument.label) {
            let named = argument.label.isEmpty ? "an unlabelled value" : "no value '\(argument.label)'"
            diagnostics.error(
                "output '\(output.name)' has \(named)", at: argument.location,
                notes: [.init(labels.isEmpty ? "it reports no value: write '- \(output.name)'" : "its values: \(Self.list(labels))")])
        }
        for parameter in output.parameters {
            let label = parameter.label ?? ""
            let argument = step.arguments.first { $0.label == label }
            guard let source = argument?.source ?? parameter.label else {
                diagnostics.error(
                    "output '\(output.name)' reports an unlabelled '\(parameter.type)': 'then' does not say which state field it is",
                    at: step.location, notes: [.init("write '- { \(output.name): <field> }'")])
                continue
            }
            let location = argument?.location ?? step.location
            guard let field = spec.state.first(where: { $0.name == source }) else {
                diagnostics.error(
                    "'\(source)' is not a state field, so 'then' has no '\(parameter.type)' for output '\(output.name)'",
                    at: location,
                    notes: DidYouMean.notes(
                        for: source, among: spec.state.map(\.name),
                        listing: "name the field in '- { \(output.name): { \(label.isEmpty ? "_" : label): <field> } }'"))
                continue
            }
            if !same(field.type, parameter.type) {
                diagnostics.error(
                    "output '\(output.name)' reports '\(parameter.type)', but '\(source)' is '\(field.type)'", at: location,
                    notes: [.init("the field is declared here", at: field.location)])
            }
        }
    }

    /// Only the screen's `dismiss` route, which takes nothing, last: a call's success closes
    /// the screen, and opening another is an action's (`opens:`).
    private func check(
        _ step: FeatureSpec.Step, opening route: FeatureSpec.Route, isLast: Bool, into diagnostics: inout DiagnosticCollector
    ) {
        guard route.kind == .dismiss, route.parameters.isEmpty else {
            diagnostics.error(
                "'then' names the route '\(route.name)', which opens something; only the dismiss route can follow a call",
                at: step.location,
                notes: [.init("open '\(route.name)' from an action of its own ('opens: \(route.name)'), or in the response's handler")])
            return
        }
        if !step.arguments.isEmpty {
            diagnostics.error("the route '\(route.name)' takes no values", at: step.location)
        }
        if !isLast {
            diagnostics.error(
                "'\(route.name)' closes the screen, so it comes last in 'then'", at: step.location,
                notes: [.init("move the outputs before it")])
        }
    }

    private static func list(_ labels: [String]) -> String {
        labels.map { $0.isEmpty ? "_" : $0 }.joined(separator: ", ")
    }
}
