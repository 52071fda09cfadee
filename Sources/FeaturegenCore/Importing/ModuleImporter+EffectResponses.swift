import SwiftSyntax

/// Reading the handler of an effect's response back into the effect's `set:`, `loading:`,
/// `failure:` and `then:`: mvvm's HandlerResponse and HandlerSteps.
extension ModuleImporter.Reader {
    /// `switch value { case let .success(news): … case let .failure(error): … }` for a
    /// `Result`, or the statements alone for a value; nil for a handler of another shape.
    func readResponse(in function: FunctionDeclSyntax) -> ReadResponse? {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count <= 1 else { return nil }
        let parameter = parameters.first.map { ($0.secondName ?? $0.firstName).bareText }
        let items = Array(function.body?.statements ?? []).map(\.item)
        let switchExpression =
            items.first?.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
            ?? items.first?.as(ExprSyntax.self)?.as(SwitchExprSyntax.self)
        guard let switchExpression, items.count == 1, let parameter,
            switchExpression.subject.trimmedDescription == parameter
        else {
            // A value that is no `Result`: its statements on success, the value bound to the parameter.
            var response = ReadResponse()
            guard readSuccess(items, binding: parameter ?? "", into: &response) else { return nil }
            return response
        }
        let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard cases.count == 2, let success = Self.resultCase(cases[0], "success"), let failure = Self.resultCase(cases[1], "failure")
        else { return nil }
        var response = ReadResponse()
        let successItems = cases[0].statements.map(\.item)
        if successItems.map(\.trimmedDescription) != ["break"] {
            guard readSuccess(successItems, binding: success ?? "", into: &response) else { return nil }
        }
        guard readFailure(cases[1].statements.map(\.item), error: failure, into: &response) else { return nil }
        return response
    }

    /// `case let .success(news)`: `news`; `case .success`: nil inside; nil outside for another case.
    static func resultCase(_ switchCase: SwitchCaseSyntax, _ name: String) -> String?? {
        guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self), label.caseItems.count == 1 else { return nil }
        let pattern = label.caseItems.first!.pattern.trimmedDescription
        if pattern == ".\(name)" { return .some(nil) }
        guard pattern.hasPrefix("let .\(name)("), pattern.hasSuffix(")") else { return nil }
        let binding = String(pattern.dropFirst("let .\(name)(".count).dropLast())
        return SwiftIdentifier.isValid(binding) ? .some(binding) : nil
    }

    /// The success's state update (`$0.isLoading = false`, `$0.news = news`), then what it does next.
    func readSuccess(_ items: [CodeBlockItemSyntax.Item], binding: String, into response: inout ReadResponse) -> Bool {
        var items = items
        if let first = items.first, let update = Self.stateUpdate(first) {
            guard !update.guarded else { return false }
            for (field, value) in update.assignments {
                if value == "false", response.loading == nil {
                    response.loading = field
                } else if value == binding, !binding.isEmpty, response.set == nil {
                    response.set = field
                } else {
                    return false
                }
            }
            items.removeFirst()
        }
        guard let steps = readSteps(items) else { return false }
        response.then = steps
        return true
    }

    /// `let message = error.localizedDescription` and the state update that ends the loading
    /// and writes the message, or `break`.
    /// - Parameter error: the name the case binds the error to; nil for a bare `case .failure:`.
    func readFailure(_ items: [CodeBlockItemSyntax.Item], error: String?, into response: inout ReadResponse) -> Bool {
        let lines = items.map(\.trimmedDescription)
        if lines == ["break"] { return error == nil }
        var items = items
        var message: String?
        if error == "error", lines.first == "let message = error.localizedDescription" {
            message = "message"
            items.removeFirst()
        }
        guard items.count == 1, let update = Self.stateUpdate(items[0]), !update.guarded else { return false }
        for (field, value) in update.assignments {
            if value == "false", response.loading == nil || response.loading == field {
                response.loading = field
            } else if let message, value == message, response.failure == nil {
                response.failure = field
            } else {
                return false
            }
        }
        return (message == nil) == (response.failure == nil) && (message != nil || error == nil)
    }

    /// `then:` from the statements after the success's update: the fields read from the state,
    /// the outputs reported (`output?.didDelete(id)`), then `await router?.dismiss()`.
    func readSteps(_ items: [CodeBlockItemSyntax.Item]) -> [YAMLValue]? {
        var reads: [String] = []
        var steps: [YAMLValue] = []
        var dismissed = false
        for item in items {
            let text = item.trimmedDescription
            if let variable = item.as(VariableDeclSyntax.self) {
                guard steps.isEmpty, let binding = variable.bindings.first, variable.bindings.count == 1,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                    binding.initializer?.value.trimmedDescription == "await state.\(name)"
                else { return nil }
                reads.append(name)
            } else if text.hasPrefix("await router?."), text.hasSuffix("()"), !dismissed {
                let route = String(text.dropFirst("await router?.".count).dropLast(2))
                guard SwiftIdentifier.isValid(route) else { return nil }
                steps.append(.text(route))
                dismissed = true
            } else if let call = item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self), !dismissed,
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.trimmedDescription == "output?", call.trailingClosure == nil
            {
                let fields = call.arguments.map(\.expression.trimmedDescription)
                guard call.arguments.allSatisfy({ $0.label == nil }), fields.allSatisfy(reads.contains),
                    let step = step(member.declName.baseName.bareText, fields: fields)
                else { return nil }
                steps.append(step)
            } else {
                return nil
            }
        }
        return steps
    }

    /// An output reported with the state's fields: `didDelete` where each is its label's
    /// field, `{ didSelect: selection }` for an unlabelled value, `{ didDelete: { id: noteID } }`.
    func step(_ output: String, fields: [String]) -> YAMLValue? {
        guard let labels = outputLabels(of: output), labels.count == fields.count else { return nil }
        if labels.count == 1, labels[0] == nil { return .flow([.init(output, .text(fields[0]))]) }
        var entries: [YAMLEntry] = []
        for (label, field) in zip(labels, fields) {
            guard let label else { return nil }
            if label != field { entries.append(.init(label, .text(field))) }
        }
        return entries.isEmpty ? .text(output) : .flow([.init(output, .flow(entries))])
    }

    /// The labels of an output's values, as its closure names them: `(_ id: Int)` → `[id]`.
    func outputLabels(of output: String) -> [String?]? {
        guard let property = storedProperties(of: type("Output")).first(where: { $0.name == output }),
            let function = Self.functionType(property.type)
        else { return nil }
        return function.parameters.map { parameter in
            [parameter.secondName, parameter.firstName].compactMap { $0 }.first { $0.tokenKind != .wildcard }?.bareText
        }
    }
}
