import SwiftParser
import SwiftSyntax

/// Reading the Router into `routes:` and `router:`, and the clients the module is built with
/// into `dependencies:`.
extension ModuleImporter.Reader {
    // MARK: - Routes

    /// The router's methods as routes; the handlers of the outputs they handle are noted,
    /// so that `readActions` leaves those cases to the routes.
    /// The router's stored `let`s with a value (`let screenName = "gallery"`), as
    /// `router: { properties: }` entries; its weak references and the services it is built
    /// with (no value) are featuregen's own.
    func readRouterProperties() -> [YAMLEntry] {
        guard let router = type("Router") else { return [] }
        return router.allMembers.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                !variable.modifiers.contains(where: { ["static", "private", "fileprivate"].contains($0.name.text) }),
                variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                let value = binding.initializer?.value.trimmedDescription
            else { return nil }
            guard let type = binding.typeAnnotation?.type.trimmedDescription else { return YAMLEntry(name, .quoted(value)) }
            return YAMLEntry(name, .flow([.init("type", .text(specType(type))), .init("value", .quoted(value))]))
        }
    }

    mutating func readRoutes() -> [YAMLValue] {
        guard let router = type("Router") else { return [] }
        var entries: [YAMLValue] = []
        for member in router.allMembers {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                !function.modifiers.contains(where: { ["private", "fileprivate", "static"].contains($0.name.text) })
            else { continue }
            let name = function.name.bareText
            let parameters = function.signature.parameterClause.parameters.map { parameter in
                ((parameter.secondName ?? parameter.firstName).bareText, specType(parameter.type.trimmedDescription))
            }
            let body = function.body.map(Syntax.init)
            let text = function.body?.description ?? ""
            let input = parameters.isEmpty ? [] : [YAMLEntry("input", Self.parameterList(parameters))]
            if name == "dismiss", parameters.isEmpty {
                entries.append(.text("dismiss"))
            } else if text.contains("UIAlertController") {
                let texts = body.map { Self.alertTexts(in: $0) } ?? []
                let buttons = body.map { alertButtons(in: $0) } ?? []
                var keys = text.contains(".actionSheet") ? [YAMLEntry("style", .text("confirmationDialog"))] : []
                keys += texts.map { YAMLEntry($0.key, .quoted($0.text)) }
                if !buttons.isEmpty { keys.append(.init("buttons", .sequence(buttons))) }
                let alert = keys.isEmpty ? YAMLEntry("presentation", .text("alert")) : .init("alert", .mapping(keys))
                // An alert with buttons is written a key a line, as a person writes it.
                let route: YAMLValue = buttons.isEmpty ? .flow([alert] + input) : .mapping(input + [alert])
                entries.append(.mapping([.init(name, route)]))
            } else if let body, let build = Self.buildCall(in: body) {
                let presentation = YAMLEntry("presentation", .text(text.contains("pushViewController") ? "push" : "present"))
                let outputs = handledOutputs(of: build.call, module: build.module)
                var route = [YAMLEntry("module", .text(build.module))] + input + [presentation]
                if let outputs { route.append(.init("output", outputs)) }
                if ImportedRoutes.isExternal(build.module, handlesOutputs: outputs != nil, known: knownModules) {
                    route.append(.init("external", .bool(true)))
                }
                entries.append(.mapping([.init(name, .flow(route))]))
            } else {
                entries.append(parameters.isEmpty ? .text(name) : .mapping([.init(name, Self.parameterList(parameters))]))
            }
        }
        return entries
    }

    /// `Cart.build(…)` in a route's body: the call and the feature it opens.
    /// `UIAlertController(title: "Delete?", message: "…", …)`: the title and message written
    /// as text in the call (an alert route's `alert:`), not passed by the route's input.
    static func alertTexts(in body: Syntax) -> [(key: String, text: String)] {
        for call in body.descendants(FunctionCallExprSyntax.self) where call.calledExpression.trimmedDescription == "UIAlertController" {
            return ["title", "message"].compactMap { key in
                guard
                    let literal = call.arguments.first(where: { $0.label?.bareText == key })?.expression.as(
                        StringLiteralExprSyntax.self),
                    let text = literal.representedLiteralValue
                else { return nil }
                return (key, text)
            }
        }
        return []
    }

    /// `alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { … reducer?(.confirmDeletion) })`
    /// each as `{ title: Delete, role: destructive, action: confirmDeletion }`; none for the
    /// one OK button an alert without buttons has. The actions they send are the routes'.
    mutating func alertButtons(in body: Syntax) -> [YAMLValue] {
        var buttons: [YAMLValue] = []
        for call in body.descendants(FunctionCallExprSyntax.self) where call.calledExpression.trimmedDescription == "UIAlertAction" {
            guard
                let title = call.arguments.first(where: { $0.label?.bareText == "title" })?.expression.as(StringLiteralExprSyntax.self)?
                    .representedLiteralValue
            else { continue }
            let style = call.arguments.first { $0.label?.bareText == "style" }?.expression.trimmedDescription ?? ".default"
            var keys = [YAMLEntry("title", .text(title))]
            if style != ".default" { keys.append(.init("role", .text(String(style.dropFirst())))) }
            let sent = call.trailingClosure.map(Syntax.init)?.descendants(MemberAccessExprSyntax.self).first { $0.base == nil }
            if let action = sent?.declName.baseName.bareText {
                keys.append(.init("action", .text(action)))
                alertActions.insert(action)
            }
            buttons.append(.flow(keys))
        }
        if buttons == [.flow([.init("title", .text("OK"))])] { return [] }
        return buttons
    }

    static func buildCall(in body: Syntax) -> (module: String, call: FunctionCallExprSyntax)? {
        for call in body.descendants(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.bareText == "build",
                let module = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.bareText
            else { continue }
            return (module, call)
        }
        return nil
    }

    /// `output: .init(didBuy: { … reducer?(.cartDidBuy(…)) })`: `[didBuy]`, or a mapping
    /// where a handler is not named `cartDidBuy`; nil where the route handles no output.
    mutating func handledOutputs(of call: FunctionCallExprSyntax, module: String) -> YAMLValue? {
        guard let argument = call.arguments.first(where: { $0.label?.bareText == "output" })?.expression,
            let output = argument.as(FunctionCallExprSyntax.self) ?? routerOutput(named: argument)
        else { return nil }
        var handled: [(output: String, handler: String)] = []
        for argument in output.arguments {
            guard let name = argument.label?.bareText else { continue }
            let sent = Syntax(argument.expression).descendants(MemberAccessExprSyntax.self).first { $0.base == nil }
            guard let handler = sent?.declName.baseName.bareText else { continue }
            handled.append((name, handler))
            handlerCases.insert(handler)
        }
        guard !handled.isEmpty else { return nil }
        let defaults = handled.allSatisfy {
            $0.handler == SwiftIdentifier.lowercasingFirst(module) + SwiftIdentifier.uppercasingFirst($0.output)
        }
        if defaults { return .list(handled.map(\.output)) }
        return .flow(handled.map { YAMLEntry($0.output, .text($0.handler)) })
    }

    /// `output: openCartOutput`: the `.init(didBuy: …)` of the router's property of that name.
    func routerOutput(named reference: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.bareText, let router = type("Router") else { return nil }
        let binding = router.allMembers.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self)?.bindings.first }
            .first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText == name }
        guard let getter = binding.flatMap(Self.accessors).flatMap(\.getter) else { return nil }
        return getter.descendants(FunctionCallExprSyntax.self).first { $0.calledExpression.trimmedDescription == ".init" }
    }

    // MARK: - Dependencies

    /// The view model's `init` parameters after `router:` are the services the feature uses:
    /// a client the module declares (a protocol with its methods) is written with its
    /// endpoints, one it only names with its type.
    func readDependencies() -> [YAMLEntry] {
        guard let viewModel = type("ViewModel"),
            let initializer = viewModel.allMembers.lazy.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first
        else { return [] }
        let parameters = Array(initializer.signature.parameterClause.parameters)
        guard let router = parameters.firstIndex(where: { $0.firstName.text == "router" }) else { return [] }
        return parameters[(router + 1)...].map { parameter in
            let name = (parameter.secondName ?? parameter.firstName).bareText
            let type = parameter.type.trimmedDescription
            guard let client = index[type], client.kind == .protocol else { return YAMLEntry(name, .text(type)) }
            let preview = index["Preview" + type]
            let endpoints = client.allMembers.compactMap { member in
                member.decl.as(FunctionDeclSyntax.self).map { YAMLEntry($0.name.bareText, endpoint($0, preview: preview)) }
            }
            return YAMLEntry(name, .mapping([.init("endpoints", endpoints.isEmpty ? .null : .mapping(endpoints))]))
        }
    }

    /// `"(page: Int) async throws -> [NewsItem]"`, or `{ signature: …, preview: … }` where the
    /// preview client answers other than the result type's natural value.
    func endpoint(_ function: FunctionDeclSyntax, preview: SwiftModuleIndex.TypeDeclaration?) -> YAMLValue {
        let signature = function.signature
        let parameters = signature.parameterClause.parameters.map { parameter in
            let type = specType(parameter.type.trimmedDescription)
            return parameter.firstName.bareText == "_" ? type : "\(parameter.firstName.bareText): \(type)"
        }
        var text = "(" + parameters.joined(separator: ", ") + ")"
        if signature.effectSpecifiers?.asyncSpecifier != nil { text += " async" }
        if signature.effectSpecifiers?.throwsClause != nil { text += " throws" }
        guard let returnType = signature.returnClause?.type.trimmedDescription else { return .quoted(text) }
        text += " -> " + specType(returnType)
        let answer = preview?.allMembers.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { $0.name.bareText == function.name.bareText }?.body?.statements.trimmedDescription
        guard let answer, answer != TypeExpression.naturalInitialValue(of: returnType) else { return .quoted(text) }
        return .flow([.init("signature", .quoted(text)), .init("preview", .quoted(answer))])
    }
}
