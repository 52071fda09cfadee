/// The effects as templates see them: the action that calls an endpoint, and the action its
/// result comes back as. The spec was validated, so every name resolves.
extension ContextBuilder {
    /// The endpoint an effect calls: declared by this spec or another spec of the project.
    func endpoint(of effect: FeatureSpec.Effect, in spec: FeatureSpec) -> FeatureSpec.Endpoint? {
        guard let dependency = spec.dependencies.first(where: { $0.name == effect.client }) else { return nil }
        return declaredEndpoints(of: dependency).first { $0.name == effect.endpoint }
    }

    /// The endpoints of a dependency's client, where it is declared: by this spec, or by another
    /// spec of the project that names the same type with its endpoints, its types qualified by
    /// that feature (none if no spec does).
    func declaredEndpoints(of dependency: FeatureSpec.Dependency) -> [FeatureSpec.Endpoint] {
        guard dependency.endpoints.isEmpty else { return dependency.endpoints }
        return opened.clients[dependency.type]?.dependency.endpoints ?? []
    }

    /// The name of the dependency values' member that holds a client another feature declares
    /// there (`\.api` in `@Dependency(\.api)`, `$0.api` in a test): the name its declaring spec
    /// gives it, whatever this spec calls it. Nil for a client of this spec, or one that a
    /// feature built with its clients, or none, declares.
    func borrowedDependencyName(of dependency: FeatureSpec.Dependency) -> String? {
        guard dependency.endpoints.isEmpty, let declared = opened.clients[dependency.type], declared.injection == .environment
        else { return nil }
        return SwiftIdentifier.escaped(declared.dependency.name)
    }

    /// Adds to `actions` the effects of the spec's actions and the handling of their responses.
    func addEffects(to actions: inout [ActionContext], of spec: FeatureSpec, qualify: (String) -> String) {
        let called = spec.actions.compactMap { $0.effect?.endpoint }
        let stored = spec.state.filter { $0.derivedExpression == nil }.map(\.name)
        let protocols = protocolClients
        for (index, action) in spec.actions.enumerated() {
            guard let effect = action.effect, let endpoint = endpoint(of: effect, in: spec) else { continue }
            var context = Self.effectContext(
                effect, endpoint, of: action, failureIsOptional: Self.failureIsOptional(effect.failure, in: spec),
                values: PreviewValues(spec: spec))
            context.endpoint = self.endpoint(endpoint, qualify: qualify)
            let shared = called.filter { $0 == endpoint.name }.count > 1
            context.command = shared ? action.name + SwiftIdentifier.uppercasingFirst(endpoint.name) : endpoint.name
            context.command = SwiftIdentifier.escaped(context.command)
            // The call's arguments, after `news.fetchPage`.
            let prefix = context.client.count + 1 + SwiftIdentifier.escaped(endpoint.name).count
            context.commandCall = context.command + context.call.dropFirst(prefix)
            context.commandCallOnState = "\(context.command)(\(context.arguments))"
            context.startState = Self.wholeState(stored, after: context.startStatements)
            context.startAssignments = Self.assignments(context.startStatements, of: spec)
            if let response = effect.response, let responseIndex = spec.actions.firstIndex(where: { $0.name == response }) {
                let responseAction = spec.actions[responseIndex]
                let handler = GeneratedNames.handler(of: responseAction)
                context.responseHandler = SwiftIdentifier.escaped(handler.name)
                context.responseLabel = handler.labels?.first.map { $0 == "_" ? "" : "\($0): " } ?? ""
                context.responseType = responseAction.parameters.first.map { qualify($0.type) } ?? ""
                var handling = Self.responseContext(effect, endpoint, of: responseAction)
                handling.successState = Self.wholeState(stored, after: handling.successStatements)
                let failureText = handling.hasFailure ? ["\(handling.failure) = error.localizedDescription"] : []
                handling.failureState = Self.wholeState(stored, after: handling.failureStatements + failureText)
                handling.successAssignments = Self.assignments(handling.successStatements, of: spec)
                handling.failureAssignments = Self.assignments(handling.failureStatements + failureText, of: spec)
                handling.then = Self.steps(of: effect, in: spec)
                context.then = handling.then
                // What a success does next shows too, in the outputs and the dismissal.
                if handling.then != nil, context.isTestable { context.isStateTestable = true }
                handling.isTestedByEffect = context.isTestable
                handling.isTestedByStateEffect = context.isStateTestable
                Self.addModelChange(to: &handling, effect: effect, command: context.command, in: spec)
                actions[responseIndex].response = handling
            }
            let dependency = spec.dependencies.first { $0.name == effect.client }
            context.clientType = dependency?.type ?? ""
            let borrowedName = dependency.flatMap(borrowedDependencyName)
            context.dependencyName = borrowedName ?? context.client
            // A protocol client (one a builder-injected feature declares) is read by a key of
            // the feature's own, and has no member of the dependency values a test could set.
            context.isSetInTests = !protocols.contains(context.clientType) || borrowedName != nil
            if !context.isSetInTests { context.protocolKey = "\(spec.name).\(context.clientType)Key" }
            actions[index].effect = context
        }
        for (index, action) in spec.actions.enumerated() {
            guard let id = action.cancelsID else { continue }
            let cancelled = spec.actions.filter { $0.cancellableID == id && $0.effect != nil }
            let loading = cancelled.compactMap(\.effect?.loading).uniqued()
            actions[index].cancelStatements = loading.map { "\(SwiftIdentifier.escaped($0)) = false" }
            if !cancelled.isEmpty { actions[index].cancelledTask = id + "Task" }
            let start = actions.first { candidate in
                candidate.cancellableID == SwiftIdentifier.escaped(id) && candidate.hasSampleValue
                    && candidate.effect?.hasTestValue == true
            }
            if let start, actions[index].hasSampleValue {
                actions[index].cancelTest = CancelTestContext(
                    start: [start], assignments: Self.assignments(actions[index].cancelStatements),
                    isSetInTests: start.effect?.isSetInTests ?? false)
            }
            Self.addCancelChange(to: &actions, at: index, id: id, of: spec)
        }
    }

    /// Whether the `failure:` field `name` is `String?` (nil without an error), not a `String`
    /// (empty without one); true for none.
    static func failureIsOptional(_ name: String?, in spec: FeatureSpec) -> Bool {
        let type = name.flatMap { name in spec.state.first { $0.name == name }?.type }
        return type?.filter { !$0.isWhitespace } != "String"
    }

    /// The state fields the spec's effects write, each once, in the state's order.
    func effectFields(of spec: FeatureSpec, state: [StateFieldContext]) -> [EffectFieldContext] {
        let written = Set(spec.actions.compactMap(\.effect).flatMap { [$0.set, $0.loading, $0.failure].compactMap { $0 } })
        let stored = spec.state.filter { $0.derivedExpression == nil }.map(\.name)
        return state.filter { written.contains($0.name) }.map { field in
            let name = SwiftIdentifier.escaped(field.name)
            return EffectFieldContext(
                name: name, output: Self.output(of: name, in: spec), type: field.outsideType, initial: field.initial ?? "",
                hasInitial: field.initial != nil,
                stateArguments: Self.wholeState(stored, after: ["\(name) = \(name)"]))
        }
    }

    /// Statements on the state (`isLoading = true`) as field and value.
    static func assignments(_ statements: [String], of spec: FeatureSpec? = nil) -> [AssignmentContext] {
        statements.compactMap { statement in
            guard let equals = statement.firstRange(of: " = ") else { return nil }
            let field = String(statement[..<equals.lowerBound])
            return AssignmentContext(
                field: field, value: String(statement[equals.upperBound...]), output: spec.map { output(of: field, in: $0) } ?? field)
        }
    }

    /// The clients the spec's effects call, each with the endpoints its type declares (here or
    /// in another spec of the project), for the test double a generated test makes of it.
    func markingEffectClients(_ dependencies: [DependencyContext], of spec: FeatureSpec, qualify: (String) -> String)
        -> [DependencyContext]
    {
        let called = Set(spec.actions.compactMap { $0.effect?.client })
        return zip(spec.dependencies, dependencies).map { dependency, context in
            guard called.contains(dependency.name) else { return context }
            var context = context
            context.isCalledByEffect = true
            context.doubleEndpoints = declaredEndpoints(of: dependency).map { endpoint($0, qualify: qualify) }
            return context
        }
    }

    /// A field's name beside the feature's clients: `loadedNews` for a field `news` when a
    /// client is named `news` too.
    static func output(of field: String, in spec: FeatureSpec) -> String {
        let clients = Set(spec.dependencies.map { SwiftIdentifier.escaped($0.name) })
        return clients.contains(field) ? "loaded" + SwiftIdentifier.uppercasingFirst(field.filter { $0 != "`" }) : field
    }

    /// The state's memberwise arguments, each field as it is (`page: state.page`) unless one of
    /// `statements` (`isLoading = true`) sets it.
    static func wholeState(_ fields: [String], after statements: [String]) -> String {
        let set = Dictionary(
            statements.compactMap { statement -> (String, String)? in
                guard let equals = statement.firstRange(of: " = ") else { return nil }
                return (String(statement[..<equals.lowerBound]), String(statement[equals.upperBound...]))
            }, uniquingKeysWith: { _, last in last })
        return fields.map { field in
            let name = SwiftIdentifier.escaped(field)
            return "\(SwiftIdentifier.argumentLabel(field)): \(set[name] ?? "state.\(name)")"
        }.joined(separator: ", ")
    }

    /// `failureIsOptional`: the `failure:` field is `String?`, not a `String` empty without an error.
    static func effectContext(
        _ effect: FeatureSpec.Effect, _ endpoint: FeatureSpec.Endpoint, of action: FeatureSpec.Action, failureIsOptional: Bool = true,
        values: PreviewValues? = nil
    ) -> EffectContext {
        let bindings = Self.bindings(action.parameters)
        var reads: [StateReadContext] = []
        var onState: [String] = []
        let arguments = endpoint.parameters.map { parameter -> String in
            guard let label = parameter.label else {
                onState.append(bindings.first ?? "value")
                return bindings.first ?? "value"
            }
            let source = effect.arguments.first { $0.label == label }?.source ?? label
            let value: String
            if let index = action.parameters.firstIndex(where: { $0.label == source }) {
                value = bindings[index]
                onState.append("\(SwiftIdentifier.argumentLabel(label)): \(value)")
            } else {
                value = SwiftIdentifier.escaped(source)
                if !reads.contains(where: { $0.name == value }) { reads.append(.init(name: value, field: value)) }
                onState.append("\(SwiftIdentifier.argumentLabel(label)): state.\(value)")
            }
            return "\(SwiftIdentifier.argumentLabel(label)): \(value)"
        }
        let used = bindings.enumerated().map { index, binding in
            arguments.contains { $0.hasSuffix(": \(binding)") || $0 == binding } ? binding : "_"
        }
        let name = SwiftIdentifier.escaped(action.name)
        let client = SwiftIdentifier.escaped(effect.client)
        let response = effect.response.map(SwiftIdentifier.escaped) ?? ""
        // A new call clears the error the last one left, as the call's own outcome sets it again.
        let loadingStart = effect.loading.map { ["\(SwiftIdentifier.escaped($0)) = true"] } ?? []
        let start =
            loadingStart
            + (effect.failure.map { ["\(SwiftIdentifier.escaped($0)) = \(failureIsOptional ? "nil" : "\"\"")"] } ?? [])
        // What a generated test makes the endpoint return: a value unlike the one the set field
        // starts with, so a test that expects it fails when the response is not applied; else
        // a natural value. Either reads the same in the test's file as in the feature's (a
        // `preview:` expression may not).
        let testValue =
            endpoint.returnType.map {
                values?.distinctValue(of: $0, named: effect.set ?? endpoint.name) ?? TypeExpression.naturalInitialValue(of: $0)
            } ?? ""
        let closureParameters = Self.bindings(endpoint.parameters).joined(separator: ", ")
        let closureBody =
            (closureParameters.isEmpty ? "" : " \(closureParameters) in") + ((testValue?.isEmpty ?? true) ? "" : " \(testValue!)")
        var received = effect.loading.map { ["\(SwiftIdentifier.escaped($0)) = false"] } ?? []
        if let set = effect.set, let testValue { received.append("\(SwiftIdentifier.escaped(set)) = \(testValue)") }
        var context = EffectContext(
            pattern: used.allSatisfy { $0 == "_" } ? ".\(name)" : "let .\(name)(\(used.joined(separator: ", ")))",
            client: client,
            call: "\(client).\(SwiftIdentifier.escaped(endpoint.name))(\(arguments.joined(separator: ", ")))",
            stateReads: reads, hasStateReads: !reads.isEmpty,
            captures: ([client] + reads.map { "\($0.name) = state.\($0.field)" }).joined(separator: ", "),
            callPrefix: (endpoint.isThrowing ? "try " : "") + (endpoint.isAsync ? "await " : ""),
            isThrowing: endpoint.isThrowing, hasResult: endpoint.returnType != nil,
            response: response, hasResponse: !response.isEmpty,
            startStatements: start,
            task: (action.cancellableID ?? action.name) + "Task")
        context.endpointName = SwiftIdentifier.escaped(endpoint.name)
        context.arguments = onState.joined(separator: ", ")
        context.testClosure = "{\(closureBody.isEmpty ? "" : closureBody) }"
        context.hasTestValue = testValue != nil
        // A TestStore asserts the whole state: the error, nil before the call, needs no line.
        context.testSendStatements = loadingStart.isEmpty ? ["_ = $0"] : loadingStart.map { "$0.\($0)" }
        context.testSendChanges = loadingStart.map { "$0.\($0)" }
        context.testReceiveStatements = received.isEmpty ? ["_ = $0"] : received.map { "$0.\($0)" }
        context.upperEndpointName = SwiftIdentifier.uppercasingFirst(endpoint.name)
        context.testStartAssignments = Self.assignments(start)
        context.testSuccessAssignments = Self.assignments(received)
        context.testFailureAssignments = Self.assignments(effect.loading.map { ["\(SwiftIdentifier.escaped($0)) = false"] } ?? [])
        context.failureField = effect.failure.map(SwiftIdentifier.escaped) ?? ""
        context.hasFailureField = effect.failure != nil
        context.failureIsOptional = failureIsOptional
        let ignored = endpoint.parameters.map { _ in "_" }.joined(separator: ", ")
        context.testFailingClosure = "{ \(ignored.isEmpty ? "" : "\(ignored) in ")throw CallFailed() }"
        context.testClosureOpening = ignored.isEmpty ? "{" : "{ \(ignored) in"
        context.testValue = testValue ?? ""
        context.capturesState = !reads.isEmpty || !start.isEmpty
        context.isFailureTestable = endpoint.isThrowing && !response.isEmpty
        context.testFailureStatements =
            (effect.loading.map { ["$0.\(SwiftIdentifier.escaped($0)) = false"] } ?? [])
            + (effect.failure.map { ["$0.\(SwiftIdentifier.escaped($0)) = CallFailed().localizedDescription"] } ?? [])
        context.isTestable = !response.isEmpty && testValue != nil
        context.isStateTestable = context.isTestable && !(start.isEmpty && received.isEmpty)
        if !response.isEmpty {
            context.responseSuccessCase = endpoint.isThrowing ? ".\(response)(.success)" : ".\(response)"
            context.responseFailureCase = endpoint.isThrowing ? ".\(response)(.failure)" : ""
        }
        return context
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
