/// The effects of a spec's actions (`effect:`): the endpoint exists, each of its parameters
/// has a value of its type, the response action takes what the endpoint returns, and the
/// state fields the effect sets have the types it writes into them.
struct EffectChecks {
    let spec: FeatureSpec
    /// The endpoints of a client by its type, when a spec of the project declares it; nil for
    /// a client written by hand, whose endpoints featuregen does not know. Another spec's are
    /// spelled as outside it, its types qualified (`[Numbers.ViewState.Entry]`).
    let endpoints: (String) -> [FeatureSpec.Endpoint]?

    /// Which effects a run checks: the spec's own validator those whose client the spec
    /// declares (and those that name no dependency), the project's those of other specs' clients.
    enum Scope {
        case ownClients
        case otherSpecsClients
    }

    func check(_ scope: Scope, into diagnostics: inout DiagnosticCollector) {
        for action in spec.actions {
            guard let effect = action.effect else { continue }
            guard let dependency = spec.dependencies.first(where: { $0.name == effect.client }) else {
                if scope == .ownClients { reportUnknownClient(effect, into: &diagnostics) }
                continue
            }
            guard (scope == .ownClients) == !dependency.endpoints.isEmpty else { continue }
            guard let endpoints = endpoints(dependency.type) else {
                diagnostics.error(
                    "'\(effect.client)' (\(dependency.type)) is declared by no spec of the project, so featuregen does not know its endpoints",
                    at: effect.location(of: "call"),
                    notes: [.init("declare its endpoints under 'dependencies: { \(effect.client): { endpoints: … } }' in one spec")])
                continue
            }
            guard let endpoint = endpoints.first(where: { $0.name == effect.endpoint }) else {
                diagnostics.error(
                    "'\(effect.client)' has no endpoint '\(effect.endpoint)'", at: effect.location(of: "call"),
                    notes: DidYouMean.notes(
                        for: effect.endpoint, among: endpoints.map(\.name),
                        listing: "its endpoints: \(endpoints.map(\.name).joined(separator: ", "))"))
                continue
            }
            check(action, effect, endpoint, into: &diagnostics)
        }
        if scope == .ownClients { checkSharedResponses(into: &diagnostics) }
    }

    /// An action is the response of one effect: its handling is written from that effect.
    private func checkSharedResponses(into diagnostics: inout DiagnosticCollector) {
        var responses: [String: FeatureSpec.Effect] = [:]
        for action in spec.actions {
            guard let effect = action.effect, let response = effect.response else { continue }
            if let first = responses[response] {
                diagnostics.error(
                    "'\(response)' is the response of two effects", at: effect.location(of: "response"),
                    notes: [.init("the other names it here", at: first.location(of: "response"))])
            }
            responses[response] = effect
        }
    }

    private func reportUnknownClient(_ effect: FeatureSpec.Effect, into diagnostics: inout DiagnosticCollector) {
        let names = spec.dependencies.map(\.name)
        if spec.keyPathDependencies.contains(where: { $0.name == effect.client }) {
            diagnostics.error(
                "'\(effect.client)' is a dependency named by a key path, whose endpoints featuregen does not know",
                at: effect.location(of: "call"), notes: [.init("call a client the project declares with its endpoints")])
            return
        }
        diagnostics.error(
            "'\(effect.client)' is not a dependency of the feature", at: effect.location(of: "call"),
            notes: DidYouMean.notes(
                for: effect.client, among: names,
                listing: names.isEmpty
                    ? "add it under 'dependencies:' with its endpoints" : "its dependencies: \(names.joined(separator: ", "))"))
    }

    private func check(
        _ action: FeatureSpec.Action, _ effect: FeatureSpec.Effect, _ endpoint: FeatureSpec.Endpoint,
        into diagnostics: inout DiagnosticCollector
    ) {
        let call = "'\(effect.client).\(effect.endpoint)'"
        checkArguments(action, effect, endpoint, into: &diagnostics)
        let result = endpoint.returnType
        let needsResponse = endpoint.isThrowing || result != nil
        guard let responseName = effect.response else {
            if needsResponse {
                let value = Self.responseValue(of: endpoint)
                diagnostics.error(
                    "the result of \(call) comes back to no action", at: effect.location,
                    notes: [
                        .init(
                            "add 'response: \(action.name)Response' to the effect and declare the action '- \(action.name)Response: \"\(value)\"'"
                        )
                    ])
            }
            for key in ["set", "loading", "failure", "then"] where effect.keyLocations[key] != nil {
                diagnostics.error("'\(key)' needs a 'response' action, which ends the call", at: effect.location(of: key))
            }
            return
        }
        guard let response = spec.actions.first(where: { $0.name == responseName }) else {
            diagnostics.error(
                "the response action '\(responseName)' is not an action of the feature", at: effect.location(of: "response"),
                notes: DidYouMean.notes(
                    for: responseName, among: spec.actions.map(\.name),
                    listing: "declare it under 'actions:': '- \(responseName): \"\(Self.responseValue(of: endpoint))\"'"))
            return
        }
        if response.name == action.name || response.effect != nil || spec.opensRoute(response) {
            diagnostics.error(
                "the response action '\(responseName)' \(response.name == action.name ? "is the action that calls" : response.effect != nil ? "calls an endpoint itself" : "opens a route")",
                at: effect.location(of: "response"),
                notes: [.init("name an action of its own that only takes the result")])
            return
        }
        let expected = Self.responseValue(of: endpoint)
        let written = response.parameters.map(\.type)
        let fits =
            expected.isEmpty
            ? written.isEmpty
            : written.count == 1 && Self.responseTypes(of: endpoint, outside).contains(compared(written[0]))
        if !fits {
            diagnostics.error(
                "the response action '\(responseName)' takes \(written.isEmpty ? "no value" : "'\(written.joined(separator: ", "))'"), but \(call) gives \(expected.isEmpty ? "none" : "'\(expected)'")",
                at: response.location,
                notes: [
                    .init(
                        expected.isEmpty
                            ? "declare it without a value: '- \(responseName)'" : "declare it as '- \(responseName): \"\(expected)\"'"),
                    .init("the effect is here", at: effect.location(of: "response")),
                ])
        }
        EffectStepChecks(spec: spec, same: same).check(effect, into: &diagnostics)
        if let set = effect.set {
            if let result {
                checkField(
                    set, "set", of: effect, types: [result, "\(result)?"], want: "'\(result)', what \(call) returns", into: &diagnostics)
            } else {
                diagnostics.error("\(call) returns nothing to set '\(set)' to", at: effect.location(of: "set"))
            }
        }
        if let loading = effect.loading {
            checkField(loading, "loading", of: effect, types: ["Bool"], want: "'Bool'", into: &diagnostics)
        }
        if let failure = effect.failure {
            if endpoint.isThrowing {
                checkField(
                    failure, "failure", of: effect, types: ["String?", "Optional<String>", "String"], want: "'String?'",
                    into: &diagnostics)
            } else {
                diagnostics.error("\(call) does not throw, so it has no failure for '\(failure)'", at: effect.location(of: "failure"))
            }
        }
    }

    /// Each of the endpoint's parameters is read from the name `arguments:` gives it, or the
    /// action's value or state field of its label (an unlabelled one, from the action's only
    /// value), of the parameter's type.
    private func checkArguments(
        _ action: FeatureSpec.Action, _ effect: FeatureSpec.Effect, _ endpoint: FeatureSpec.Endpoint,
        into diagnostics: inout DiagnosticCollector
    ) {
        let labels = endpoint.parameters.compactMap(\.label)
        for argument in effect.arguments where !labels.contains(argument.label) {
            diagnostics.error(
                "'\(effect.client).\(effect.endpoint)' has no parameter '\(argument.label)'", at: argument.location,
                notes: DidYouMean.notes(
                    for: argument.label, among: labels,
                    listing: labels.isEmpty ? "it takes no labelled parameter" : "its parameters: \(labels.joined(separator: ", "))"))
        }
        for parameter in endpoint.parameters {
            guard let label = parameter.label else {
                if action.parameters.count != 1 || !same(action.parameters[0].type, parameter.type) {
                    diagnostics.error(
                        "'\(effect.client).\(effect.endpoint)' takes an unlabelled '\(parameter.type)', which '\(action.name)' does not carry as its only value",
                        at: effect.location(of: "call"),
                        notes: [.init("give the endpoint's parameter a label, or let the action carry one '\(parameter.type)'")])
                }
                continue
            }
            let argument = effect.arguments.first { $0.label == label }
            let source = argument?.source ?? label
            let location = argument?.location ?? effect.location(of: "call")
            let type: String? =
                action.parameters.first { $0.label == source }?.type ?? spec.state.first { $0.name == source }?.type
            guard let type else {
                let candidates = action.parameters.compactMap(\.label) + spec.state.map(\.name)
                diagnostics.error(
                    "parameter '\(label)' of '\(effect.client).\(effect.endpoint)' has no value: '\(source)' is neither a value of '\(action.name)' nor a state field",
                    at: location,
                    notes: DidYouMean.notes(
                        for: source, among: candidates,
                        listing: "name one in 'arguments: { \(label): … }', or give the action a value '\(label): \(parameter.type)'"))
                continue
            }
            if !same(type, parameter.type) {
                diagnostics.error(
                    "parameter '\(label)' of '\(effect.client).\(effect.endpoint)' is '\(parameter.type)', but '\(source)' is '\(type)'",
                    at: location, notes: [.init("name a value of type '\(parameter.type)' in 'arguments: { \(label): … }'")])
            }
        }
    }

    private func checkField(
        _ name: String, _ key: String, of effect: FeatureSpec.Effect, types: [String], want: String,
        into diagnostics: inout DiagnosticCollector
    ) {
        let location = effect.location(of: key)
        guard let field = spec.state.first(where: { $0.name == name }) else {
            diagnostics.error(
                "'\(key)' names '\(name)', which is not a state field", at: location,
                notes: DidYouMean.notes(for: name, among: spec.state.map(\.name), listing: "add it under 'state:' as \(want)"))
            return
        }
        if field.derivedExpression != nil || field.isLet || field.shared != nil {
            let kind = field.derivedExpression != nil ? "derived" : field.isLet ? "a 'let'" : "shared"
            diagnostics.error(
                "'\(key)' names '\(name)', a \(kind) field the effect cannot write", at: location,
                notes: [.init("the field is declared here", at: field.location)])
        } else if !types.map(compared).contains(compared(field.type)) {
            diagnostics.error(
                "'\(key)' names '\(name)', which is '\(field.type)' where the effect writes \(want)", at: location,
                notes: [.init("the field is declared here", at: field.location)])
        }
    }

    /// What the response action carries: `Result<[Item], any Error>` for an endpoint that
    /// throws, its result for one that does not, and nothing for `Void`.
    static func responseValue(of endpoint: FeatureSpec.Endpoint) -> String {
        let result = endpoint.returnType ?? "Void"
        if endpoint.isThrowing { return "Result<\(result), any Error>" }
        return endpoint.returnType ?? ""
    }

    /// The spellings of the response's value that fit, normalized.
    private static func responseTypes(of endpoint: FeatureSpec.Endpoint, _ outside: (String) -> String) -> [String] {
        let result = normalized(outside(endpoint.returnType ?? "Void"))
        guard endpoint.isThrowing else { return [result] }
        let results = endpoint.returnType == nil ? [result, "()"] : [result]
        return results.flatMap { ["Result<\($0),anyError>", "Result<\($0),Error>", "Result<\($0),Swift.Error>"] }
    }

    /// The type without spaces, as written types are compared.
    static func normalized(_ type: String) -> String {
        String(type.filter { !$0.isWhitespace })
    }

    /// The type as outside the feature: its own nested types qualified (`Numbers.ViewState.Entry`),
    /// as another feature's endpoints are spelled, so that either spelling of one type matches.
    private func outside(_ type: String) -> String {
        TypeExpression.qualify(type, with: GeneratedNames.qualifiedTypes(of: spec))
    }

    /// The type as types are compared: outside the feature, without spaces.
    private func compared(_ type: String) -> String {
        Self.normalized(outside(type))
    }

    /// The two types are one, each spelled as outside the feature.
    private func same(_ first: String, _ second: String) -> Bool {
        compared(first) == compared(second)
    }
}
