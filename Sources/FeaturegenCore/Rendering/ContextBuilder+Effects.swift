/// The effects as templates see them: the action that calls an endpoint, and the action its
/// result comes back as. The spec was validated, so every name resolves.
extension ContextBuilder {
    /// The endpoint an effect calls: declared by this spec or another spec of the project.
    func endpoint(of effect: FeatureSpec.Effect, in spec: FeatureSpec) -> FeatureSpec.Endpoint? {
        guard let dependency = spec.dependencies.first(where: { $0.name == effect.client }) else { return nil }
        let declared =
            dependency.endpoints.isEmpty
            ? opened.dependencies.values.lazy.flatMap { $0 }.first { $0.type == dependency.type && !$0.endpoints.isEmpty }?.endpoints
            : dependency.endpoints
        return declared?.first { $0.name == effect.endpoint }
    }

    /// Adds to `actions` the effects of the spec's actions and the handling of their responses.
    func addEffects(to actions: inout [ActionContext], of spec: FeatureSpec) {
        for (index, action) in spec.actions.enumerated() {
            guard let effect = action.effect, let endpoint = endpoint(of: effect, in: spec) else { continue }
            actions[index].effect = Self.effectContext(effect, endpoint, of: action)
            if let response = effect.response, let responseIndex = spec.actions.firstIndex(where: { $0.name == response }) {
                actions[responseIndex].response = Self.responseContext(effect, endpoint, of: spec.actions[responseIndex])
            }
        }
    }

    static func effectContext(_ effect: FeatureSpec.Effect, _ endpoint: FeatureSpec.Endpoint, of action: FeatureSpec.Action)
        -> EffectContext
    {
        let bindings = Self.bindings(action.parameters)
        var reads: [StateReadContext] = []
        let arguments = endpoint.parameters.map { parameter -> String in
            guard let label = parameter.label else { return bindings.first ?? "value" }
            let source = effect.arguments.first { $0.label == label }?.source ?? label
            let value: String
            if let index = action.parameters.firstIndex(where: { $0.label == source }) {
                value = bindings[index]
            } else {
                value = SwiftIdentifier.escaped(source)
                if !reads.contains(where: { $0.name == value }) { reads.append(.init(name: value, field: value)) }
            }
            return "\(SwiftIdentifier.argumentLabel(label)): \(value)"
        }
        let used = bindings.enumerated().map { index, binding in
            arguments.contains { $0.hasSuffix(": \(binding)") || $0 == binding } ? binding : "_"
        }
        let name = SwiftIdentifier.escaped(action.name)
        let client = SwiftIdentifier.escaped(effect.client)
        let response = effect.response.map(SwiftIdentifier.escaped) ?? ""
        return EffectContext(
            pattern: used.allSatisfy { $0 == "_" } ? ".\(name)" : "let .\(name)(\(used.joined(separator: ", ")))",
            client: client,
            call: "\(client).\(SwiftIdentifier.escaped(endpoint.name))(\(arguments.joined(separator: ", ")))",
            stateReads: reads, hasStateReads: !reads.isEmpty,
            captures: ([client] + reads.map { "\($0.name) = state.\($0.field)" }).joined(separator: ", "),
            callPrefix: (endpoint.isThrowing ? "try " : "") + (endpoint.isAsync ? "await " : ""),
            isThrowing: endpoint.isThrowing, hasResult: endpoint.returnType != nil,
            response: response, hasResponse: !response.isEmpty,
            startStatements: effect.loading.map { ["\(SwiftIdentifier.escaped($0)) = true"] } ?? [],
            task: (action.cancellableID ?? action.name) + "Task")
    }

    static func responseContext(
        _ effect: FeatureSpec.Effect, _ endpoint: FeatureSpec.Endpoint, of response: FeatureSpec.Action
    ) -> ResponseContext {
        let name = SwiftIdentifier.escaped(response.name)
        let loading = effect.loading.map { ["\(SwiftIdentifier.escaped($0)) = false"] } ?? []
        let set = effect.set.map(SwiftIdentifier.escaped)
        let failure = effect.failure.map(SwiftIdentifier.escaped) ?? ""
        let isResult = endpoint.isThrowing
        // A set field names the value it takes, as hand-written reducers do (`.success(news)`).
        let binding = isResult ? (set ?? "value") : (Self.bindings(response.parameters).first ?? "value")
        let success = loading + (set.map { ["\($0) = \(binding)"] } ?? [])
        let successValue = set == nil ? ".success" : "let .success(\(binding))"
        let failureValue = failure.isEmpty ? ".failure" : "let .failure(error)"
        return ResponseContext(
            isResult: isResult,
            successPattern: isResult
                ? (set == nil ? ".\(name)(.success)" : "let .\(name)(.success(\(binding)))")
                : (set == nil ? ".\(name)" : "let .\(name)(\(binding))"),
            failurePattern: failure.isEmpty ? ".\(name)(.failure)" : "let .\(name)(.failure(error))",
            successValuePattern: successValue, failureValuePattern: failureValue,
            binding: binding, parameter: Self.bindings(response.parameters).first ?? "value", successStatements: success,
            failureStatements: loading, failure: failure,
            hasFailure: !failure.isEmpty, hasSuccessStatements: !success.isEmpty,
            hasFailureStatements: !loading.isEmpty || !failure.isEmpty)
    }
}
