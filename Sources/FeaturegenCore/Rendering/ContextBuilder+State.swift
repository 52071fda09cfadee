/// The state as templates see it: its stored and computed fields, its nested types, and the
/// constants and router properties the feature declares.
extension ContextBuilder {
    /// The stored fields of the state.
    func stateFieldContexts(of spec: FeatureSpec, qualify outside: (String) -> String) -> [StateFieldContext] {
        spec.state.filter { $0.derivedExpression == nil }.map { field in
            Self.sharedKeyContext(
                of: field,
                StateFieldContext(
                    name: SwiftIdentifier.escaped(field.name), label: SwiftIdentifier.argumentLabel(field.name), type: field.type,
                    outsideType: outside(field.type), initialValue: initialValue(of: field, in: spec),
                    fromInput: field.inputField.map(SwiftIdentifier.escaped), initial: field.initial,
                    keyword: field.isLet ? "let" : "var", isLet: field.isLet, forEach: field.forEach,
                    inputDefaultClause: field.inputField.flatMap { name in spec.input.first { $0.name == name }?.defaultValue }
                        .map { " = \($0)" } ?? "",
                    sharedAttribute: field.shared.map { Self.sharedAttribute($0, key: field.sharedKey) + " " } ?? "",
                    isShared: field.shared != nil, isSharedReference: field.shared == .reference,
                    isPersistedShared: field.shared.map { $0 != .reference } ?? false, isFocusState: field.isFocusState,
                    isBinding: field.isBinding,
                    memberBesideState: field.name == "state" ? "self.state" : SwiftIdentifier.escaped(field.name)))
        }
    }

    /// The computed fields of the state (`derived:`).
    static func derivedFieldContexts(of spec: FeatureSpec, qualify outside: (String) -> String) -> [DerivedFieldContext] {
        spec.state.compactMap { field in
            field.derivedExpression.map {
                DerivedFieldContext(
                    name: SwiftIdentifier.escaped(field.name), type: field.type, outsideType: outside(field.type), expression: $0)
            }
        }
    }

    /// The stored fields by what the view does with them: focus, bindings, `forEach:`, shared keys.
    func stateFieldLists(of spec: FeatureSpec, into context: inout FeatureContext) {
        context.focusFields = context.state.filter(\.isFocusState)
        context.hasFocusFields = !context.focusFields.isEmpty
        context.isBindable =
            !context.bindingValueSubviews.isEmpty || context.hasFocusFields || context.state.contains(where: \.isBinding)
        context.forEachFields = context.state.filter { $0.forEach != nil }
        context.sharedKeyFields = context.state.filter(\.declaresSharedKey)
        context.hasForEachFields = !context.forEachFields.isEmpty
        context.hasIdField = spec.state.contains { $0.name == "id" && $0.derivedExpression == nil }
    }

    /// The field's named `SharedKey` (`key: syncUps`), and where the key it declares keeps
    /// the value.
    static func sharedKeyContext(of field: FeatureSpec.StateField, _ context: StateFieldContext) -> StateFieldContext {
        guard let key = field.sharedKey, let storage = field.shared else { return context }
        var context = context
        context.isKeyedShared = true
        context.sharedKey = key
        switch storage {
        case .appStorage(let name): (context.isAppStorage, context.sharedStorageKey) = (true, name)
        case .fileStorage(let name): (context.isFileStorage, context.sharedStorageKey) = (true, name)
        case .inMemory(let name): (context.isInMemory, context.sharedStorageKey) = (true, name)
        case .reference, .named: break
        }
        context.declaresSharedKey = !context.sharedStorageKey.isEmpty
        return context
    }

    /// `@Shared`, or `@Shared(.appStorage("key"))` for a field stored under a key, or
    /// `@Shared(.syncUps)` for one read through a named key.
    static func sharedAttribute(_ storage: FeatureSpec.SharedStorage, key: String? = nil) -> String {
        if let key, storage != .reference { return "@Shared(.\(key))" }
        return switch storage {
        case .reference, .named: "@Shared"
        case .appStorage(let key): "@Shared(.appStorage(\"\(key)\"))"
        case .fileStorage(let name): "@Shared(.fileStorage(.documentsDirectory.appending(component: \"\(name)\")))"
        case .inMemory(let key): "@Shared(.inMemory(\"\(key)\"))"
        }
    }

    /// See `FeatureContext.isStateInitMemberwise`.
    static func isStateInitMemberwise(_ spec: FeatureSpec) -> Bool {
        let stored = spec.state.filter { $0.derivedExpression == nil }
        let read = stored.filter { $0.inputField != nil }
        guard read.compactMap(\.inputField) == spec.input.map(\.name) else { return false }
        for field in read {
            // A `let` with a default is no parameter of the memberwise initializer.
            guard field.name == field.inputField, let input = spec.input.first(where: { $0.name == field.name }),
                field.type == input.type || field.type == "\(input.type)?"
                    || (field.shared == .reference && input.type == "Shared<\(field.type)>"),
                !(field.isLet && input.defaultValue != nil)
            else { return false }
        }
        return stored.allSatisfy { $0.inputField != nil || $0.initial != nil }
    }

    private func initialValue(of field: FeatureSpec.StateField, in spec: FeatureSpec) -> String {
        guard let inputField = field.inputField else { return field.initial ?? "" }
        let read = "input?.\(SwiftIdentifier.escaped(inputField))"
        guard let initial = field.initial else { return read }
        return "\(read) ?? \(initial)"
    }

    /// The constants, the router's properties and the top-level types the feature declares.
    func declarations(of spec: FeatureSpec, qualify outside: (String) -> String, into context: inout FeatureContext) {
        context.constants = spec.constants.map(Self.declaration)
        context.hasConstants = !spec.constants.isEmpty
        context.constantsEnum = spec.constantsEnum ?? "Constant"
        context.routerProperties = spec.routerProperties.map(Self.declaration)
        context.explicitInits = access == .public || spec.explicitMemberwiseInit
        context.hasRouterProperties = !spec.routerProperties.isEmpty
        // Outside the state, a top-level type names the nested ones qualified.
        context.topLevelTypes = spec.types.filter(\.isTopLevel).map { typeContext($0, qualify: outside) }
        context.hasTopLevelTypes = !context.topLevelTypes.isEmpty
    }

    func typeContext(_ type: FeatureSpec.NestedType, qualify: (String) -> String) -> TypeContext {
        let conformances = type.conformances.joined(separator: ", ")
        let clause = ([type.rawType].compactMap { $0 } + type.conformances).joined(separator: ", ")
        switch type.shape {
        case let .enumeration(cases):
            let isText = type.rawType.map(TypeExpression.isStringLiteralType) ?? false
            return TypeContext(
                name: type.name, isEnum: true, keyword: "enum", conformances: conformances,
                conformanceClause: clause.isEmpty ? "" : ": " + clause,
                cases: cases.map { item in
                    let declaration = ActionContext.declaration(of: item, qualify: qualify)
                    guard let raw = type.rawValues[item.name] else { return declaration }
                    return declaration + " = " + (isText ? Self.stringLiteral(raw) : raw.trimmingBlanks)
                }, fields: [], hasFields: false, isTopLevel: type.isTopLevel, rawType: type.rawType ?? "")
        case let .structure(fields):
            return TypeContext(
                name: type.name, isEnum: false, keyword: "struct", conformances: conformances,
                conformanceClause: clause.isEmpty ? "" : ": " + clause,
                cases: [], fields: Self.fields(fields, qualify: qualify), hasFields: !fields.isEmpty,
                derived: type.derived.map {
                    DerivedFieldContext(
                        name: SwiftIdentifier.escaped($0.name), type: qualify($0.type), outsideType: qualify($0.type),
                        expression: $0.expression)
                },
                hasDerived: !type.derived.isEmpty, isTopLevel: type.isTopLevel)
        }
    }

    static func fields(_ fields: [FeatureSpec.Field], qualify: (String) -> String, values: PreviewValues? = nil) -> [FieldContext] {
        fields.enumerated().map { index, field in
            let comma = index == fields.count - 1 ? "" : ","
            let name = SwiftIdentifier.escaped(field.name)
            let defaultClause = field.defaultValue.map { " = \($0)" } ?? ""
            return FieldContext(
                name: name, type: qualify(field.type), parameter: "\(name): \(qualify(field.type))\(defaultClause)\(comma)",
                previewValue: (values?.value(of: field.type) ?? TypeExpression.naturalInitialValue(of: field.type)) ?? "",
                defaultClause: defaultClause, hasDefault: field.defaultValue != nil,
                label: SwiftIdentifier.argumentLabel(field.label ?? field.name),
                labelName: SwiftIdentifier.escaped(field.label ?? field.name))
        }
    }

    /// `minOffset: CGFloat = 146.0`, or `title = "Cart"` when the type is left to Swift.
    static func declaration(of constant: FeatureSpec.Constant) -> String {
        "\(SwiftIdentifier.escaped(constant.name))\(constant.type.map { ": \($0)" } ?? "") = \(constant.value)"
    }
}
