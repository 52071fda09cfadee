/// The state's rules: fields that start from the input or have a value of their own, cases
/// the screen can start as, fields run for each element, shared and focus fields.
extension SpecValidator {
    mutating func checkStateFields(_ spec: inout FeatureSpec, _ diagnostics: inout DiagnosticCollector) {
        var names = spec.state.map { ($0.name, $0.location) }
        names += spec.subviews.filter { !$0.fields.isEmpty && $0.hasViewState }.map { (GeneratedNames.projection(of: $0), $0.location) }
        checkUnique(names, "state member", &diagnostics)
        checkUnique(spec.subviews.map { (GeneratedNames.viewProperty(of: $0), $0.location) }, "view property", &diagnostics)
        reserved(spec.state.map { ($0.name, $0.location) }, GeneratedNames.stateMembers, "the state", &diagnostics)
        if stateRules.keepsAppearance { checkKeptAppearance(spec, &diagnostics) }
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

    /// `state:` as a list of cases: unique names, labels, and a first case without values,
    /// which the screen starts as.
    func checkStateCases(_ diagnostics: inout DiagnosticCollector) {
        checkUnique(spec.stateCases.map { ($0.name, $0.location) }, "case of the state", &diagnostics)
        for item in spec.stateCases { checkParameters(item, &diagnostics) }
        if let first = spec.stateCases.first, !first.parameters.isEmpty {
            diagnostics.error(
                "the state starts as its first case, '\(first.name)', which carries values", at: first.location,
                notes: [.init("put a case without values first ('- idle'): the screen starts as it")])
        }
    }

    /// An input field that no state field reads is gone once the state is built, in an
    /// architecture that does not keep the whole input.
    func checkUnusedInput(_ diagnostics: inout DiagnosticCollector) {
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

    /// A state field with `forEach:` gets an action case of its own name (its elements'
    /// actions), so no action may take the name.
    func checkForEachFields(_ diagnostics: inout DiagnosticCollector) {
        let actions = Set(spec.actions.map(\.name))
        for field in spec.state where field.forEach != nil && actions.contains(field.name) {
            diagnostics.error(
                "state field '\(field.name)' runs a feature for each element, whose actions arrive in a case '\(field.name)'; an action has that name",
                at: field.location, notes: [.init("rename the field or the action")])
        }
    }

    /// A shared field passed in reads an input of type `Shared<Type>`; one persisted under a key
    /// starts from its initial value, not the input; a focus field is optional or a `Bool`.
    func checkSharedAndFocusFields(_ diagnostics: inout DiagnosticCollector) {
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
}
