/// `state:` — `name: Type` or `name: { type:, initial:, input:, let:, forEach:, shared:, focusState:, binding: }`.
struct StateFieldDecoder {
    static let keys = SpecVocabulary.stateField.names

    func decode(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.StateField] {
        guard !node.isNull, let pairs = reader.mapping(node, "'state'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "state field", at: pair.keyLocation) else { return nil }
            var field = FeatureSpec.StateField(
                name: name, type: "", initial: nil, inputField: nil, location: pair.keyLocation)
            if let long = pair.value.mapping, !pair.value.isUnquotedDictionaryType {
                guard reader.mapping(pair.value, "state field '\(name)'", allowed: Self.keys) != nil else { return nil }
                reader.noteKeys(long, in: "state")
                guard let typeNode = long.first(where: { $0.key == "type" })?.value else {
                    // A misspelt key (`tpye:`) was reported with its did-you-mean: the missing
                    // type is the same mistake, not a second one.
                    if long.contains(where: { !Self.keys.contains($0.key) }) { return nil }
                    reader.error(
                        "state field '\(name)' has no 'type'", at: pair.value.location,
                        notes: [.init("add 'type: SwiftType'")])
                    return nil
                }
                guard let type = reader.type(typeNode, "'\(name)'") else { return nil }
                field.type = type
                if let initial = long.first(where: { $0.key == "initial" })?.value {
                    field.initial = reader.text(initial, "'initial'")
                }
                if let input = long.first(where: { $0.key == "input" })?.value {
                    field.inputField = reader.text(input, "'input'")
                }
                if let was = long.first(where: { $0.key == "was" })?.value {
                    field.previousName = reader.previousName(was, of: "state field")
                }
                if let forEach = long.first(where: { $0.key == "forEach" }) {
                    if let text = reader.text(forEach.value, "'forEach'") {
                        field.forEach = reader.name(text, "feature", at: forEach.value.location, typeName: true)
                    }
                    if long.contains(where: { $0.key == "derived" }) {
                        reader.error(
                            "state field '\(name)' is derived: it is computed, so it holds no features to run", at: forEach.keyLocation,
                            notes: [.init("remove 'forEach', or 'derived' to make the field stored")])
                    }
                }
                if let isLet = long.first(where: { $0.key == "let" }) {
                    field.isLet = reader.bool(isLet.value, "'let'") ?? false
                    if field.isLet, long.contains(where: { $0.key == "derived" }) {
                        reader.error(
                            "state field '\(name)' is derived: it is computed, so it cannot be a 'let'", at: isLet.keyLocation,
                            notes: [.init("remove 'let', or 'derived' to make the field stored")])
                    }
                }
                if let shared = long.first(where: { $0.key == "shared" }) {
                    field.shared = sharedStorage(shared.value, of: name, reader: &reader)
                    field.sharedLocation = shared.keyLocation
                    if field.shared != nil, let key = shared.value.mapping?.first(where: { $0.key == "key" }) {
                        field.sharedKey = reader.name(key.value, "shared key")
                        field.sharedKeyLocation = key.value.location
                    }
                }
                if let focus = long.first(where: { $0.key == "focusState" }) {
                    field.isFocusState = reader.bool(focus.value, "'focusState'") ?? false
                    field.focusStateLocation = focus.keyLocation
                }
                if let binding = long.first(where: { $0.key == "binding" }) {
                    field.isBinding = reader.bool(binding.value, "'binding'") ?? false
                    if field.isBinding, field.isLet {
                        reader.error(
                            "state field '\(name)' is a 'let': it is set once, so the view cannot write it through a binding",
                            at: binding.keyLocation, notes: [.init("remove 'binding', or 'let' to make the field a var")])
                    }
                }
                for (key, what) in [("shared", "shared state"), ("focusState", "the view's focus"), ("binding", "bound by the view")]
                where long.contains(where: { $0.key == key }) && long.contains(where: { $0.key == "derived" }) {
                    let location = long.first { $0.key == key }!.keyLocation
                    reader.error(
                        "state field '\(name)' is derived: it is computed, so it cannot be \(what)", at: location,
                        notes: [.init("remove '\(key)', or 'derived' to make the field stored")])
                }
                if let derived = long.first(where: { $0.key == "derived" }) {
                    field.derivedExpression = reader.text(derived.value, "'derived'")?.trimmingBlanksAndLineBreaks
                    if field.derivedExpression?.isEmpty == true {
                        reader.error("state field '\(name)' has an empty 'derived' expression", at: derived.value.location)
                    }
                    for other in long where other.key == "initial" || other.key == "input" {
                        reader.error(
                            "state field '\(name)' is derived: it is computed from the state, so it takes no '\(other.key)'",
                            at: other.keyLocation, notes: [.init("remove '\(other.key)', or 'derived' to make the field stored")])
                    }
                }
            } else {
                guard let type = reader.type(pair.value, "'\(name)'") else { return nil }
                field.type = type
            }
            return field
        }
    }

    /// `shared: true`, or `shared: { appStorage: key }` (`fileStorage:`, `inMemory:`), with
    /// the name of the `SharedKey` it is read through (`key: syncUps`), or only that name.
    private func sharedStorage(_ node: YAMLNode, of name: String, reader: inout SpecReader) -> FeatureSpec.SharedStorage? {
        if node.mapping == nil {
            return reader.bool(node, "'shared'").flatMap { $0 ? .reference : nil }
        }
        let kinds = FeatureSpec.SharedStorage.kinds
        guard let pairs = reader.mapping(node, "'shared' of '\(name)'", allowed: kinds + ["key"]) else { return nil }
        let known = pairs.filter { kinds.contains($0.key) }
        if known.isEmpty, pairs.contains(where: { $0.key == "key" }) { return .named }
        guard known.count == 1, let pair = known.first else {
            if known.count > 1 {
                reader.error(
                    "state field '\(name)' is shared in \(known.count) places", at: known[1].keyLocation,
                    notes: [.init("keep one of \(kinds.joined(separator: ", "))")])
            } else if pairs.isEmpty {
                reader.error(
                    "'shared' of '\(name)' names no storage", at: node.location,
                    notes: [.init("write 'shared: true' for state the opener passes in, or '{ appStorage: key }'")])
            }
            return nil
        }
        guard let key = reader.text(pair.value, "'\(pair.key)'") else { return nil }
        guard !key.isEmpty, !key.contains("\""), !key.contains("\\") else {
            reader.error("'\(pair.key)' of '\(name)' needs a key without quotes or backslashes", at: pair.value.location)
            return nil
        }
        switch pair.key {
        case "appStorage": return .appStorage(key)
        case "fileStorage": return .fileStorage(key)
        default: return .inMemory(key)
        }
    }
}
