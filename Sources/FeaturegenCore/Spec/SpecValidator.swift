/// Rules that span the parts of one spec: names that collide (case and underscores ignored),
/// references that must resolve, and values that must have a start.
struct SpecValidator {
    let spec: FeatureSpec
    private let typos: TypeNameTypos
    /// Fields whose type was already reported as a typo (as an error), so not warned again.
    private var reportedTypos: Set<SourceLocation> = []

    /// The top-level types the feature's architecture declares for it (`declares:`).
    private let generatedTypes: [String]
    /// How the feature's architecture builds its state (the manifest's `state:`).
    private let stateRules: StateRules
    /// The top-level types the runtimes declare (`StateContainer`, `ViewStateProtocol`).
    private let runtimeTypes: Set<String>

    init(spec: FeatureSpec, generatedTypes: [String]? = nil, stateRules: StateRules? = nil, runtimeTypes: Set<String>? = nil) {
        self.runtimeTypes = runtimeTypes ?? SpecArchitectures.builtIn().runtimeTypes(of: spec)
        self.spec = spec
        self.generatedTypes = generatedTypes ?? SpecArchitectures.builtIn().topLevelTypes(of: spec)
        self.stateRules = stateRules ?? SpecArchitectures.builtIn().stateRules(of: spec)
        typos = TypeNameTypos(ownTypes: Set(spec.types.map(\.name) + spec.subviews.map(\.name) + [spec.name]))
    }

    mutating func validated(into diagnostics: inout DiagnosticCollector) -> FeatureSpec {
        var spec = spec
        checkTypeNames(&diagnostics)
        checkUnique(spec.input.map { ($0.name, $0.location) }, "input field", &diagnostics)
        checkUnique(spec.output.map { ($0.name, $0.location) }, "output", &diagnostics)
        checkUnique(spec.types.map { ($0.name, $0.location) }, "type", &diagnostics)
        checkUnique(spec.subviews.map { ($0.name, $0.location) }, "subview", &diagnostics)
        checkUnique(spec.routes.map { ($0.name, $0.location) }, "route", &diagnostics)
        checkUnique(spec.constants.map { ($0.name, $0.location) }, "constant", &diagnostics)
        checkUnique(spec.routerProperties.map { ($0.name, $0.location) }, "router property", &diagnostics)
        checkRouterProperties(&diagnostics)
        for subview in spec.subviews {
            checkUnique(subview.constants.map { ($0.name, $0.location) }, "constant of '\(subview.name)'", &diagnostics)
        }
        checkConstantsEnums(&diagnostics)
        checkStateFields(&spec, &diagnostics)
        checkActions(&diagnostics)
        checkNestedTypes(&diagnostics)
        checkStateCases(&diagnostics)
        checkSubviews(&spec, &diagnostics)
        checkUnusedInput(&diagnostics)
        checkPreviewInput(&diagnostics)
        checkConformances(of: spec, &diagnostics)
        checkRoutes(&diagnostics)
        checkOutputHandlers(&diagnostics)
        checkForEachFields(&diagnostics)
        checkDependencies(&diagnostics)
        checkKeyPathDependencies(&diagnostics)
        checkSharedAndFocusFields(&diagnostics)
        checkCancellation(&diagnostics)
        checkPreviews(spec, &diagnostics)
        checkRenames(&diagnostics)
        warnAboutTypeTypos(&diagnostics)
        return spec
    }

    /// A name of the standard library, SwiftUI, or a runtime the project holds.
    private func reserved(_ name: String) -> Bool {
        GeneratedNames.reservedTypeNames.contains(name) || runtimeTypes.contains(name)
    }

    /// A name to suggest instead of `name`: one that, nor any type featuregen would generate
    /// from it, is no runtime or standard name: the first of `XScreen`, `XFeature` and `XModule`
    /// that is free.
    private func freeName(for name: String) -> String {
        let candidates = ["Screen", "Feature", "Module"].map { name + $0 }
        return candidates.first { candidate in
            !reserved(candidate)
                && generatedTypes.allSatisfy { !reserved($0.replacingText(name, with: candidate)) }
        } ?? candidates[0]
    }

    private func checkTypeNames(_ diagnostics: inout DiagnosticCollector) {
        // A runtime declaring `VSURFHostedScreen` would clash with a derived `…Screen` type of a feature.
        for generated in generatedTypes where generated != spec.name && runtimeTypes.contains(generated) {
            diagnostics.error(
                "feature name '\(spec.name)' would make featuregen declare '\(generated)', which the architecture's runtime declares",
                at: spec.location, notes: [.init("choose another name, such as '\(freeName(for: spec.name))'")])
        }
        if reserved(spec.name) || GeneratedNames.frameworkTypeNames.contains(spec.name) {
            diagnostics.error(
                "feature name '\(spec.name)' would shadow a standard, SwiftUI or runtime type", at: spec.location,
                notes: [.init("choose a more specific name, such as '\(spec.name)Screen'")])
        }
        let generated = Set(generatedTypes)
        for type in spec.types where reserved(type.name) {
            diagnostics.error("type name '\(type.name)' would shadow a standard, SwiftUI or runtime type", at: type.location)
        }
        for subview in spec.subviews {
            if reserved(subview.name) || GeneratedNames.frameworkTypeNames.contains(subview.name) {
                diagnostics.error(
                    "subview name '\(subview.name)' would shadow a standard, SwiftUI or runtime type", at: subview.location)
            } else if generated.contains(subview.name) {
                diagnostics.error(
                    "subview name '\(subview.name)' is the name of a type featuregen generates for '\(spec.name)'",
                    at: subview.location)
            }
            let property = GeneratedNames.viewProperty(of: subview)
            if GeneratedNames.viewMembers.contains(property) {
                diagnostics.error(
                    "subview '\(subview.name)' would be the view's property '\(property)', a name the view already uses",
                    at: subview.location, notes: [.init("choose another name")])
            }
            if let type = spec.types.first(where: { $0.name == subview.name }) {
                diagnostics.error(
                    "subview '\(subview.name)' has the name of a type of this spec", at: subview.location,
                    notes: [.init("the type is declared here", at: type.location)])
            }
        }
    }

    private mutating func checkStateFields(_ spec: inout FeatureSpec, _ diagnostics: inout DiagnosticCollector) {
        var names = spec.state.map { ($0.name, $0.location) }
        names += spec.subviews.filter { !$0.fields.isEmpty && $0.hasViewState }.map { (GeneratedNames.projection(of: $0), $0.location) }
        checkUnique(names, "state member", &diagnostics)
        checkUnique(spec.subviews.map { (GeneratedNames.viewProperty(of: $0), $0.location) }, "view property", &diagnostics)
        reserved(spec.state.map { ($0.name, $0.location) }, GeneratedNames.stateMembers, "the state", &diagnostics)
        for index in spec.state.indices {
            let field = spec.state[index]
            if let inputName = field.inputField, !spec.input.contains(where: { $0.name == inputName }) {
                diagnostics.error(
                    "state field '\(field.name)' starts from input '\(inputName)', which 'input' does not declare",
                    at: field.location, notes: suggestion(inputName, spec.input.map(\.name)))
            }
            // A field read from the input needs no value of its own, unless the architecture
            // builds the state from an optional input (`input?.name ?? initial`); even then an
            // optional field starts as `input?.name`, without `?? nil`.
            let inputSuffices = field.inputField != nil && (!stateRules.optionalInput || TypeExpression.isOptional(field.type))
            guard field.derivedExpression == nil, field.initial == nil, !inputSuffices else { continue }
            if let natural = TypeExpression.naturalInitialValue(of: field.type) {
                spec.state[index].initial = natural
            } else {
                if let typo = typos.typo(in: field.type) {
                    diagnostics.error(
                        "state field '\(field.name)' has type '\(field.type)': '\(typo.name)' is no type featuregen knows",
                        at: field.location, notes: [.init("did you mean '\(typo.suggestion)'?")])
                    reportedTypos.insert(field.location)
                    continue
                }
                diagnostics.error(
                    "state field '\(field.name)' of type '\(field.type)' needs an initial value", at: field.location,
                    notes: [.init("write it as '\(field.name): { type: \(field.type), initial: \(exampleValue(of: field.type)) }'")])
            }
        }
    }

    private func exampleValue(of type: String) -> String {
        if case let .enumeration(cases)? = spec.types.first(where: { $0.name == type })?.shape, let first = cases.first,
            first.parameters.isEmpty
        {
            return ".\(first.name)"
        }
        return "\(type)()"
    }

    private func checkActions(_ diagnostics: inout DiagnosticCollector) {
        var cases = spec.actions.map { ($0.name, $0.location) }
        cases += spec.subviews.filter { !$0.actions.isEmpty }.map { ($0.caseName, $0.location) }
        checkUnique(cases, "action", &diagnostics)
        var handlers = spec.actions.map { (GeneratedNames.handler(of: $0).fullName, $0.handlerLocation ?? $0.location) }
        handlers += spec.subviews.filter { !$0.actions.isEmpty }.map { (GeneratedNames.handler(of: $0), $0.location) }
        checkUnique(handlers, "view model method", &diagnostics)
        reserved(
            spec.actions.map { ($0.handler?.name ?? $0.name, $0.handlerLocation ?? $0.location) }, GeneratedNames.viewModelMembers,
            "the view model", &diagnostics)
        for action in spec.actions {
            checkParameters(action, &diagnostics)
            if let labels = action.handler?.labels, labels.count != action.parameters.count {
                diagnostics.error(
                    "handler '\(action.handler!.fullName)' of '\(action.name)' has \(labels.count) label\(labels.count == 1 ? "" : "s") for \(action.parameters.count) value\(action.parameters.count == 1 ? "" : "s")",
                    at: action.handlerLocation,
                    notes: [.init("give one label per value, '_' for none: '\(GeneratedNames.handler(of: action, labels: nil).fullName)'")])
            }
        }
    }

    private func checkNestedTypes(_ diagnostics: inout DiagnosticCollector) {
        for type in spec.types {
            switch type.shape {
            case let .enumeration(cases):
                checkUnique(cases.map { ($0.name, $0.location) }, "case of '\(type.name)'", &diagnostics)
                for item in cases { checkParameters(item, &diagnostics) }
                if type.conformances.contains("CaseIterable"), let item = cases.first(where: { !$0.parameters.isEmpty }) {
                    diagnostics.error(
                        "type '\(type.name)' is CaseIterable, but its case '\(item.name)' carries values", at: item.location,
                        notes: [.init("only an enum whose cases carry no values lists all its cases; remove 'CaseIterable' or the values")])
                }
                if let rawType = type.rawType { checkRawValues(of: type, cases: cases, rawType: rawType, &diagnostics) }
            case let .structure(fields):
                checkUnique(
                    fields.map { ($0.name, $0.location) } + type.derived.map { ($0.name, $0.location) }, "field of '\(type.name)'",
                    &diagnostics)
                if type.conformances.contains("CaseIterable") {
                    diagnostics.error(
                        "type '\(type.name)' is a struct, which cannot be CaseIterable", at: type.location,
                        notes: [.init("give it 'cases:' to make it an enum, or remove 'CaseIterable'")])
                }
            }
            if type.isTopLevel {
                let location = type.topLevelLocation ?? type.location
                if GeneratedNames.frameworkTypeNames.contains(type.name) {
                    diagnostics.error(
                        "type '\(type.name)' at the top level would hide the framework type of that name from the whole module",
                        at: location, notes: [.init("choose a more specific name, or keep it nested in the state (remove 'topLevel')")])
                } else if type.name == spec.name || generatedTypes.contains(type.name) {
                    diagnostics.error(
                        "type '\(type.name)' at the top level is the name of a type featuregen generates for '\(spec.name)'",
                        at: location, notes: [.init("choose another name, or keep it nested in the state (remove 'topLevel')")])
                }
            }
        }
    }

    /// The raw values of an enum with `rawValue:`: text for a string raw type, a number for
    /// another, and no two cases with the same one (a string case without one has its name).
    private func checkRawValues(
        of type: FeatureSpec.NestedType, cases: [FeatureSpec.Action], rawType: String, _ diagnostics: inout DiagnosticCollector
    ) {
        let isText = TypeExpression.isStringLiteralType(rawType)
        var seen: [String: FeatureSpec.Action] = [:]
        for item in cases {
            let written = type.rawValues[item.name]
            if let written, !isText, Double(written.trimmingBlanks) == nil {
                diagnostics.error(
                    "raw value '\(written)' of case '\(item.name)' is not a number, as raw type '\(rawType)' needs",
                    at: item.location, notes: [.init("write a number, or make the raw type 'String' for text")])
                continue
            }
            guard let value = written.map({ isText ? $0 : $0.trimmingBlanks }) ?? (isText ? item.name : nil) else { continue }
            if let first = seen[value] {
                diagnostics.error(
                    "case '\(item.name)' of '\(type.name)' has the raw value '\(value)' of case '\(first.name)'", at: item.location,
                    notes: [.init("'\(first.name)' is declared here", at: first.location), .init("each case needs its own raw value")])
            } else {
                seen[value] = item
            }
        }
    }

    /// `state:` as a list of cases: unique names, labels, and a first case without values,
    /// which the screen starts as.
    private func checkStateCases(_ diagnostics: inout DiagnosticCollector) {
        checkUnique(spec.stateCases.map { ($0.name, $0.location) }, "case of the state", &diagnostics)
        for item in spec.stateCases { checkParameters(item, &diagnostics) }
        if let first = spec.stateCases.first, !first.parameters.isEmpty {
            diagnostics.error(
                "the state starts as its first case, '\(first.name)', which carries values", at: first.location,
                notes: [.init("put a case without values first ('- idle'): the screen starts as it")])
        }
    }

    private func checkSubviews(_ spec: inout FeatureSpec, _ diagnostics: inout DiagnosticCollector) {
        for index in spec.subviews.indices {
            let subview = spec.subviews[index]
            checkUnique(subview.fields.map { ($0.name, $0.location) }, "field of '\(subview.name)'", &diagnostics)
            checkUnique(subview.actions.map { ($0.name, $0.location) }, "action of '\(subview.name)'", &diagnostics)
            for action in subview.actions { checkParameters(action, &diagnostics) }
            for fieldIndex in subview.fields.indices {
                let field = subview.fields[fieldIndex]
                if field.isWritable && !subview.isBinding {
                    diagnostics.error(
                        "field '\(field.name)' of '\(subview.name)' is writable, but the subview is not a binding",
                        at: field.location, notes: [.init("add 'binding: true' to '\(subview.name)'")])
                }
                switch field.source {
                case let .parentField(parent):
                    guard let parentField = spec.state.first(where: { $0.name == parent }) else {
                        var notes = suggestion(parent, spec.state.map(\.name))
                        if spec.stateCases.isEmpty {
                            notes.append(
                                .init("add a state field '\(parent)', or give the field 'from: stateField' or 'value: expression'"))
                        } else {
                            notes.append(
                                .init(
                                    "the state is a list of cases, which has no fields: give the field 'value: expression', or pass the case's values to the subview in your code"
                                ))
                        }
                        diagnostics.error(
                            "field '\(field.name)' of '\(subview.name)' has no state field '\(parent)' to come from",
                            at: field.location, notes: notes)
                        continue
                    }
                    if field.type.isEmpty { spec.subviews[index].fields[fieldIndex].type = parentField.type }
                    if field.isWritable && parentField.isLet {
                        diagnostics.error(
                            "field '\(field.name)' of '\(subview.name)' is writable, but state field '\(parent)' is a 'let'",
                            at: field.location, notes: [.init("remove 'let: true' from '\(parent)', or 'writable: true' here")])
                    }
                    if field.isWritable && parentField.derivedExpression != nil {
                        diagnostics.error(
                            "field '\(field.name)' of '\(subview.name)' is writable, but state field '\(parent)' is derived",
                            at: field.location, notes: [.init("a writable field needs a stored state field to write back to")])
                    }
                case .expression:
                    if !subview.hasViewState {
                        diagnostics.error(
                            "field '\(field.name)' of '\(subview.name)' comes from an expression, but the subview has no ViewState to compute it in",
                            at: field.location,
                            notes: [
                                .init("make the expression a state field with 'derived:' and give this field 'from:' it"),
                                .init("or remove 'viewState: false'", at: subview.viewStateLocation),
                            ])
                    }
                    if field.isWritable {
                        diagnostics.error(
                            "field '\(field.name)' of '\(subview.name)' is writable but comes from an expression",
                            at: field.location, notes: [.init("a writable field needs 'from: stateField' to write back to")])
                    }
                    if field.type.isEmpty {
                        diagnostics.error(
                            "field '\(field.name)' of '\(subview.name)' needs a 'type'", at: field.location)
                    }
                }
            }
        }
    }

    /// An input field that no state field reads is gone once the state is built, in an
    /// architecture that does not keep the whole input.
    private func checkUnusedInput(_ diagnostics: inout DiagnosticCollector) {
        guard !stateRules.keepsInput else { return }
        for field in spec.unreadInput {
            diagnostics.emit(
                .warning(
                    "input field '\(field.name)' is read by no state field, so the generated code drops it", at: field.location,
                    notes: [
                        .init(
                            "keep it in the state with '\(field.name): { type: \(field.type), input: \(field.name) }' under 'state:', or remove it"
                        )
                    ]))
        }
    }

    /// `preview:` gives values to input fields, once each.
    private func checkPreviewInput(_ diagnostics: inout DiagnosticCollector) {
        checkUnique(spec.previewInput.map { ($0.name, $0.location) }, "preview value", &diagnostics)
        let fields = spec.input.map(\.name)
        for value in spec.previewInput where !fields.contains(value.name) {
            diagnostics.emit(
                .error(
                    "'preview' gives a value to '\(value.name)', which is not an input field", at: value.location,
                    notes: suggestion(value.name, fields)
                        + [.init(fields.isEmpty ? "the spec has no 'input:'" : "the input fields are: \(fields.joined(separator: ", "))")]))
        }
    }

    /// Every stored field must meet the protocols of the type that holds it: the state,
    /// a subview's `ViewState`, a spec type.
    private func checkConformances(of spec: FeatureSpec, _ diagnostics: inout DiagnosticCollector) {
        let check = ConformanceCheck(spec: spec, rules: stateRules)
        // tca's State is Equatable only while `equatable:` is true: turning it off is a fix too.
        let optOut = stateRules.condition.map { [Diagnostic.Note("or set '\($0): false' in the spec")] } ?? []
        func report(
            _ what: String, _ type: String, in holder: String, requiring required: [String], at location: SourceLocation,
            otherFixes: [Diagnostic.Note] = []
        ) {
            guard let shortfall = check.shortfall(of: type, against: required) else { return }
            let culprit = shortfall.culprit == type ? "" : ": '\(shortfall.culprit)' is not"
            diagnostics.error(
                "\(what) has type '\(type)', which is not \(shortfall.missing)\(culprit); \(holder) is \(required.joined(separator: ", ")), so the generated code would not compile",
                at: location, notes: [.init(shortfall.fix)] + otherFixes)
        }
        for field in spec.state where field.derivedExpression == nil {
            report(
                "state field '\(field.name)'", field.type, in: "the state", requiring: stateRules.conforms, at: field.location,
                otherFixes: optOut)
        }
        for subview in spec.subviews where !subview.isWhole {
            for field in subview.fields where !field.type.isEmpty {
                report(
                    "field '\(field.name)' of '\(subview.name)'", field.type, in: "'\(subview.name).ViewState'",
                    requiring: stateRules.subviewConforms, at: field.location, otherFixes: optOut)
            }
        }
        for type in spec.types {
            guard case let .structure(fields) = type.shape else { continue }
            for field in fields {
                report(
                    "field '\(field.name)' of '\(type.name)'", field.type, in: "'\(type.name)'", requiring: type.conformances,
                    at: field.location)
            }
        }
    }

    private func checkRoutes(_ diagnostics: inout DiagnosticCollector) {
        reserved(spec.routes.map { ($0.name, $0.location) }, GeneratedNames.routerMembers, "the router", &diagnostics)
        for route in spec.routes {
            checkParameters(.init(name: route.name, parameters: route.parameters, location: route.location), &diagnostics)
            if route.parameters.contains(where: { $0.label == nil }) {
                diagnostics.error(
                    "the input of route '\(route.name)' needs a label for each value", at: route.location,
                    notes: [.init("write it as 'input: { name: Type }'")])
            }
            checkUnique(route.handledOutputs.map { ($0.output, $0.location) }, "handled output of route '\(route.name)'", &diagnostics)
            if case .alert = route.kind {
                checkAlert(route, &diagnostics)
            }
        }
    }

    /// A state field with `forEach:` gets an action case of its own name (its elements'
    /// actions), so no action may take the name.
    private func checkForEachFields(_ diagnostics: inout DiagnosticCollector) {
        let actions = Set(spec.actions.map(\.name))
        for field in spec.state where field.forEach != nil && actions.contains(field.name) {
            diagnostics.error(
                "state field '\(field.name)' runs a feature for each element, whose actions arrive in a case '\(field.name)'; an action has that name",
                at: field.location, notes: [.init("rename the field or the action")])
        }
    }

    /// An alert route's title comes from its input or its `alert:`, once; its message at most
    /// once; its buttons' actions are cases of one enum, so a name with other values would
    /// clash, and there is at most one cancel button.
    private func checkAlert(_ route: FeatureSpec.Route, _ diagnostics: inout DiagnosticCollector) {
        let inputTitle = route.parameters.contains { $0.label == "title" }
        let inputMessage = route.parameters.contains { $0.label == "message" }
        let alert = route.alert
        if !inputTitle, alert?.title == nil {
            diagnostics.error(
                "alert route '\(route.name)' needs a title", at: route.location,
                notes: [.init("write it as 'alert: { title: Delete? }', or pass it: 'input: { title: String, message: String }'")])
        }
        guard let alert else { return }
        if inputTitle, alert.title != nil {
            diagnostics.error(
                "alert route '\(route.name)' has a title in its input and in its 'alert:'", at: alert.location,
                notes: [.init("keep one: the input's title is passed by the action, the alert's is fixed")])
        }
        if inputMessage, alert.message != nil {
            diagnostics.error(
                "alert route '\(route.name)' has a message in its input and in its 'alert:'", at: alert.location,
                notes: [.init("keep one: the input's message is passed by the action, the alert's is fixed")])
        }
        let cancels = alert.buttons.filter { $0.role == .cancel }
        if cancels.count > 1 {
            diagnostics.error("alert route '\(route.name)' has more than one cancel button", at: cancels[1].location)
        }
        var seen: Set<String> = []
        for button in alert.buttons {
            guard let action = button.action else { continue }
            if !seen.insert(action).inserted {
                diagnostics.error("alert route '\(route.name)' has two buttons with the action '\(action)'", at: button.location)
            }
        }
    }

    /// A handled output becomes a case or method beside the actions (`cartDidBuy`), so its
    /// handler's name is taken by no action and no other handler.
    private func checkOutputHandlers(_ diagnostics: inout DiagnosticCollector) {
        let handlers = spec.routes.flatMap(\.handledOutputs)
        for handler in handlers {
            if let action = spec.actions.first(where: {
                SwiftIdentifier.collisionKey($0.name) == SwiftIdentifier.collisionKey(handler.handler)
            }) {
                diagnostics.error(
                    "the handler '\(handler.handler)' of output '\(handler.output)' has the name of an action", at: handler.location,
                    notes: [
                        .init("the action is declared here", at: action.location),
                        .init("name the handler yourself: 'output: { \(handler.output): otherName }'"),
                    ])
            }
        }
        checkUnique(handlers.map { ($0.handler, $0.location) }, "output handler", &diagnostics)
    }

    /// Names the generated types already give their members, whichever architecture renders them.
    static let reservedDependencyNames: Set<String> = [
        "state", "input", "output", "router", "body", "store", "model", "intent", "reducer", "viewModel", "dependencies",
    ]

    private func checkDependencies(_ diagnostics: inout DiagnosticCollector) {
        checkUnique(spec.dependencies.map { ($0.name, $0.location) }, "dependency", &diagnostics)
        for dependency in spec.dependencies {
            if Self.reservedDependencyNames.contains(dependency.name) {
                diagnostics.error(
                    "dependency '\(dependency.name)' would take the name of a member the generated code already has",
                    at: dependency.location, notes: [.init("name it after the service: 'catalog', 'analytics'")])
            }
            if dependency.type == spec.name || generatedTypes.contains(dependency.type) {
                diagnostics.error(
                    "dependency '\(dependency.name)' has the name of a type featuregen generates: '\(dependency.type)'",
                    at: dependency.location)
            }
            checkUnique(dependency.endpoints.map { ($0.name, $0.location) }, "endpoint of '\(dependency.name)'", &diagnostics)
            for endpoint in dependency.endpoints {
                checkParameters(.init(name: endpoint.name, parameters: endpoint.parameters, location: endpoint.location), &diagnostics)
                if let type = endpoint.returnType, endpoint.preview == nil, TypeExpression.naturalInitialValue(of: type) == nil {
                    diagnostics.error(
                        "endpoint '\(endpoint.name)' returns '\(type)', which has no natural value for previews and stubs",
                        at: endpoint.location,
                        notes: [.init("write it as '\(endpoint.name): { signature: \"…\", preview: \"\(type)(…)\" }'")])
                }
            }
        }
    }

    /// A dependency named by a key path takes a name no client, route or generated member has.
    private func checkKeyPathDependencies(_ diagnostics: inout DiagnosticCollector) {
        let clients = Set(spec.dependencies.map(\.name))
        let routes = Set(spec.routes.map(\.name))
        for dependency in spec.keyPathDependencies {
            if Self.reservedDependencyNames.contains(dependency.name) || clients.contains(dependency.name) {
                diagnostics.error(
                    "dependency '\(dependency.name)' would take the name of a member the generated code already has",
                    at: dependency.location, notes: [.init("name it after the value: 'uuid', 'clock', 'now'")])
            } else if routes.contains(dependency.name) {
                diagnostics.error(
                    "dependency '\(dependency.name)' has the name of a route, whose code reads it already", at: dependency.location,
                    notes: [.init("remove the dependency: the route '\(dependency.name)' gives the feature its '\(dependency.name)'")])
            }
        }
    }

    /// A shared field passed in reads an input of type `Shared<Type>`; one persisted under a key
    /// starts from its initial value, not the input; a focus field is optional or a `Bool`.
    private func checkSharedAndFocusFields(_ diagnostics: inout DiagnosticCollector) {
        for field in spec.state {
            if let shared = field.shared, let location = field.sharedLocation {
                if shared == .reference {
                    let input = field.inputField.flatMap { name in spec.input.first { $0.name == name } }
                    if field.inputField == nil {
                        diagnostics.error(
                            "state field '\(field.name)' is shared with the feature that opens it, so it starts from the input",
                            at: location,
                            notes: [
                                .init(
                                    "add 'input: \(field.name)' and the input field '\(field.name): \"Shared<\(field.type)>\"', or share it under a key: 'shared: { appStorage: \(field.name) }'"
                                )
                            ])
                    } else if let input, input.type != "Shared<\(field.type)>" {
                        diagnostics.error(
                            "state field '\(field.name)' is shared, but input '\(input.name)' is '\(input.type)', not 'Shared<\(field.type)>'",
                            at: location,
                            notes: [
                                .init(
                                    "the opener passes its shared reference: declare '\(input.name): \"Shared<\(field.type)>\"'",
                                    at: input.location)
                            ])
                    }
                } else if field.inputField != nil {
                    diagnostics.error(
                        "state field '\(field.name)' is shared under a key, so it starts from what is stored there, not from the input",
                        at: location, notes: [.init("remove 'input', or write 'shared: true' for state the opener passes in")])
                }
                if field.isLet {
                    diagnostics.error(
                        "state field '\(field.name)' is shared: other features change it, so it cannot be a 'let'", at: location,
                        notes: [.init("remove 'let' or 'shared'")])
                }
            }
            if field.isFocusState, let location = field.focusStateLocation {
                if !(TypeExpression.isOptional(field.type) || field.type == "Bool") {
                    diagnostics.error(
                        "state field '\(field.name)' is the view's focus, so its type is optional or Bool, not '\(field.type)'",
                        at: location, notes: [.init("write 'type: \"\(field.type)?\"': nil when nothing has the focus")])
                }
                if field.isLet || field.shared != nil {
                    diagnostics.error(
                        "state field '\(field.name)' is the view's focus: the view writes it, so it cannot be \(field.isLet ? "a 'let'" : "shared")",
                        at: location, notes: [.init("remove '\(field.isLet ? "let" : "shared")' or 'focusState'")])
                }
            }
        }
        let focused = spec.state.filter(\.isFocusState)
        if focused.count > 1, let second = focused[1].focusStateLocation {
            diagnostics.error(
                "state fields '\(focused[0].name)' and '\(focused[1].name)' are both the view's focus", at: second,
                notes: [.init("keep one: an enum of the focusable fields (Field?) tells them apart")])
        }
    }

    /// What an action cancels is what another runs as cancellable; a cancellable action is no
    /// route's, whose effect is the route's.
    private func checkCancellation(_ diagnostics: inout DiagnosticCollector) {
        let ids = spec.actions.compactMap(\.cancellableID)
        for action in spec.actions {
            if let id = action.cancelsID, !ids.contains(id), let location = action.cancelsLocation {
                diagnostics.error(
                    "action '\(action.name)' cancels '\(id)', which no action runs as cancellable", at: location,
                    notes: suggestion(id, ids) + [.init("add 'cancellable: \(id)' beside the action whose effect it cancels")])
            }
            let location = action.cancellableLocation ?? action.cancelsLocation
            if let location, action.cancellableID != nil || action.cancelsID != nil, triggersRoute(action) {
                diagnostics.error(
                    "action '\(action.name)' opens a route, so its effect is the route's and cannot be cancelled here", at: location,
                    notes: [.init("put 'cancellable'/'cancels' on an action of its own")])
            }
        }
    }

    private func triggersRoute(_ action: FeatureSpec.Action) -> Bool {
        spec.routes.contains { $0.name == action.name && $0.parameters == action.parameters }
    }

    private func checkParameters(_ action: FeatureSpec.Action, _ diagnostics: inout DiagnosticCollector) {
        let labels = action.parameters.compactMap(\.label)
        checkUnique(labels.map { ($0, action.location) }, "parameter of '\(action.name)'", &diagnostics)
    }

    private func reserved(
        _ names: [(String, SourceLocation)], _ members: Set<String>, _ owner: String,
        _ diagnostics: inout DiagnosticCollector
    ) {
        for (name, location) in names where members.contains(name) {
            diagnostics.error(
                "'\(name)' is a name \(owner) already uses", at: location,
                notes: [.init("choose another name")])
        }
    }

    /// The router's members besides its stored properties: its routes' methods, and what every
    /// router that featuregen writes declares (a UIKit router's `parentViewController` and
    /// `reducer`, a SwiftUI router's `body` and `screen`).
    static let routerMembers: Set<String> = ["parentViewController", "reducer", "body", "screen", "screenType", "intent", "init"]

    /// A router property may not take the name of a route (its method) or of what the router
    /// already declares.
    private func checkRouterProperties(_ diagnostics: inout DiagnosticCollector) {
        for property in spec.routerProperties {
            let key = SwiftIdentifier.collisionKey(property.name)
            if let route = spec.routes.first(where: { SwiftIdentifier.collisionKey($0.name) == key }) {
                diagnostics.error(
                    "router property '\(property.name)' has the name of route '\(route.name)', a method of the same router",
                    at: property.location, notes: [.init("route '\(route.name)' is declared here", at: route.location)])
            } else if Self.routerMembers.contains(property.name) {
                diagnostics.error(
                    "router property '\(property.name)' is a name the router already declares",
                    at: property.location,
                    notes: [.init("the router declares: \(Self.routerMembers.sorted().joined(separator: ", ")); choose another name")])
            }
        }
    }

    /// `constantsEnum:` names a Swift type nested in the state (or a subview): it has constants
    /// to hold, and takes no name the holder, the spec or the frameworks already give a type.
    private func checkConstantsEnums(_ diagnostics: inout DiagnosticCollector) {
        let specTypes = spec.types.map(\.name) + spec.subviews.map(\.name) + [spec.name] + generatedTypes
        func check(_ name: String?, at location: SourceLocation?, holder: String, hasConstants: Bool, nested: [String]) {
            guard let name, let location else { return }
            if !hasConstants {
                diagnostics.emit(
                    .warning(
                        "'constantsEnum' names the enum of the constants of \(holder), which has none", at: location,
                        notes: [.init("add 'constants:' beside it, or remove 'constantsEnum'")]))
            }
            if reserved(name) || GeneratedNames.frameworkTypeNames.contains(name) {
                diagnostics.error(
                    "constants enum '\(name)' would shadow a standard, SwiftUI or runtime type in \(holder)", at: location,
                    notes: [.init("choose a more specific name, such as 'Public\(name)'")])
            } else if let taken = (specTypes + nested).first(where: {
                SwiftIdentifier.collisionKey($0) == SwiftIdentifier.collisionKey(name)
            }) {
                diagnostics.error(
                    "constants enum '\(name)' collides with the type '\(taken)' \(holder) can see", at: location,
                    notes: [.init("choose another name for the enum, such as '\(name)Constant'")])
            }
        }
        check(
            spec.constantsEnum, at: spec.constantsEnumLocation, holder: "the state", hasConstants: !spec.constants.isEmpty,
            nested: ["ViewState", "Action"])
        for subview in spec.subviews {
            check(
                subview.constantsEnum, at: subview.constantsEnumLocation, holder: "subview '\(subview.name)'",
                hasConstants: !subview.constants.isEmpty, nested: ["ViewState", "Action"])
        }
    }

    private func checkUnique(
        _ names: [(String, SourceLocation)], _ what: String, _ diagnostics: inout DiagnosticCollector
    ) {
        var seen: [String: (String, SourceLocation)] = [:]
        for (name, location) in names {
            let key = SwiftIdentifier.collisionKey(name)
            if let (first, firstLocation) = seen[key] {
                let same = first == name ? "duplicate \(what) '\(name)'" : "\(what) '\(name)' collides with '\(first)'"
                diagnostics.error(same, at: location, notes: [.init("'\(first)' is declared here", at: firstLocation)])
            } else {
                seen[key] = (name, location)
            }
        }
    }

    /// Each preset of `previews:` sets stored state fields, once each, and gives a value to
    /// every field the screen's input starts, where its type has none of its own.
    private func checkPreviews(_ spec: FeatureSpec, _ diagnostics: inout DiagnosticCollector) {
        checkUnique(spec.previews.map { ($0.name, $0.location) }, "preview", &diagnostics)
        let stored = spec.state.filter { $0.derivedExpression == nil }
        for preset in spec.previews {
            checkUnique(preset.values.map { ($0.name, $0.location) }, "field of preview '\(preset.name)'", &diagnostics)
            for value in preset.values {
                if spec.state.contains(where: { $0.name == value.name && $0.derivedExpression != nil }) {
                    diagnostics.error(
                        "preview '\(preset.name)' sets '\(value.name)', which is derived: it is computed from the others",
                        at: value.location, notes: [.init("set the fields it is computed from")])
                } else if !stored.contains(where: { $0.name == value.name }) {
                    diagnostics.error(
                        "preview '\(preset.name)' sets '\(value.name)', which is no state field",
                        at: value.location, notes: suggestion(value.name, stored.map(\.name)))
                }
            }
            for field in stored where field.inputField != nil && field.initial == nil {
                guard !preset.values.contains(where: { $0.name == field.name }),
                    let input = spec.input.first(where: { $0.name == field.inputField }),
                    TypeExpression.naturalInitialValue(of: input.type) == nil
                else { continue }
                diagnostics.error(
                    "preview '\(preset.name)' needs a value for '\(field.name)': it starts from input '\(input.name)', whose type '\(input.type)' has no natural value",
                    at: preset.location, notes: [.init("add '\(field.name): \"\(input.type)(…)\"' to the preview")])
            }
        }
    }

    private func suggestion(_ name: String, _ candidates: [String]) -> [Diagnostic.Note] {
        DidYouMean.suggestion(for: name, among: candidates).map { [.init("did you mean '\($0)'?")] } ?? []
    }

    /// `was:` must name something that is gone: not the item itself, not another item of the
    /// same kind, and not the old name of two items.
    private func checkRenames(_ diagnostics: inout DiagnosticCollector) {
        if let previous = spec.previousName, previous == spec.name {
            diagnostics.error(
                "feature '\(spec.name)' says it was '\(previous)', its own name", at: spec.previousNameLocation ?? spec.location,
                notes: [.init("remove 'was', or name the feature's old name")])
        }
        checkRenames(spec.actions.map { ($0.name, $0.previousName, $0.location) }, "action", &diagnostics)
        checkRenames(spec.state.map { ($0.name, $0.previousName, $0.location) }, "state field", &diagnostics)
        checkRenames(spec.stateCases.map { ($0.name, $0.previousName, $0.location) }, "case of the state", &diagnostics)
        checkRenames(spec.subviews.map { ($0.name, $0.previousName, $0.location) }, "subview", &diagnostics)
        checkRenames(spec.routes.map { ($0.name, $0.previousName, $0.location) }, "route", &diagnostics)
        for subview in spec.subviews {
            checkRenames(subview.actions.map { ($0.name, $0.previousName, $0.location) }, "action of '\(subview.name)'", &diagnostics)
        }
    }

    private func checkRenames(
        _ items: [(name: String, previous: String?, location: SourceLocation)], _ noun: String,
        _ diagnostics: inout DiagnosticCollector
    ) {
        let names = Set(items.map(\.name))
        var seen: [String: String] = [:]
        for item in items {
            guard let previous = item.previous else { continue }
            if previous == item.name {
                diagnostics.error(
                    "\(noun) '\(item.name)' says it was '\(previous)', its own name", at: item.location,
                    notes: [.init("remove 'was', or name the \(noun)'s old name")])
            } else if names.contains(previous) {
                diagnostics.error(
                    "\(noun) '\(item.name)' was '\(previous)', but '\(previous)' is still a \(noun) of this spec", at: item.location,
                    notes: [.init("a rename's old name must be gone; remove 'was' or the other \(noun)")])
            } else if let other = seen[previous] {
                diagnostics.error(
                    "\(noun)s '\(other)' and '\(item.name)' both say they were '\(previous)'", at: item.location,
                    notes: [.init("only one of them can carry the old code; remove one 'was'")])
            }
            seen[previous] = seen[previous] ?? item.name
        }
    }

    /// A type name one or two letters from a known type, anywhere in the spec: a warning with a
    /// did-you-mean (the name may be the app's own type, so it is not an error).
    private func warnAboutTypeTypos(_ diagnostics: inout DiagnosticCollector) {
        var types: [(String, SourceLocation)] = spec.input.map { ($0.type, $0.location) }
        types += spec.state.filter { !reportedTypos.contains($0.location) }.map { ($0.type, $0.location) }
        types += spec.output.flatMap { output in output.parameters.map { ($0.type, output.location) } }
        types += spec.actions.flatMap { action in action.parameters.map { ($0.type, action.location) } }
        types += spec.routes.flatMap { route in route.parameters.map { ($0.type, route.location) } }
        types += spec.subviews.flatMap { subview in subview.fields.map { ($0.type, $0.location) } }
        for type in spec.types {
            switch type.shape {
            case .structure(let fields): types += fields.map { ($0.type, $0.location) }
            case .enumeration(let cases): types += cases.flatMap { item in item.parameters.map { ($0.type, item.location) } }
            }
        }
        for (type, location) in types {
            guard let typo = typos.typo(in: type) else { continue }
            diagnostics.emit(
                .warning(
                    "'\(typo.name)' in '\(type)' is no type featuregen knows", at: location,
                    notes: [.init("did you mean '\(typo.suggestion)'?")]))
        }
    }
}
