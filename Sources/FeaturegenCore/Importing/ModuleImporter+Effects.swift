import SwiftSyntax

/// Reading an action's effect back from the view model: the handler that keeps an endpoint's
/// call in a task (`effect:`, `cancellable:`), the handler that cancels that task (`cancels:`),
/// and the response's handler that writes the result (`set:`, `loading:`, `failure:`, `then:`),
/// as mvvm's HandlerEffect, HandlerResponse and HandlerCancel write them. A handler that calls
/// a client in another way is listed, not guessed.
extension ModuleImporter.Reader {
    /// An endpoint's call read from a handler, before its response's handler is read.
    struct ReadEffect {
        var client: String
        var endpoint: String
        /// `arguments:`: the parameter labels whose values come from elsewhere than their names.
        var arguments: [YAMLEntry] = []
        var response: String?
        var loading: String?
        var failure: String?
        /// The view model's property that keeps the call: `fetchPageTask`.
        var task: String
        var cancelsInFlight: Bool
    }

    /// What the response's handler does with the result.
    struct ReadResponse {
        var set: String?
        var loading: String?
        var failure: String?
        var then: [YAMLValue] = []
    }

    /// The keys each action's handler adds beside its case, by action: `effect:` and
    /// `cancellable:`, or `cancels:`; none for a handler that neither calls an endpoint in a task
    /// nor cancels one. `cancellable:` is written once every handler is read, as whether an
    /// action cancels a task decides it. Handlers read here are not listed as unexpressed.
    mutating func readEffects(actions: [(name: String, parameters: [(String?, String)])]) -> [String: [YAMLEntry]] {
        var effects: [String: ReadEffect] = [:]
        var cancelled: [String: String] = [:]
        var read: Set<String> = []
        let clients = dependencyNames
        for action in actions {
            guard let function = handlerFunction(of: action.name) else { continue }
            if let effect = readEffect(in: function, parameters: action.parameters, clients: clients) {
                effects[action.name] = effect
                read.insert(function.name.bareText)
            } else if let task = cancelledTask(in: function) {
                cancelled[action.name] = task
                read.insert(function.name.bareText)
            }
        }
        var keys: [String: [YAMLEntry]] = [:]
        // In the actions' order, so that what is listed comes in the order of the module.
        for name in actions.map(\.name) {
            guard let effect = effects[name] else { continue }
            var response: ReadResponse?
            if let responseName = effect.response, let function = handlerFunction(of: responseName) {
                // The response ends the loading the call marked, and writes the error it cleared.
                response = readResponse(in: function).flatMap { read in
                    read.loading == effect.loading && read.failure == effect.failure ? read : nil
                }
                if response != nil { read.insert(function.name.bareText) }
            }
            if response == nil, let responseName = effect.response {
                unexpressed.append(
                    "\(type("ViewModel")?.file ?? ""): '\(responseName)' handles the result of \(effect.client).\(effect.endpoint) "
                        + "in a way the effect's keys cannot say; adopt keeps your handler")
            }
            keys[name] = [YAMLEntry("effect", effectValue(effect, response: response))]
            let id = String(effect.task.dropLast("Task".count))
            let isCancelled = cancelled.values.contains(effect.task)
            if let cancellable = cancellableValue(id: id, of: name, inFlight: effect.cancelsInFlight, isCancelled: isCancelled) {
                keys[name]?.append(.init("cancellable", cancellable))
            }
        }
        let running = Set(effects.values.map(\.task))
        for (name, task) in cancelled where running.contains(task) {
            keys[name] = [YAMLEntry("cancels", .text(String(task.dropLast("Task".count))))]
        }
        listClientCalls(outside: read, clients: clients)
        return keys
    }

    /// `cancellable:` of an effect kept in the task of `id`: none where the call is an
    /// action's own and nothing cancels it, as the generator names a task after the action.
    func cancellableValue(id: String, of action: String, inFlight: Bool, isCancelled: Bool) -> YAMLValue? {
        if inFlight { return .flow([.init("id", .text(id)), .init("cancelInFlight", .bool(true))]) }
        if id != action { return .text(id) }
        return isCancelled ? .bool(true) : nil
    }

    /// `effect: news.fetchPage`, or `{ call: news.fetchPage, response: newsResponse, … }`.
    func effectValue(_ effect: ReadEffect, response: ReadResponse?) -> YAMLValue {
        var entries = [YAMLEntry("call", .text("\(effect.client).\(effect.endpoint)"))]
        if !effect.arguments.isEmpty { entries.append(.init("arguments", .flow(effect.arguments))) }
        if let name = effect.response { entries.append(.init("response", .text(name))) }
        if let set = response?.set { entries.append(.init("set", .text(set))) }
        if let loading = effect.loading { entries.append(.init("loading", .text(loading))) }
        if let failure = effect.failure { entries.append(.init("failure", .text(failure))) }
        if let then = response?.then, !then.isEmpty { entries.append(.init("then", .sequence(then, .flow))) }
        return entries.count == 1 ? entries[0].value : .flow(entries)
    }

    /// The view model's method that handles the action `name`: the one `handle(_:)` calls.
    func handlerFunction(of name: String) -> FunctionDeclSyntax? {
        let handler = handlerCalls[name]?.name ?? name
        return type("ViewModel")?.allMembers.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { $0.name.bareText == handler && $0.name.text != "handle" }
    }

    /// The names of the services the view model is built with: `news`.
    var dependencyNames: Set<String> { Set(readDependencies().map(\.key)) }

    // MARK: - The call

    /// `fetchPageTask?.cancel()` (with `cancelInFlight`), then `fetchPageTask = Task { [weak
    /// self, state, news] in … }` that reads the state, marks the call's start, calls the
    /// endpoint and sends the result back through `handle(_:)`.
    func readEffect(in function: FunctionDeclSyntax, parameters: [(String?, String)], clients: Set<String>) -> ReadEffect? {
        var statements = Array(function.body?.statements ?? []).map(\.item)
        var cancelsInFlight = false
        if let first = statements.first, let task = Self.cancelledTaskName(first) {
            guard statements.count == 2, Self.assignedTask(statements[1])?.name == task else { return nil }
            cancelsInFlight = true
            statements.removeFirst()
        }
        guard statements.count == 1, let (task, closure) = Self.assignedTask(statements[0]) else { return nil }
        var items = Array(closure.statements).map(\.item)
        var reads: [String] = []
        while let variable = items.first?.as(VariableDeclSyntax.self),
            variable.bindings.first?.initializer?.value.trimmedDescription.hasPrefix("await state.") == true
        {
            guard let binding = variable.bindings.first, variable.bindings.count == 1,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                binding.initializer?.value.trimmedDescription == "await state.\(name)"
            else { return nil }
            reads.append(name)
            items.removeFirst()
        }
        var loading: String?
        var failure: String?
        if let first = items.first, let update = Self.stateUpdate(first) {
            guard update.guarded, !update.assignments.isEmpty else { return nil }
            for (field, value) in update.assignments {
                if value == "true", loading == nil {
                    loading = field
                } else if value == "nil" || value == "\"\"", failure == nil {
                    failure = field
                } else {
                    return nil
                }
            }
            items.removeFirst()
        }
        guard var call = Self.endpointCall(in: items, clients: clients) else { return nil }
        let bindings = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).bareText }
        guard bindings.count == parameters.count, let arguments = Self.arguments(call.arguments, bindings, parameters, reads: reads)
        else { return nil }
        call.effect.arguments = arguments
        call.effect.loading = loading
        call.effect.failure = failure
        call.effect.task = task
        call.effect.cancelsInFlight = cancelsInFlight
        return call.effect
    }

    /// `arguments:` of a call's arguments, each the handler's value or a field read from the
    /// state: nil where one is neither, or is a value the spec's defaults would take elsewhere.
    static func arguments(
        _ passed: [(label: String?, value: String)], _ bindings: [String], _ parameters: [(String?, String)], reads: [String]
    ) -> [YAMLEntry]? {
        var entries: [YAMLEntry] = []
        for (label, value) in passed {
            let bound = bindings.firstIndex(of: value)
            guard let label else {
                // An unlabelled parameter takes the action's first value.
                guard bound == 0 else { return nil }
                continue
            }
            if let bound {
                guard let source = parameters[bound].0 else { return nil }
                if source != label { entries.append(.init(label, .text(source))) }
            } else if reads.contains(value) {
                // The action's value of that name would be read instead.
                guard !parameters.contains(where: { $0.0 == value }) else { return nil }
                if value != label { entries.append(.init(label, .text(value))) }
            } else {
                return nil
            }
        }
        return entries
    }

    /// The call in the task after the state is read and marked: `do { let value = try await
    /// news.fetchPage(page: page) … } catch { … }`, or the call alone where the endpoint does
    /// not throw, with the result sent back as the response.
    static func endpointCall(in items: [CodeBlockItemSyntax.Item], clients: Set<String>)
        -> (effect: ReadEffect, arguments: [(label: String?, value: String)])?
    {
        var body = items
        var failureResponse: String?
        if items.count == 1, let doStatement = items[0].as(DoStmtSyntax.self) {
            guard doStatement.catchClauses.count == 1, let clause = doStatement.catchClauses.first, clause.catchItems.isEmpty else {
                return nil
            }
            let lines = clause.body.statements.map(\.item.trimmedDescription)
            guard lines.count == 2, lines[0] == "guard !Task.isCancelled else { return }",
                let sent = sentResponse(clause.body.statements.last!.item), lines[1].hasSuffix("(.failure(error)))")
            else { return nil }
            failureResponse = sent
            body = doStatement.body.statements.map(\.item)
        }
        guard let first = body.first else { return nil }
        var expression = first.as(ExprSyntax.self)
        if let variable = first.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            variable.bindings.first?.pattern.trimmedDescription == "value"
        {
            expression = variable.bindings.first?.initializer?.value
        }
        if let tried = expression?.as(TryExprSyntax.self) { expression = tried.expression }
        if let awaited = expression?.as(AwaitExprSyntax.self) { expression = awaited.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let client = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.bareText, clients.contains(client)
        else { return nil }
        // What follows the call: nothing, or the result sent back unless the task was cancelled.
        let rest = body.dropFirst().map(\.trimmedDescription)
        var response: String?
        if !rest.isEmpty {
            guard rest.count == 2, rest[0] == "guard !Task.isCancelled else { return }", let sent = sentResponse(body.last!) else {
                return nil
            }
            response = sent
        }
        guard failureResponse == nil || failureResponse == response else { return nil }
        let effect = ReadEffect(
            client: client, endpoint: member.declName.baseName.bareText, response: response, task: "", cancelsInFlight: false)
        return (effect, call.arguments.map { ($0.label?.bareText, $0.expression.trimmedDescription) })
    }

    /// `await self?.handle(.newsResponse(.success(value)))`: `newsResponse`.
    static func sentResponse(_ item: CodeBlockItemSyntax.Item) -> String? {
        guard let awaited = item.as(ExprSyntax.self)?.as(AwaitExprSyntax.self),
            let call = awaited.expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "self?.handle", call.arguments.count == 1,
            var sent = call.arguments.first?.expression
        else { return nil }
        if let wrapped = sent.as(FunctionCallExprSyntax.self) { sent = wrapped.calledExpression }
        guard let member = sent.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.bareText
    }

    /// `fetchPageTask = Task { … }`: the property and the task's closure.
    static func assignedTask(_ item: CodeBlockItemSyntax.Item) -> (name: String, closure: ClosureExprSyntax)? {
        guard let assignment = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)?.assignment,
            let name = assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.bareText, name.hasSuffix("Task"),
            let call = assignment.value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Task",
            call.arguments.isEmpty, let closure = call.trailingClosure
        else { return nil }
        return (name, closure)
    }

    /// `fetchPageTask?.cancel()`: `fetchPageTask`.
    static func cancelledTaskName(_ item: CodeBlockItemSyntax.Item) -> String? {
        let text = item.trimmedDescription
        guard text.hasSuffix("Task?.cancel()") else { return nil }
        let name = String(text.dropLast("?.cancel()".count))
        return SwiftIdentifier.isValid(name) ? name : nil
    }

    /// `await state.update { guard !Task.isCancelled else { return }; $0.isLoading = true }`:
    /// whether it is guarded, and its assignments in order; nil for anything else.
    static func stateUpdate(_ item: CodeBlockItemSyntax.Item) -> (guarded: Bool, assignments: [(String, String)])? {
        guard let awaited = item.as(ExprSyntax.self)?.as(AwaitExprSyntax.self),
            let call = awaited.expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "state.update", call.arguments.isEmpty,
            let closure = call.trailingClosure
        else { return nil }
        var items = Array(closure.statements).map(\.item)
        let guarded = items.first?.trimmedDescription == "guard !Task.isCancelled else { return }"
        if guarded { items.removeFirst() }
        var assignments: [(String, String)] = []
        for item in items {
            guard let assignment = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)?.assignment,
                let target = assignment.target.as(MemberAccessExprSyntax.self), target.base?.trimmedDescription == "$0"
            else { return nil }
            assignments.append((target.declName.baseName.bareText, assignment.value.trimmedDescription))
        }
        return (guarded, assignments)
    }

    // MARK: - Cancelling

    /// `fetchPageTask?.cancel()`, `fetchPageTask = nil` and the call's loading ended: the task
    /// a `cancels:` handler cancels.
    func cancelledTask(in function: FunctionDeclSyntax) -> String? {
        let items = Array(function.body?.statements ?? []).map(\.item)
        guard items.count == 2 || items.count == 3, let task = Self.cancelledTaskName(items[0]),
            items[1].trimmedDescription == "\(task) = nil"
        else { return nil }
        if items.count == 3 {
            guard let update = Self.stateUpdate(items[2]), !update.guarded, update.assignments.allSatisfy({ $0.1 == "false" }) else {
                return nil
            }
        }
        return task
    }

    /// Lists each of the view model's methods not read as an effect that calls a service the
    /// module is built with: code of its own, which adopt keeps.
    mutating func listClientCalls(outside read: Set<String>, clients: Set<String>) {
        guard let viewModel = type("ViewModel") else { return }
        for member in viewModel.allMembers {
            guard let function = member.decl.as(FunctionDeclSyntax.self), !read.contains(function.name.bareText) else { continue }
            let calls = Syntax(function).descendants(FunctionCallExprSyntax.self).compactMap { call -> String? in
                guard let called = call.calledExpression.as(MemberAccessExprSyntax.self),
                    let base = called.base?.as(DeclReferenceExprSyntax.self)?.baseName.bareText, clients.contains(base)
                else { return nil }
                return "\(base).\(called.declName.baseName.bareText)"
            }.uniqued()
            guard !calls.isEmpty else { continue }
            unexpressed.append(
                "\(viewModel.file): '\(function.name.bareText)' calls \(calls.joined(separator: ", ")) in a way 'effect:' cannot say "
                    + "(mvvm keeps an effect's call in a task and sends its result back as an action); adopt keeps your handler")
        }
    }
}
