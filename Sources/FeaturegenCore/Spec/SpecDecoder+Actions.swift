/// `actions:` with their handlers and cancellation, and the cases of a state of cases.
extension SpecDecoder {
    /// A list of cases: `- name`, `- name: Type`, `- name: { label: Type }`. A rename's old
    /// name is an annotation that leaves the values as they are: beside the case, for any form
    /// (`- { choose: Int, was: select }`), or among the labels of a mapping
    /// (`- choose: { was: select, index: Int }`, the labels being the rest). `section` is where
    /// the list is in the spec (`subviews.actions`), for the keys it writes.
    func actions(
        _ node: YAMLNode, _ what: String, noun: String = "action", section: String? = nil, reader: inout SpecReader
    ) -> [FeatureSpec.Action] {
        guard let items = reader.items(node, what) else { return [] }
        return items.compactMap { item in
            if item.scalar != nil, !item.isNull {
                return reader.name(item, noun).map {
                    .init(name: $0, parameters: [], location: item.location)
                }
            }
            let pairs = item.mapping ?? []
            // `was:` and (for actions) `handler:` may stand beside the case.
            let annotationKeys = section == "actions" ? Self.actionAnnotationKeys : ["was"]
            let annotations = pairs.count > 1 ? pairs.filter { annotationKeys.contains($0.key) } : []
            let besideWas = annotations.first { $0.key == "was" }
            let besideHandler = annotations.first { $0.key == "handler" }
            let cases = pairs.filter { pair in !annotations.contains { $0.key == pair.key } }
            // What stands beside the feature's actions, beside a subview's: the feature
            // handles that action, so its handler does what the key would.
            if section == "subviews.actions", cases.count > 1,
                let misplaced = cases.first(where: { $0.key != "was" && Self.actionAnnotationKeys.contains($0.key) })
            {
                reader.error(
                    "'\(misplaced.key)' stands beside the feature's actions, not a subview's", at: misplaced.keyLocation,
                    notes: [.init("the feature handles the subview's action: do it in that handler, or send an action of the feature")])
                return nil
            }
            // A misspelt annotation (`cancelable:`) beside a case: say which key was meant.
            if cases.count > 1,
                let misspelt = cases.first(where: { $0.key.count > 4 && DidYouMean.suggestion(for: $0.key, among: annotationKeys) != nil })
            {
                reader.unknownKey(misspelt, in: "an item of \(what)", allowed: annotationKeys)
                return nil
            }
            guard item.mapping != nil, cases.count == 1 else {
                let found = item.mapping.map { "\($0.count) keys" } ?? item.shapeDescription
                reader.error(
                    "expected one case in each item of \(what), found \(found)", at: item.location,
                    notes: [
                        .init("write '- name', '- name: Type' or '- name: { label: Type }', with 'was: oldName' beside it for a rename")
                    ])
                return nil
            }
            let pair = cases[0]
            guard let name = reader.name(pair.key, noun, at: pair.keyLocation),
                let parameters = parameters(pair.value, "'\(pair.key)'", reader: &reader)
            else { return nil }
            var action = FeatureSpec.Action(name: name, parameters: parameters, location: pair.keyLocation)
            let labelWas = pair.value.isUnquotedDictionaryType ? nil : pair.value.mapping?.first { $0.key == "was" }
            if let besideWas, let labelWas {
                reader.error(
                    "\(noun) '\(name)' has two 'was'", at: besideWas.keyLocation,
                    notes: [.init("the other is here", at: labelWas.keyLocation)])
            }
            if let was = besideWas ?? labelWas {
                action.previousName = reader.previousName(was.value, of: noun)
                if let section { reader.noteKeys([was], in: section) }
            }
            if let besideHandler {
                action.handler = handler(besideHandler.value, of: name, reader: &reader)
                action.handlerLocation = besideHandler.value.location
                if let section { reader.noteKeys([besideHandler], in: section) }
            }
            if let pair = annotations.first(where: { $0.key == "opens" }) {
                if reader.text(pair.value, "'opens'") != nil { action.opens = reader.name(pair.value, "route") }
                action.opensLocation = pair.value.location
                if let section { reader.noteKeys([pair], in: section) }
            }
            if let pair = annotations.first(where: { $0.key == "cancellable" }) {
                if let scalar = pair.value.scalar, scalar.isPlain, ["true", "false"].contains(scalar.text) {
                    action.cancellableID = reader.bool(pair.value, "'cancellable'") == true ? name : nil
                } else if pair.value.mapping != nil {
                    let keys = SpecVocabulary.cancellable.names
                    let options = reader.mapping(pair.value, "'cancellable' of '\(name)'", allowed: keys) ?? []
                    action.cancellableID = name
                    if let id = options.first(where: { $0.key == "id" }) {
                        action.cancellableID = reader.name(id.value, "cancellation id")
                    }
                    if let inFlight = options.first(where: { $0.key == "cancelInFlight" }) {
                        action.cancelsInFlight = reader.bool(inFlight.value, "'cancelInFlight'") ?? false
                    }
                } else if let text = reader.text(pair.value, "'cancellable'") {
                    action.cancellableID = reader.name(text, "cancellation id", at: pair.value.location)
                }
                action.cancellableLocation = pair.keyLocation
                // Beside an effect, it says how the call is cancelled: honoured with the effect.
                let besideEffect = annotations.contains { $0.key == "effect" }
                if let section, !besideEffect { reader.noteKeys([pair], in: section) }
            }
            if let pair = annotations.first(where: { $0.key == "cancels" }) {
                // `cancels: true` is YAML's boolean, as editors read it, not an id named true.
                if reader.text(pair.value, "'cancels'") != nil {
                    action.cancelsID = reader.name(pair.value, "cancellation id")
                }
                action.cancelsLocation = pair.keyLocation
                if let section { reader.noteKeys([pair], in: section) }
                if let other = annotations.first(where: { $0.key == "cancellable" }) {
                    reader.error(
                        "action '\(name)' both runs a cancellable effect and cancels one", at: pair.keyLocation,
                        notes: [.init("its effect is one or the other", at: other.keyLocation)])
                }
            }
            if let pair = annotations.first(where: { $0.key == "effect" }) {
                action.effect = effect(pair, of: name, reader: &reader)
                if let section { reader.noteKeys([pair], in: section) }
                if let other = annotations.first(where: { $0.key == "cancels" }) {
                    reader.error(
                        "action '\(name)' both calls an endpoint and cancels an effect", at: other.keyLocation,
                        notes: [.init("cancel it from an action of its own", at: pair.keyLocation)])
                }
            }
            // Written beside `opens:`, refused here whatever the route: as the schema does.
            if annotations.contains(where: { $0.key == "opens" }) {
                if let location = action.cancellableLocation ?? action.cancelsLocation {
                    let refusal = FeatureSpec.Action.opensRouteAndCancels(name, besideOpens: true)
                    reader.error(refusal.message, at: location, notes: [refusal.note])
                }
                if let pair = annotations.first(where: { $0.key == "effect" }) {
                    let refusal = FeatureSpec.Action.opensRouteAndCalls(name, besideOpens: true)
                    reader.error(refusal.message, at: action.effect?.location ?? pair.keyLocation, notes: [refusal.note])
                }
            }
            return action
        }
    }

    /// What may stand beside an action's case: a rename, its handler, and its effect's
    /// cancellation (`cancellable: timer`, `cancels: timer`).
    static let actionAnnotationKeys = SpecVocabulary.actionAnnotations.names

    /// `handler: saveSlidingStep` or `handler: updatePosition(for:)`.
    func handler(_ node: YAMLNode, of action: String, reader: inout SpecReader) -> FeatureSpec.Handler? {
        guard let text = reader.text(node, "the handler of '\(action)'")?.trimmingBlanks else { return nil }
        if node.nonStringKind != nil { return reader.name(node, "handler").map { .init(name: $0, labels: nil) } }
        guard let open = text.firstIndex(of: "(") else {
            return reader.name(text, "handler", at: node.location).map { .init(name: $0, labels: nil) }
        }
        let labels = text[text.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard text.hasSuffix(":)") || text.hasSuffix("()"), let name = reader.name(String(text[..<open]), "handler", at: node.location)
        else {
            reader.error(
                "'\(text)' is not a method name", at: node.location,
                notes: [
                    .init(
                        "write the method's name, or its full name with one label per value: 'updatePosition(for:)', 'select(_:animated:)'")
                ])
            return nil
        }
        var checked: [String] = []
        for label in labels.map(String.init) {
            guard label == "_" || reader.name(label, "argument label", at: node.location) != nil else { return nil }
            checked.append(label)
        }
        return .init(name: name, labels: checked)
    }

    /// One item of `conforms:`: one protocol, so the list renders as `: A, B` and an empty
    /// list as nothing.
    func protocolName(_ item: YAMLNode, reader: inout SpecReader) -> String? {
        guard let text = reader.text(item, "a protocol").map(\.trimmingBlanks) else { return nil }
        if text.isEmpty {
            reader.error("an empty protocol in 'conforms'", at: item.location, notes: [.init("write 'conforms: []' for none")])
            return nil
        }
        if text.contains(",") || text.contains("\n") {
            reader.error(
                "'\(text)' is not one protocol", at: item.location, notes: [.init("write each protocol as an item: 'conforms: [A, B]'")])
            return nil
        }
        return text
    }

    /// `state:` as a list: the cases of the state enum, written as a type's cases are
    /// (`- idle`, `- loaded: LoadedState`, `- failed: { message: String }`). An item written as
    /// a state field is (`- title: { type: String, input: title }`) is an error of its own.
    func stateCases(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.Action] {
        guard let items = node.sequence else { return [] }
        if items.isEmpty {
            reader.error(
                "the state is an empty list of cases", at: node.location,
                notes: [.init("write its cases ('- idle', '- loaded: LoadedState'), or its fields as a mapping ('title: String')")])
            return []
        }
        var fieldLike = false
        for item in items {
            guard let pairs = item.mapping, pairs.count == 1, let body = pairs[0].value.mapping,
                !pairs[0].value.isUnquotedDictionaryType,
                let key = body.first(where: { ["type", "initial", "input", "derived", "let", "forEach"].contains($0.key) })
            else { continue }
            fieldLike = true
            reader.error(
                "'\(pairs[0].key)' is written as a state field, but 'state:' is a list, so its items are the state's cases",
                at: key.keyLocation,
                notes: [
                    .init("write the state's fields as a mapping ('\(pairs[0].key): { type: …, input: … }') without '- ',"),
                    .init("or a case with its values: '- \(pairs[0].key): { label: Type }'"),
                ])
        }
        if fieldLike { return [] }
        return actions(node, "the cases of the state", noun: "case", section: "state.cases", reader: &reader)
    }
}
