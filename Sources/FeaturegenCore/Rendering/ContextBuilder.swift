/// Builds the template context of a feature: all naming and Swift spelling decisions live
/// here, so templates only place text and this code is unit-tested.
package struct ContextBuilder: Sendable {
    package var observation: ProjectConfig.Observation
    package var access: ProjectConfig.AccessLevel
    /// The architecture of each feature a spec declares, for routes between them.
    package var architectures: [String: String]
    /// The outputs of each feature a spec declares, their types qualified as outside the
    /// feature (`Cart.ViewState.CartItem`), for routes that handle them.
    package var outputs: [String: [FeatureSpec.OutputCallback]]
    /// The dependencies of each feature a spec declares whose architecture is handed them by
    /// its opener (`dependencyInjection: builder`), for routes that pass them on.
    package var dependencies: [String: [FeatureSpec.Dependency]]
    /// How the tests are written (featuregen.yml's `testFramework:` and `testedModule:`).
    package var testing = TestingContext(framework: .swiftTesting, testedModule: nil)
    /// `previews:` in featuregen.yml: false writes no `#Preview`.
    package var previews = true
    /// The options each feature's spec gives, for routes and options that name it.
    package var featureOptions: [String: [String: SpecOptionValue]] = [:]
    /// The clients the project's specs declare with their endpoints, each with a
    /// `Preview<Type>` that this feature's previews and tests can use too.
    package var declaredClients: Set<String> = []
    /// The architecture's flow option (`flow`, from the manifest's `flow:`); nil without flows.
    package var flowOption: String?
    /// The features of the project with a `dismiss` route: a route that opens one gives it how
    /// it closes (`moduleDismisses`).
    package var dismissing: Set<String> = []
    /// The values of the architecture's project settings (`settings:` in its manifest).
    package var settings: [String: SpecOptionValue] = [:]

    package init(
        observation: ProjectConfig.Observation, access: ProjectConfig.AccessLevel, architectures: [String: String] = [:],
        outputs: [String: [FeatureSpec.OutputCallback]] = [:], dependencies: [String: [FeatureSpec.Dependency]] = [:]
    ) {
        self.observation = observation
        self.access = access
        self.architectures = architectures
        self.outputs = outputs
        self.dependencies = dependencies
    }

    /// A feature's outputs as other features see them: its own types qualified.
    package static func outsideOutputs(of spec: FeatureSpec) -> [FeatureSpec.OutputCallback] {
        let nested = GeneratedNames.qualifiedTypes(of: spec)
        return spec.output.map { output in
            var output = output
            output.parameters = output.parameters.map { .init(label: $0.label, type: TypeExpression.qualify($0.type, with: nested)) }
            return output
        }
    }

    package var project: ProjectContext {
        var context = ProjectContext(
            access: accessPrefix, isPublic: access == .public, combine: observation == .combine,
            observable: observation == .observable, feature: "")
        context.testing = testing
        context.settings = OptionsContext(values: settings)
        return context
    }

    private var accessPrefix: String { access == .public ? "public " : "" }

    package func context(for spec: FeatureSpec) -> FeatureContext {
        let nested = GeneratedNames.qualifiedTypes(of: spec)
        let outside = { (type: String) in TypeExpression.qualify(type, with: nested) }
        let values = PreviewValues(spec: spec)
        let flow = self.flow(of: spec.name, options: spec.options)
        let routes = spec.routes.map { route(for: $0, qualify: outside, flow: flow) }
        let moduleRoutes = routes.filter(\.isModule)
        let appearAction = spec.actions.first { ["viewDidLoad", "onAppear"].contains($0.name) && $0.parameters.isEmpty }
        let actions = spec.actions.map { action in
            var context = ActionContext(
                action, qualify: outside, body: routeCall(for: action, in: spec).map { [$0] } ?? [], values: values)
            if let index = triggeredRoute(by: action, in: spec) { context.route = routes[index] }
            return context
        }
        let derived = Dictionary(
            spec.state.compactMap { field in field.derivedExpression.map { (field.name, $0) } }, uniquingKeysWith: { first, _ in first })
        let subviews = spec.subviews.map { subview(for: $0, qualify: outside, derived: derived, values: values) }
        let dependencies = self.dependencies(spec.dependencies, qualify: outside)
        var context = FeatureContext(
            feature: spec.name,
            featureVariable: SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(spec.name)),
            access: accessPrefix,
            isPublic: access == .public,
            combine: observation == .combine,
            observable: observation == .observable,
            imports: spec.imports,
            input: Self.fields(spec.input, qualify: outside, values: values),
            output: spec.output.enumerated().map { index, callback in
                let type = "@Sendable (\(callback.parameters.map { Self.closureParameter($0) }.joined(separator: ", "))) -> Void"
                let comma = index == spec.output.count - 1 ? "" : ","
                let action = FeatureSpec.Action(name: callback.name, parameters: callback.parameters, location: callback.location)
                let bindings = Self.bindings(callback.parameters)
                return OutputContext(
                    name: SwiftIdentifier.escaped(callback.name), label: SwiftIdentifier.argumentLabel(callback.name), type: outside(type),
                    parameter: "\(SwiftIdentifier.escaped(callback.name)): @escaping \(outside(type))\(comma)",
                    caseDeclaration: ActionContext.declaration(of: action, qualify: outside),
                    signature: ActionContext(action, qualify: outside, body: []).handlerSignature,
                    closureParameters: bindings.joined(separator: ", "), hasParameters: !bindings.isEmpty,
                    recordedCall: bindings.isEmpty
                        ? callback.name : "\(callback.name)(\(bindings.map { "\\(\($0))" }.joined(separator: ", ")))")
            },
            state: spec.state.filter { $0.derivedExpression == nil }.map { field in
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
            },
            derived: spec.state.compactMap { field in
                field.derivedExpression.map {
                    DerivedFieldContext(
                        name: SwiftIdentifier.escaped(field.name), type: field.type, outsideType: outside(field.type), expression: $0)
                }
            },
            types: spec.types.filter { !$0.isTopLevel }.map { typeContext($0, qualify: { $0 }) },
            actions: actions,
            subviews: subviews,
            subviewHandlers: subviews.filter(\.hasActions),
            componentSubviews: subviews.filter { !$0.isStatic && !$0.isWhole },
            actionSubviews: subviews.filter { !$0.isStatic && !$0.isWhole && $0.hasActions },
            valueSubviews: subviews.filter { !$0.isStatic && !$0.isWhole && !$0.hasActions },
            bindingValueSubviews: subviews.filter { !$0.isStatic && !$0.isWhole && !$0.hasActions && $0.hasWriteBacks },
            routes: routes,
            moduleRoutes: moduleRoutes,
            moduleRoutesTo: RoutesByArchitecture(routes: moduleRoutes, excluding: false),
            moduleRoutesNotTo: RoutesByArchitecture(routes: moduleRoutes, excluding: true),
            pushRoutesTo: RoutesByArchitecture(routes: moduleRoutes.filter(\.isPush), excluding: false),
            presentRoutesTo: RoutesByArchitecture(routes: moduleRoutes.filter(\.isPresent), excluding: false),
            alertRoutes: routes.filter(\.isAlert),
            alertActions: routes.filter(\.isAlert).flatMap { $0.alertButtons.map(\.action) }.filter { !$0.isEmpty }.reduce(into: []) {
                list, action in
                if !list.contains(action) { list.append(action) }
            },
            routeOutputs: routes.flatMap(\.outputs),
            hasRouteOutputs: routes.contains(where: \.hasOutputs),
            hasModuleRoutes: routes.contains(where: \.isModule),
            hasAlertRoutes: routes.contains(where: \.isAlert),
            hasDismissRoute: routes.contains(where: \.isDismiss),
            hasPresentedRoutes: routes.contains { $0.isModule || $0.isAlert },
            appearAction: appearAction?.name,
            appearHandler: appearAction.map { SwiftIdentifier.escaped(GeneratedNames.handler(of: $0).name) },
            hasDerived: spec.state.contains { $0.derivedExpression != nil },
            hasImports: !spec.imports.isEmpty,
            hasInput: !spec.input.isEmpty,
            hasOutput: !spec.output.isEmpty,
            hasSubviews: !subviews.isEmpty,
            hasTypes: spec.types.contains { !$0.isTopLevel },
            hasRoutes: !spec.routes.isEmpty,
            hasOutputOrRoutes: !spec.output.isEmpty || !spec.routes.isEmpty,
            hasActionHandlers: !actions.isEmpty,
            hasSubviewHandlers: subviews.contains(where: \.hasActions),
            hasActionCases: !actions.isEmpty || subviews.contains(where: \.hasActions),
            subview: nil,
            route: nil,
            dependencies: dependencies,
            declaredDependencies: dependencies.filter(\.isDeclared),
            hasDependencies: !dependencies.isEmpty,
            dependency: nil,
            options: options(spec.options, qualify: outside, values: values))
        context.testing = testing
        // A memberwise initializer is internal: a public state declares its own, and so does one
        // whose spec asks for initializers written out (`memberwiseInit: explicit`).
        context.isStateInitMemberwise = access != .public && !spec.explicitMemberwiseInit && Self.isStateInitMemberwise(spec)
        context.hasAlertActions = !context.alertActions.isEmpty
        context.alertStyles = [
            ("alert", "Alert", "AlertState", "alert", "Alerts", ""),
            (
                "confirmationDialog", "ConfirmationDialog", "ConfirmationDialogState", "confirmation dialog", "Confirmation Dialogs",
                "(titleVisibility: .visible)"
            ),
        ].compactMap { property, typeName, stateType, singular, heading, builderArguments in
            let styled = routes.filter { $0.alertProperty == property }
            guard !styled.isEmpty else { return nil }
            let actions = styled.flatMap { $0.alertButtons.map(\.action) }.filter { !$0.isEmpty }.reduce(into: [String]()) { list, action in
                if !list.contains(action) { list.append(action) }
            }
            return AlertStyleContext(
                property: property, typeName: typeName, stateType: stateType, noun: singular + "s", singular: singular, heading: heading,
                builderArguments: builderArguments, routes: styled, actions: actions, hasActions: !actions.isEmpty)
        }
        context.focusFields = context.state.filter(\.isFocusState)
        context.hasFocusFields = !context.focusFields.isEmpty
        context.isBindable =
            !context.bindingValueSubviews.isEmpty || context.hasFocusFields || context.state.contains(where: \.isBinding)
        context.keyPathDependencies = spec.keyPathDependencies.map {
            KeyPathDependencyContext(
                name: SwiftIdentifier.escaped($0.name), keyPath: $0.keyPath, label: SwiftIdentifier.argumentLabel($0.name))
        }
        context.hasKeyPathDependencies = !context.keyPathDependencies.isEmpty
        context.cancelIDs = spec.actions.compactMap(\.cancellableID).map(SwiftIdentifier.escaped).reduce(into: []) { list, id in
            if !list.contains(id) { list.append(id) }
        }
        context.cancelIDList = context.cancelIDs.joined(separator: ", ")
        context.hasCancelIDs = !context.cancelIDs.isEmpty
        context.forEachFields = context.state.filter { $0.forEach != nil }
        context.sharedKeyFields = context.state.filter(\.declaresSharedKey)
        context.hasForEachFields = !context.forEachFields.isEmpty
        context.hasIdField = spec.state.contains { $0.name == "id" && $0.derivedExpression == nil }
        context.declaredRoutesNotTo = RoutesByArchitecture(routes: moduleRoutes.filter(\.isDeclaredModule), excluding: true)
        context.externalModuleRoutes = moduleRoutes.filter { !$0.isDeclaredModule }
        context.projectedSubviews = context.subviews.filter { $0.hasState && $0.hasViewState && !$0.isWhole }
        context.constants = spec.constants.map(Self.declaration)
        context.hasConstants = !spec.constants.isEmpty
        context.constantsEnum = spec.constantsEnum ?? "Constant"
        context.routerProperties = spec.routerProperties.map(Self.declaration)
        context.explicitInits = access == .public || spec.explicitMemberwiseInit
        context.hasRouterProperties = !spec.routerProperties.isEmpty
        // Outside the state, a top-level type names the nested ones qualified.
        context.topLevelTypes = spec.types.filter(\.isTopLevel).map { typeContext($0, qualify: outside) }
        context.hasTopLevelTypes = !context.topLevelTypes.isEmpty
        context.navigatingActions = context.actions.filter { $0.route.map { !$0.isCustom } ?? false }
        for value in spec.previewInput {
            guard let index = spec.input.firstIndex(where: { $0.name == value.name }) else { continue }
            context.input[index].previewValue = value.value
        }
        let unread = Set(spec.unreadInput.map(\.name))
        context.keptInput = zip(spec.input, context.input).filter { unread.contains($0.0.name) }.map(\.1)
        context.hasKeptInput = !context.keptInput.isEmpty
        context.stateCases = spec.stateCases.map { ActionContext($0, qualify: { $0 }, body: [], values: values) }
        context.hasStateCases = !context.stateCases.isEmpty
        context.initialStateCase = context.stateCases.first?.name ?? ""
        context.hasPreviewInput = context.input.allSatisfy { !$0.previewValue.isEmpty }
        if context.hasPreviewInput {
            let arguments = zip(spec.input, context.input).map { "\(SwiftIdentifier.argumentLabel($0.name)): \($1.previewValue)" }
            context.previewArguments = arguments.joined(separator: ", ")
            context.previewInput = ".init(\(context.previewArguments))"
        }
        context.inputParameters = context.input.map { "\($0.name): \($0.type)\($0.defaultClause)" }.joined(separator: ", ")
        context.inputFieldArguments = context.input.map { "\($0.label): \($0.name)" }.joined(separator: ", ")
        context.inputValueArguments = context.input.map { "\($0.label): input.\($0.name)" }.joined(separator: ", ")
        context.dependencyParameters = context.dependencies.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        context.dependencyArguments = context.dependencies.map { "\($0.label): \($0.name)" }.joined(separator: ", ")
        let previewClients = context.dependencies.map { "\($0.label): Preview\($0.type)()" }
        context.previewEntryArguments = ([context.previewArguments] + previewClients).filter { !$0.isEmpty }.joined(separator: ", ")
        context.hasPreviewClients = context.dependencies.allSatisfy(\.hasPreview)
        context.hasScreenPreview = previews && context.hasPreviewInput && context.hasPreviewClients
        let passed = Set(moduleRoutes.flatMap(\.moduleDependencies).map(\.name))
        context.passedDependencies = context.dependencies.filter { passed.contains($0.name) }
        context.hasPassedDependencies = !context.passedDependencies.isEmpty
        context.previews = previews
        presets(of: spec, values: values, into: &context)
        context.flow = flow
        context.inFlow = flow != nil
        context.settings = OptionsContext(values: settings)
        return context
    }

    /// A feature as an option names it: its variable and its spec's options.
    package func featureReference(_ feature: String) -> FeatureReferenceContext {
        FeatureReferenceContext(
            name: feature, variable: SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(feature)),
            specOptions: featureOptions[feature].map { options($0, qualify: { $0 }, values: nil, depth: 1) } ?? OptionsContext(values: [:]))
    }

    /// The flow a feature is a screen of: the value its spec gives the flow option.
    private func flow(of feature: String, options: [String: SpecOptionValue]? = nil) -> String? {
        guard let flowOption, case .string(let name)? = (options ?? featureOptions[feature])?[flowOption], !name.isEmpty else {
            return nil
        }
        return name
    }

    /// The memberwise arguments of the starting state, and each preview preset's.
    private func presets(of spec: FeatureSpec, values: PreviewValues, into context: inout FeatureContext) {
        let stored = spec.state.filter { $0.derivedExpression == nil }
        let label = { (field: FeatureSpec.StateField) in SwiftIdentifier.argumentLabel(field.name) }
        context.stateArguments = stored.map { field in
            "\(label(field)): \(field.inputField.map(SwiftIdentifier.escaped) ?? field.initial ?? "")"
        }.joined(separator: ", ")
        let inputPreview = Dictionary(
            zip(spec.input, context.input).map { ($0.0.name, $0.1.previewValue) }, uniquingKeysWith: { first, _ in first })
        func preset(_ name: String, _ given: [FeatureSpec.Constant]) -> PreviewPresetContext {
            let set = Dictionary(given.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            let arguments = stored.map { field in
                let start = field.inputField.flatMap { inputPreview[$0] }.flatMap { $0.isEmpty ? nil : $0 } ?? field.initial ?? ""
                return "\(label(field)): \(set[field.name] ?? start)"
            }
            // An initializer that takes the input is given the preset's value of a field read
            // from it; the other fields it sets are assigned.
            let passed = Dictionary(
                stored.compactMap { field in field.inputField.flatMap { input in set[field.name].map { (input, $0) } } },
                uniquingKeysWith: { first, _ in first })
            let inputArguments = zip(spec.input, context.input).map { input, field in
                "\(SwiftIdentifier.argumentLabel(input.name)): \(passed[input.name] ?? field.previewValue)"
            }
            let assignments = stored.compactMap { field -> String? in
                guard field.inputField.map({ passed[$0] == nil }) ?? true else { return nil }
                return set[field.name].map { "state.\(SwiftIdentifier.escaped(field.name)) = \($0)" }
            }
            return PreviewPresetContext(
                name: SwiftIdentifier.escaped(name), rawName: name, arguments: arguments.joined(separator: ", "),
                inputArguments: inputArguments.joined(separator: ", "), assignments: assignments, hasAssignments: !assignments.isEmpty)
        }
        context.previewPresets = spec.previews.map { preset($0.name, $0.values) }
        context.hasPreviewPresets = previews && !context.previewPresets.isEmpty
        // The starting state is a preset only where every input has a preview value (`item:
        // Item` has none without `preview:`): `.init(item: )` would not compile.
        let start = context.hasPreviewInput ? [preset("default", [])] : []
        context.snapshotPresets = context.previewPresets.isEmpty ? start : context.previewPresets
        context.hasSnapshotPresets = !context.snapshotPresets.isEmpty
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

    /// The route with the action's name that takes the same values, if any.
    private func triggeredRoute(by action: FeatureSpec.Action, in spec: FeatureSpec) -> Int? {
        spec.routes.firstIndex { $0.name == action.name && $0.parameters == action.parameters }
    }

    /// `await router?.dismiss()` when a route has the action's name and takes the same values.
    private func routeCall(for action: FeatureSpec.Action, in spec: FeatureSpec) -> String? {
        guard let index = triggeredRoute(by: action, in: spec) else { return nil }
        let route = spec.routes[index]
        let bindings = Self.bindings(action.parameters)
        let arguments = zip(route.parameters, bindings).map { "\($0.label.map { "\(SwiftIdentifier.argumentLabel($0)): " } ?? "")\($1)" }
        return "await router?.\(SwiftIdentifier.escaped(route.name))(\(arguments.joined(separator: ", ")))"
    }

    private func typeContext(_ type: FeatureSpec.NestedType, qualify: (String) -> String) -> TypeContext {
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

    /// An expression with the derived fields it reads replaced by their own expressions, so an
    /// initializer can evaluate it before the state is whole (where computed properties cannot
    /// be read). Lines are joined: an initializer's argument is one expression.
    static func inlined(_ expression: String, derived: [String: String], depth: Int = 0) -> String {
        let joined = expression.split(separator: "\n").map { $0.trimmingBlanks }.joined(separator: " ")
        guard depth < 8, !derived.isEmpty else { return joined }
        var result = "", word = ""
        var afterDot = false  // the word is a member (`.top`, `items.count`), not a field
        func flush() {
            if !afterDot, let inner = derived[word] {
                result += "(" + inlined(inner, derived: derived, depth: depth + 1) + ")"
            } else {
                result += word
            }
            word = ""
        }
        for character in joined {
            if character == "_" || character.isLetter || character.isNumber {
                word.append(character)
            } else {
                flush()
                result.append(character)
                afterDot = character == "."
            }
        }
        flush()
        return result
    }

    private func subview(
        for subview: FeatureSpec.Subview, qualify: (String) -> String, derived: [String: String], values: PreviewValues
    ) -> SubviewContext {
        let property = GeneratedNames.projection(of: subview)
        let fields = subview.fields.enumerated().map { index, field in
            let source: String
            var initialSource: String
            switch field.source {
            case let .parentField(name):
                source = SwiftIdentifier.escaped(name)
                initialSource = derived[name].map { "(\(Self.inlined($0, derived: derived)))" } ?? source
            case let .expression(expression):
                source = expression
                initialSource = Self.inlined(expression, derived: derived)
            }
            let comma = index == subview.fields.count - 1 ? "" : ","
            let name = SwiftIdentifier.escaped(field.name)
            var context = SubviewFieldContext(
                name: name, type: qualify(field.type), keyword: field.isWritable ? "var" : "let",
                argument: "\(SwiftIdentifier.argumentLabel(field.name)): \(source)\(comma)",
                initialArgument: "\(SwiftIdentifier.argumentLabel(field.name)): \(initialSource)\(comma)",
                parameter: "\(name): \(qualify(field.type))\(comma)", source: source, isWritable: field.isWritable,
                previewValue: values.value(of: field.type) ?? "")
            context.label = SwiftIdentifier.argumentLabel(field.name)
            context.separator = comma
            context.argumentSeparator = comma.isEmpty && subview.actions.isEmpty ? "" : ","
            context.stateSource = (field.isWritable ? "$state." : "state.") + source
            context.valueType = field.isWritable ? "Binding<\(context.type)>" : context.type
            context.previewArgument = field.isWritable ? ".constant(\(context.previewValue))" : context.previewValue
            return context
        }
        let writeBacks = subview.fields.compactMap { field -> String? in
            guard field.isWritable, case let .parentField(parent) = field.source else { return nil }
            return "\(SwiftIdentifier.escaped(parent)) = newValue.\(SwiftIdentifier.escaped(field.name))"
        }
        var context = SubviewContext(
            name: subview.name, property: property, caseName: subview.caseName,
            handler: GeneratedNames.handler(of: subview), isBinding: subview.isBinding && !subview.fields.isEmpty,
            hasState: !subview.fields.isEmpty, hasActions: !subview.actions.isEmpty,
            isStatic: subview.fields.isEmpty && subview.actions.isEmpty && !subview.isWhole,
            isWhole: subview.isWhole, fields: fields,
            writeBacks: writeBacks, hasWriteBacks: !writeBacks.isEmpty,
            actions: subview.actions.map { action in
                var context = ActionContext(action, qualify: qualify, body: ["break"], values: values)
                context.pattern = ".\(SwiftIdentifier.escaped(action.name))"
                return context
            },
            stateArgument: subview.isBinding ? "$state.\(property)" : "state.\(property)")
        context.subviewName = subview.name
        context.isInline = subview.isInline
        context.hasViewState = subview.hasViewState
        context.constants = subview.constants.map(Self.declaration)
        context.hasConstants = !subview.constants.isEmpty
        context.constantsEnum = subview.constantsEnum ?? "Constant"
        context.viewProperty = GeneratedNames.viewProperty(of: subview)
        context.hasPreviewState = fields.allSatisfy { !$0.previewValue.isEmpty }
        if context.hasPreviewState {
            let arguments = zip(subview.fields, fields).map { "\(SwiftIdentifier.argumentLabel($0.name)): \($1.previewValue)" }
            context.previewState = ".init(\(arguments.joined(separator: ", ")))"
        }
        context.hasPreview = previews && context.hasPreviewState && !context.isWhole
        return context
    }

    private func route(for route: FeatureSpec.Route, qualify: (String) -> String, flow: String? = nil) -> RouteContext {
        let parameters = route.parameters.map { "\(SwiftIdentifier.escaped($0.label ?? "value")): \(qualify($0.type))" }
        let arguments = route.parameters.compactMap(\.label).map { "\(SwiftIdentifier.argumentLabel($0)): \(SwiftIdentifier.escaped($0))" }
        let name = SwiftIdentifier.escaped(route.name)
        var context = RouteContext(
            name: name,
            signature: "\(name)(\(parameters.joined(separator: ", ")))",
            arguments: arguments.joined(separator: ", "),
            caseDeclaration: parameters.isEmpty ? name : "\(name)(\(parameters.joined(separator: ", ")))",
            caseValue: arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))",
            casePattern: route.parameters.isEmpty
                ? ".\(name)"
                : "let .\(name)(\(route.parameters.map { SwiftIdentifier.escaped($0.label ?? "value") }.joined(separator: ", ")))",
            isDismiss: false, isModule: false, isAlert: false,
            isCustom: false, module: "", isPush: false, isPresent: false,
            alertMessage: route.parameters.contains { $0.label == "message" } ? "message" : "nil",
            hasAlertMessage: route.parameters.contains { $0.label == "message" }, moduleIs: ArchitectureFlags(architecture: nil))
        context.hasArguments = !arguments.isEmpty
        if route.parameters.count == 1, let parameter = route.parameters.first {
            context.selection = SwiftIdentifier.escaped(parameter.label ?? "value")
            context.selectionType = qualify(parameter.type)
        }
        context.upperName = SwiftIdentifier.uppercasingFirst(route.name)
        if let alert = route.alert {
            if let title = alert.title { context.alertTitle = Self.stringLiteral(title) }
            if let message = alert.message {
                context.alertMessage = Self.stringLiteral(message)
                context.hasAlertMessage = true
            }
            context.alertButtons = alert.buttons.map { button in
                let role = button.role?.rawValue ?? ""
                let action = button.action.map(SwiftIdentifier.escaped) ?? ""
                let arguments = [role.isEmpty ? nil : "role: .\(role)", action.isEmpty ? nil : "action: .\(action)"].compactMap { $0 }
                return AlertButtonContext(
                    title: Self.stringLiteral(button.title), role: role, hasRole: !role.isEmpty, action: action,
                    hasAction: !action.isEmpty, buttonStateArguments: arguments.joined(separator: ", "),
                    hasButtonStateArguments: !arguments.isEmpty)
            }
            context.hasAlertButtons = !context.alertButtons.isEmpty
        }
        switch route.kind {
        case .dismiss: context.isDismiss = true
        case .alert:
            context.isAlert = true
            context.alertCase = context.caseValue
            context.isConfirmationDialog = route.alert?.isConfirmationDialog ?? false
            context.alertProperty = context.isConfirmationDialog ? "confirmationDialog" : "alert"
        case .custom: context.isCustom = true
        case let .module(module, presentation):
            context.isModule = true
            context.module = module
            context.moduleIs = ArchitectureFlags(architecture: architectures[module])
            context.isDeclaredModule = architectures[module] != nil
            context.isPush = presentation == .push
            context.isPresent = presentation == .present
            context.outputs = route.handledOutputs.compactMap { handled in
                routeOutput(handled, of: module, route: name)
            }
            context.hasOutputs = !context.outputs.isEmpty
            context.moduleOutputs = (outputs[module] ?? []).map { output in
                let ignored = Array(repeating: "_", count: output.parameters.count).joined(separator: ", ")
                let asAction = FeatureSpec.Action(name: output.name, parameters: output.parameters, location: output.location)
                return ModuleOutputContext(
                    name: SwiftIdentifier.escaped(output.name), label: SwiftIdentifier.argumentLabel(output.name),
                    handled: context.outputs.first { $0.output == SwiftIdentifier.escaped(output.name) },
                    ignoringClosure: ignored.isEmpty ? "{}" : "{ \(ignored) in }",
                    signature: ActionContext(asAction, qualify: { $0 }, body: []).handlerSignature)
            }
            context.moduleVariable = SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(module))
            context.moduleDismisses = dismissing.contains(module)
            context.inFlow = flow != nil && !route.isExternal && self.flow(of: module) == flow
            if !route.isExternal, let options = featureOptions[module] {
                context.moduleOptions = self.options(options, qualify: { $0 }, values: nil, depth: 1)
            }
            if !route.isExternal, let needed = dependencies[module] {
                context.moduleDependencies = self.dependencies(needed, qualify: { $0 })
                context.hasModuleDependencies = !needed.isEmpty
                context.dependencyArguments = context.moduleDependencies.map { "\($0.label): \($0.name)" }.joined(separator: ", ")
            }
        }
        return context
    }

    /// `"Delete \"all\"?"`: text as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }

    /// The options of a spec as templates see them; a feature an option names carries its own
    /// spec's options, whose named features carry none (`depth`), so two features naming each
    /// other end.
    private func options(
        _ values: [String: SpecOptionValue], qualify: (String) -> String, values preview: PreviewValues?, depth: Int = 0
    ) -> OptionsContext {
        var context = OptionsContext(values: values)
        for (name, value) in values {
            switch value {
            case .cases(let cases):
                context.cases[name] = cases.map { ActionContext($0, qualify: qualify, body: [], values: preview) }
            case .fields(let fields):
                context.fields[name] = Self.fields(fields, qualify: qualify, values: preview)
            case .features(let names):
                context.features[name] = names.map(\.name).map { feature in
                    let options =
                        depth < 1 ? featureOptions[feature].map { self.options($0, qualify: { $0 }, values: nil, depth: depth + 1) } : nil
                    return FeatureReferenceContext(
                        name: feature, variable: SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(feature)),
                        specOptions: options ?? OptionsContext(values: [:]))
                }
            case .object(let nested):
                context.objects[name] = options(nested, qualify: qualify, values: preview, depth: depth)
            case .string, .boolean, .integer, .names:
                break
            }
        }
        return context
    }

    /// The clients that features of builder-injected architectures declare: protocols.
    private var protocolClients: Set<String> {
        Set(self.dependencies.values.flatMap { $0.filter { !$0.endpoints.isEmpty }.map(\.type) })
    }

    private func dependencies(_ dependencies: [FeatureSpec.Dependency], qualify: (String) -> String) -> [DependencyContext] {
        let protocols = protocolClients
        return dependencies.enumerated().map { index, dependency in
            let name = SwiftIdentifier.escaped(dependency.name)
            let isProtocol = protocols.contains(dependency.type)
            return DependencyContext(
                name: name, label: SwiftIdentifier.argumentLabel(dependency.name), type: dependency.type,
                parameter: "\(name): \(dependency.type)\(index == dependencies.count - 1 ? "" : ",")",
                isDeclared: !dependency.endpoints.isEmpty,
                hasPreview: !dependency.endpoints.isEmpty || declaredClients.contains(dependency.type),
                endpoints: dependency.endpoints.map { endpoint($0, qualify: qualify) },
                upperName: SwiftIdentifier.uppercasingFirst(dependency.name),
                isProtocol: isProtocol, protocolKey: isProtocol ? "\(dependency.type)Key" : "",
                dependencyKey: !dependency.endpoints.isEmpty
                    ? "\\.\(name)" : "\(isProtocol ? "\(dependency.type)Key" : dependency.type).self")
        }
    }

    /// Nil for an output the opened feature does not declare (reported by the project's checks).
    private func routeOutput(_ handled: FeatureSpec.HandledOutput, of module: String, route: String) -> RouteOutputContext? {
        guard let output = outputs[module]?.first(where: { $0.name == handled.output }) else { return nil }
        let asAction = FeatureSpec.Action(name: output.name, parameters: output.parameters, location: handled.location)
        let handler = FeatureSpec.Action(name: handled.handler, parameters: output.parameters, location: handled.location)
        let outputAction = ActionContext(asAction, qualify: { $0 }, body: [])
        var context = RouteOutputContext(
            output: SwiftIdentifier.escaped(output.name),
            outputPattern: outputAction.pattern,
            handler: ActionContext(handler, qualify: { $0 }, body: []),
            closureParameters: Self.bindings(output.parameters).joined(separator: ", "),
            hasParameters: !output.parameters.isEmpty,
            route: route, module: module)
        context.outputSignature = outputAction.handlerSignature
        context.closureHead = context.hasParameters ? "\(context.closureParameters) in" : "in"
        return context
    }

    private func endpoint(_ endpoint: FeatureSpec.Endpoint, qualify: (String) -> String) -> EndpointContext {
        let name = SwiftIdentifier.escaped(endpoint.name)
        let bindings = Self.bindings(endpoint.parameters)
        let parameters = zip(endpoint.parameters, bindings).map { parameter, binding in
            (parameter.label != nil ? "" : "_ ") + "\(binding): \(qualify(parameter.type))"
        }
        let arguments = zip(endpoint.parameters, bindings).map { parameter, binding in
            parameter.label.map { "\(SwiftIdentifier.argumentLabel($0)): \(binding)" } ?? binding
        }
        let effects = (endpoint.isAsync ? " async" : "") + (endpoint.isThrowing ? " throws" : "")
        let returnType = endpoint.returnType.map(qualify) ?? "Void"
        let returnClause = endpoint.returnType == nil ? "" : " -> \(returnType)"
        let closureParameters = zip(endpoint.parameters, bindings).map { "_ \($1): \(qualify($0.type))" }
        return EndpointContext(
            name: name,
            label: SwiftIdentifier.argumentLabel(endpoint.name),
            closureType: "@Sendable (\(closureParameters.joined(separator: ", ")))\(effects) -> \(returnType)",
            signature: "\(name)(\(parameters.joined(separator: ", ")))\(effects)\(returnClause)",
            parameters: parameters.joined(separator: ", "),
            closureParameters: bindings.joined(separator: ", "),
            hasParameters: !endpoint.parameters.isEmpty,
            call: "\(name)(\(arguments.joined(separator: ", ")))",
            closureCall: "\(name)(\(bindings.joined(separator: ", ")))",
            effects: effects,
            callPrefix: (endpoint.isThrowing ? "try " : "") + (endpoint.isAsync ? "await " : ""),
            isAsync: endpoint.isAsync, isThrowing: endpoint.isThrowing,
            returnType: returnType, hasReturn: endpoint.returnType != nil,
            previewValue: endpoint.returnType.map { endpoint.preview ?? TypeExpression.naturalInitialValue(of: $0) ?? "" } ?? "")
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

    static func closureParameter(_ parameter: FeatureSpec.Parameter) -> String {
        guard let label = parameter.label else { return parameter.type }
        return "_ \(SwiftIdentifier.escaped(label)): \(parameter.type)"
    }

    /// `minOffset: CGFloat = 146.0`, or `title = "Cart"` when the type is left to Swift.
    static func declaration(of constant: FeatureSpec.Constant) -> String {
        "\(SwiftIdentifier.escaped(constant.name))\(constant.type.map { ": \($0)" } ?? "") = \(constant.value)"
    }

    /// The names an action's values are bound to: their labels, or `value` / `value1`, `value2`…
    static func bindings(_ parameters: [FeatureSpec.Parameter]) -> [String] {
        let unlabelled = parameters.filter { $0.label == nil }.count
        var position = 0
        return parameters.map { parameter in
            if let label = parameter.label { return SwiftIdentifier.escaped(label) }
            position += 1
            return unlabelled == 1 ? "value" : "value\(position)"
        }
    }
}

extension ActionContext {
    init(_ action: FeatureSpec.Action, qualify: (String) -> String, body: [String], values: PreviewValues? = nil) {
        let name = SwiftIdentifier.escaped(action.name)
        let bindings = ContextBuilder.bindings(action.parameters)
        let handler = GeneratedNames.handler(of: action)
        let labels = handler.labels ?? []
        let parameters = zip(zip(action.parameters, bindings), labels).map { pair, label in
            let (parameter, binding) = pair
            let type = qualify(parameter.type)
            if label == "_" { return "_ \(binding): \(type)" }
            return SwiftIdentifier.escaped(label) == binding
                ? "\(binding): \(type)" : "\(SwiftIdentifier.parameterLabel(label)) \(binding): \(type)"
        }
        let arguments = zip(bindings, labels).map { binding, label in
            label == "_" ? binding : "\(SwiftIdentifier.argumentLabel(label)): \(binding)"
        }
        let handlerName = SwiftIdentifier.escaped(handler.name)
        self.init(
            name: name,
            declaration: Self.declaration(of: action, qualify: qualify),
            pattern: action.parameters.isEmpty ? ".\(name)" : "let .\(name)(\(bindings.joined(separator: ", ")))",
            handlerSignature: "\(handlerName)(\(parameters.joined(separator: ", ")))",
            handlerCall: "\(handlerName)(\(arguments.joined(separator: ", ")))",
            body: body)
        let hidden = (["action"] + bindings).contains(handlerName)
        qualifiedHandlerCall = (hidden ? "self." : "") + handlerCall
        boundCase = action.parameters.isEmpty ? name : handlerCall
        let samples = action.parameters.map { values?.value(of: $0.type) ?? TypeExpression.naturalInitialValue(of: $0.type) }
        hasSampleValue = samples.allSatisfy { $0 != nil }
        if hasSampleValue {
            let caseArguments = zip(action.parameters, samples).map { parameter, sample in
                (parameter.label.map { "\(SwiftIdentifier.argumentLabel($0)): " } ?? "") + sample!
            }
            let callArguments = zip(labels, samples).map { label, sample in
                (label == "_" ? "" : "\(SwiftIdentifier.argumentLabel(label)): ") + sample!
            }
            sampleValue = samples.isEmpty ? ".\(name)" : ".\(name)(\(caseArguments.joined(separator: ", ")))"
            sampleCall = "\(handlerName)(\(callArguments.joined(separator: ", ")))"
            // A route passes on its labelled values only (see `RouteContext.arguments`).
            sampleRouteArguments = zip(action.parameters, samples).compactMap { parameter, sample in
                parameter.label.map { "\(SwiftIdentifier.argumentLabel($0)): \(sample!)" }
            }.joined(separator: ", ")
        }
        upperName = SwiftIdentifier.uppercasingFirst(action.name)
        if let id = action.cancellableID {
            isCancellable = true
            cancellableID = SwiftIdentifier.escaped(id)
            cancelsInFlight = action.cancelsInFlight
        }
        if let id = action.cancelsID {
            isCancelling = true
            cancelledID = SwiftIdentifier.escaped(id)
        }
        nestedPattern = action.parameters.isEmpty ? ".\(name)" : ".\(name)(\(bindings.map { "let \($0)" }.joined(separator: ", ")))"
    }

    static func declaration(of action: FeatureSpec.Action, qualify: (String) -> String) -> String {
        let name = SwiftIdentifier.escaped(action.name)
        guard !action.parameters.isEmpty else { return name }
        let values = action.parameters.map { parameter in
            (parameter.label.map { "\($0): " } ?? "") + qualify(parameter.type)
        }
        return "\(name)(\(values.joined(separator: ", ")))"
    }
}
