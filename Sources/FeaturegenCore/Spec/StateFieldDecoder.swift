/// `state:` — `name: Type` or `name: { type:, initial:, input:, let:, forEach: }`.
struct StateFieldDecoder {
    static let keys = ["type", "initial", "input", "was", "derived", "let", "forEach"]

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
}
