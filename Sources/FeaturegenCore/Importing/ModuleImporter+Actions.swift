import SwiftParser
import SwiftSyntax

/// Reading the view model's `enum Action` into `actions:`, and the views the screen shows
/// into `subviews:`.
extension ModuleImporter.Reader {
    // MARK: - Actions and subviews

    /// The view model's `Action` cases, without the subviews' (`onPhotoGridAction`), each with
    /// its handler, the route it opens, or its effect.
    mutating func readActions() -> [YAMLValue] {
        guard let viewModel = type("ViewModel"), let action = index[viewModel.name + ".Action"] else { return [] }
        var actions: [(name: String, parameters: [(String?, String)])] = []
        for element in action.allMembers.compactMap({ $0.decl.as(EnumCaseDeclSyntax.self) }).flatMap(\.elements) {
            let parameters =
                element.parameterClause?.parameters.map { ($0.firstName?.bareText, specType($0.type.trimmedDescription)) } ?? []
            if parameters.count == 1, parameters[0].1.hasSuffix(".Action") { continue }
            let name = element.name.bareText
            if handlerCases.contains(name) || (alertActions.contains(name) && parameters.isEmpty) { continue }
            actions.append((name, parameters))
        }
        let effects = readEffects(actions: actions)
        return actions.map { name, parameters in
            let effect = effects[name] ?? []
            let defaultLabels = parameters.map { $0.0 ?? "_" }
            guard let call = handlerCalls[name], call.name != name || call.labels != defaultLabels else {
                if let route = openedRoute(byHandler: name, values: parameters), route != name {
                    return Self.action(name, parameters, beside: [.init("opens", .text(route))])
                }
                return effect.isEmpty ? Self.action(name, parameters) : Self.action(name, parameters, beside: effect)
            }
            let handler = call.labels == defaultLabels ? call.name : "\(call.name)(\(call.labels.map { $0 + ":" }.joined()))"
            return Self.action(name, parameters, beside: [.init("handler", .text(handler))] + effect)
        }
    }

    /// The router method a handler does nothing but call with the action's values, as they
    /// are: `await router?.dismiss()` in `closeButtonTapped()`, or `await router?.detail(id: id)`
    /// in `rowTapped(id:)`, where the route takes the action's labels and types; what
    /// `opens:` writes. Any other call is code of the handler's own.
    func openedRoute(byHandler name: String, values: [(String?, String)]) -> String? {
        guard let viewModel = type("ViewModel"), let router = type("Router") else { return nil }
        let function = viewModel.allMembers.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
        guard let function, let statements = function.body?.statements, statements.count == 1 else { return nil }
        var expression = statements.first?.item.as(ExprSyntax.self)
        if let awaited = expression?.as(AwaitExprSyntax.self) { expression = awaited.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.count == values.count,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(OptionalChainingExprSyntax.self)?.expression ?? member.base,
            base.as(DeclReferenceExprSyntax.self)?.baseName.text == "router"
        else { return nil }
        let route = member.declName.baseName.bareText
        guard
            let method = router.allMembers.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.bareText == route })
        else { return nil }
        let routeParameters = Array(method.signature.parameterClause.parameters)
        let handlerParameters = Array(function.signature.parameterClause.parameters)
        guard routeParameters.count == values.count, handlerParameters.count == values.count else { return nil }
        for (index, argument) in call.arguments.enumerated() {
            let routeParameter = routeParameters[index]
            let handlerParameter = handlerParameters[index]
            let passed = (handlerParameter.secondName ?? handlerParameter.firstName).bareText
            guard values[index].0 == routeParameter.firstName.bareText,
                specType(routeParameter.type.trimmedDescription) == values[index].1,
                argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.bareText == passed
            else { return nil }
        }
        return route
    }

    /// What `handle(_:)` calls for each case that carries the action to one method:
    /// `case let .updatePosition(value): await updatePosition(for: value)`.
    var handlerCalls: [String: (name: String, labels: [String])] {
        guard let viewModel = type("ViewModel") else { return [:] }
        let handle = viewModel.allMembers.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == "handle" }
        guard
            let switchExpression = handle?.body?.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
                .as(SwitchExprSyntax.self) ?? handle?.body?.statements.first?.item.as(SwitchExprSyntax.self)
        else { return [:] }
        var calls: [String: (name: String, labels: [String])] = [:]
        for item in switchExpression.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self), let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
                label.caseItems.count == 1, switchCase.statements.count == 1,
                let caseName = Self.caseName(in: label.caseItems.first!.pattern)
            else { continue }
            var expression = switchCase.statements.first?.item.as(ExprSyntax.self)
            if let awaited = expression?.as(AwaitExprSyntax.self) { expression = awaited.expression }
            if let tried = expression?.as(TryExprSyntax.self) { expression = tried.expression }
            guard let call = expression?.as(FunctionCallExprSyntax.self),
                let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
            else { continue }
            calls[caseName] = (callee.baseName.bareText, call.arguments.map { $0.label?.bareText ?? "_" })
        }
        return calls
    }

    /// `.viewDidLoad`, `let .select(index)`, `.select(let index)`: the case's name.
    static func caseName(in pattern: PatternSyntax) -> String? {
        var expression = pattern.as(ExpressionPatternSyntax.self)?.expression
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            expression = binding.pattern.as(ExpressionPatternSyntax.self)?.expression
        }
        if let call = expression?.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        return expression?.as(MemberAccessExprSyntax.self)?.declName.baseName.bareText
    }

    /// The module's views besides the screen's own, in the order the screen shows them.
    mutating func readSubviews() -> [YAMLEntry] {
        let scene = aliases["ViewScene"] ?? ""
        let sceneText = index[scene].map { declaration in declaration.allMembers.map(\.description).joined() } ?? ""
        let projected = Set(
            type("ViewState")?.allMembers.compactMap { member -> String? in
                guard let type = member.decl.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type.trimmedDescription,
                    type.hasSuffix(".ViewState")
                else { return nil }
                return String(type.dropLast(".ViewState".count))
            } ?? [])
        let views = index.order.filter { name in
            !name.contains(".") && name != scene && index[name]?.kind == .struct && index[name]?.inherited.contains("View") == true
        }
        // A view the screen neither shows nor projects the state to is one of your own
        // components, which the subviews use: it stays your code.
        let (subviews, components) = views.reduce(into: ([String](), [String]())) { split, name in
            if projected.contains(name) || sceneText.contains(name + "(") || sceneText.contains(name + "<") {
                split.0.append(name)
            } else {
                split.1.append(name)
            }
        }
        for name in components {
            unexpressed.append(
                "\(index[name]?.file ?? name): '\(name)' is a view the screen's view does not show: one of your components, not a subview"
            )
        }
        let shown = subviews.sorted { first, second in
            (sceneText.firstRange(of: first + "(")?.lowerBound ?? sceneText.endIndex)
                < (sceneText.firstRange(of: second + "(")?.lowerBound ?? sceneText.endIndex)
        }
        return shown.map { name in
            var entries = subview(name)
            // The screen's property that shows it, when not named after it.
            if let property = Self.property(showing: name, in: index[scene]), property != SwiftIdentifier.lowercasingFirst(name) {
                entries.insert(.init("property", .text(property)), at: 0)
            }
            return YAMLEntry(name, entries.isEmpty ? .null : .mapping(entries))
        }
    }

    mutating func subview(_ name: String) -> [YAMLEntry] {
        var entries: [YAMLEntry] = []
        let stateNames = [feature + ".ViewState", aliases["ViewState"] ?? "\u{0}"]
        // The seed's list takes the whole state and reducer, also as generic parameters
        // (`ProductCardList<S, R> … where S: ProductCard.ViewState`).
        if storedProperties(of: index[name]).contains(where: { stateNames.contains($0.type) }) {
            return [.init("whole", .bool(true))] + constantsEntries(of: name)
        }
        if let declaration = index[name], let generics = declaration.genericClause {
            unexpressed.append(
                "\(declaration.file): subview '\(name)' is generic (\(generics)); the spec's subviews are not, so adopt keeps "
                    + "your declaration and the view's code that builds it")
        }
        if let caseName = actionCase(of: name), caseName != "on\(name)Action" { entries.append(.init("case", .text(caseName))) }
        let projection = type("ViewState")?.allMembers.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self)?.bindings.first }
            .first { $0.typeAnnotation?.type.trimmedDescription == name + ".ViewState" }
        let accessors: (getter: Syntax?, setter: Syntax?) = projection.map(Self.accessors) ?? (nil, nil)
        if accessors.setter != nil { entries.append(.init("binding", .bool(true))) }
        let arguments = accessors.getter.map(Self.initArguments) ?? [:]
        let writes = accessors.setter.map(Self.writeBacks) ?? [:]
        let fields = storedProperties(of: index[name + ".ViewState"])
        if index[name + ".ViewState"] == nil, let plain = plainFields(of: name), !plain.isEmpty {
            entries += plain
        } else if !fields.isEmpty {
            let state = fields.map { field -> YAMLEntry in
                let fieldType = YAMLEntry("type", .text(specType(field.type)))
                let source = arguments[field.name]
                if let target = writes[field.name] {
                    let from = target == field.name ? [] : [YAMLEntry("from", .text(target))]
                    return .init(field.name, .flow([fieldType] + from + [.init("writable", .bool(true))]))
                } else if let source, source != field.name {
                    let key = SwiftIdentifier.isValid(source) ? YAMLEntry("from", .text(source)) : .init("value", .quoted(source))
                    return .init(field.name, .flow([fieldType, key]))
                }
                return .init(field.name, fieldType.value)
            }
            entries.append(.init("state", .mapping(state)))
        }
        entries += constantsEntries(of: name)
        if let action = index[name + ".Action"] {
            let cases = action.allMembers.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
            let actions = cases.map { element in
                let parameters =
                    element.parameterClause?.parameters.map { ($0.firstName?.bareText, specType($0.type.trimmedDescription)) } ?? []
                return Self.action(element.name.bareText, parameters)
            }
            entries.append(.init("actions", actions.isEmpty ? .null : .sequence(actions)))
        }
        return entries
    }

    /// The computed property of the screen's view whose body builds the subview:
    /// `private var header: some View { NavigationHeader(…) }`.
    static func property(showing subview: String, in scene: SwiftModuleIndex.TypeDeclaration?) -> String? {
        scene?.allMembers.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self)?.bindings.first }.first { binding in
            binding.typeAnnotation?.type.trimmedDescription == "some View" && binding.pattern.trimmedDescription != "body"
                && (binding.accessorBlock?.trimmedDescription.contains(subview + "(") ?? false)
        }?.pattern.trimmedDescription
    }

    /// A subview that takes its values one by one (`let position: Position`, `@Binding var
    /// count: Int`) rather than a ViewState: `viewState: false` and its fields, each from the
    /// state field the screen passes (`count: $state.itemCount`).
    func plainFields(of subview: String) -> [YAMLEntry]? {
        guard let declaration = index[subview] else { return nil }
        let values = declaration.allMembers.compactMap { member -> (name: String, type: String, isBinding: Bool)? in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "static" }), let binding = variable.bindings.first,
                binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                let type = binding.typeAnnotation?.type.trimmedDescription, !type.contains("->")
            else { return nil }
            let isBinding = variable.attributes.contains { $0.trimmedDescription == "@Binding" }
            return (name, type, isBinding)
        }
        guard !values.isEmpty else { return nil }
        let passed = argumentsPassed(to: subview)
        var entries = [YAMLEntry("viewState", .bool(false))]
        if values.contains(where: \.isBinding) { entries.append(.init("binding", .bool(true))) }
        let state = values.map { value -> YAMLEntry in
            let fieldType = YAMLValue.text(specType(value.type))
            let source = passed[value.name].map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
                .map { $0.hasPrefix("state.") ? String($0.dropFirst("state.".count)) : $0 }
            var keys: [YAMLEntry] = []
            if let source, source != value.name, SwiftIdentifier.isValid(source) { keys.append(.init("from", .text(source))) }
            if value.isBinding { keys.append(.init("writable", .bool(true))) }
            return .init(value.name, keys.isEmpty ? fieldType : .flow([.init("type", fieldType)] + keys))
        }
        return entries + [.init("state", .mapping(state))]
    }

    /// What the screen's view passes to the subview, by argument label: `position: state.position`.
    func argumentsPassed(to subview: String) -> [String: String] {
        guard let scene = aliases["ViewScene"].flatMap({ index[$0] }) else { return [:] }
        for member in scene.allMembers {
            for call in Syntax(member.decl).descendants(FunctionCallExprSyntax.self) {
                guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.bareText == subview else { continue }
                var passed: [String: String] = [:]
                for argument in call.arguments {
                    if let label = argument.label?.bareText { passed[label] = argument.expression.trimmedDescription }
                }
                return passed
            }
        }
        return [:]
    }

    /// The view model's case that carries the subview's actions: `onImageSliderAction`.
    func actionCase(of subview: String) -> String? {
        guard let viewModel = type("ViewModel"), let action = index[viewModel.name + ".Action"] else { return nil }
        return action.allMembers.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements).first { element in
            element.parameterClause?.parameters.count == 1
                && element.parameterClause?.parameters.first?.type.trimmedDescription == subview + ".Action"
        }?.name.bareText
    }

    /// A computed property's getter and setter bodies.
    static func accessors(_ binding: PatternBindingSyntax) -> (getter: Syntax?, setter: Syntax?) {
        guard let block = binding.accessorBlock else { return (nil, nil) }
        if let getter = block.accessors.as(CodeBlockItemListSyntax.self) { return (Syntax(getter), nil) }
        let list = block.accessors.as(AccessorDeclListSyntax.self) ?? []
        let body = { (kind: Keyword) in list.first { $0.accessorSpecifier.tokenKind == .keyword(kind) }?.body.map(Syntax.init) }
        return (body(.get), body(.set))
    }

    /// `.init(title: albumId)` → `title: albumId`.
    static func initArguments(_ getter: Syntax) -> [String: String] {
        guard let call = getter.descendants(FunctionCallExprSyntax.self).first else { return [:] }
        var arguments: [String: String] = [:]
        for argument in call.arguments {
            if let label = argument.label?.bareText { arguments[label] = argument.expression.trimmedDescription }
        }
        return arguments
    }

    /// `currentSlidingStep = newValue.currentStep` → `currentStep: currentSlidingStep`.
    static func writeBacks(_ setter: Syntax) -> [String: String] {
        var writes: [String: String] = [:]
        for sequence in setter.descendants(SequenceExprSyntax.self) {
            guard let assignment = sequence.assignment, let value = assignment.value.as(MemberAccessExprSyntax.self),
                value.base?.trimmedDescription == "newValue"
            else { continue }
            writes[value.declName.baseName.bareText] = assignment.target.trimmedDescription.replacingText("self.", with: "")
        }
        return writes
    }
}
