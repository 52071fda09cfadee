/// Fields, inputs, outputs and the parameter lists of actions, callbacks and routes.
extension SpecDecoder {
    /// `name: Type` pairs, or `name: { type: Type, label: label }` for a field passed under
    /// another argument label.
    func fields(_ node: YAMLNode, _ what: String, reader: inout SpecReader) -> [FeatureSpec.Field] {
        guard !node.isNull, let pairs = reader.mapping(node, what) else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "field", at: pair.keyLocation) else { return nil }
            guard let long = pair.value.mapping, !pair.value.isUnquotedDictionaryType else {
                return reader.type(pair.value, "'\(pair.key)'").map { .init(name: name, type: $0, location: pair.keyLocation) }
            }
            guard reader.mapping(pair.value, "field '\(name)'", allowed: Self.optionFieldKeys) != nil else { return nil }
            guard let typeNode = long.first(where: { $0.key == "type" })?.value else {
                reader.error(
                    "field '\(name)' needs a 'type'", at: pair.keyLocation,
                    notes: [.init("write '\(name): { type: Type, label: label }', or '\(name): Type'")])
                return nil
            }
            guard let type = reader.type(typeNode, "the type of '\(name)'") else { return nil }
            var field = FeatureSpec.Field(name: name, type: type, location: pair.keyLocation)
            if let labelNode = long.first(where: { $0.key == "label" })?.value {
                guard let text = reader.text(labelNode, "'label'") else { return nil }
                field.label = reader.name(text.trimmingBlanks, "label", at: labelNode.location)
            }
            return field
        }
    }

    /// `name: expression` pairs.
    func previewValues(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.Constant] {
        guard !node.isNull, let pairs = reader.mapping(node, "'preview'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "input field", at: pair.keyLocation),
                let expression = reader.text(pair.value, "the preview value of '\(pair.key)'")
            else { return nil }
            return .init(name: name, type: nil, value: expression, location: pair.keyLocation)
        }
    }

    /// `input:`'s `name: Type` pairs, or `name: { type: Type, default: expression }` for a field
    /// an opener may leave out.
    func inputFields(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.Field] {
        guard !node.isNull, let pairs = reader.mapping(node, "'input'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "field", at: pair.keyLocation) else { return nil }
            guard let long = pair.value.mapping, !pair.value.isUnquotedDictionaryType else {
                return reader.type(pair.value, "'\(pair.key)'").map { .init(name: name, type: $0, location: pair.keyLocation) }
            }
            guard reader.mapping(pair.value, "input field '\(name)'", allowed: Self.inputKeys) != nil else { return nil }
            reader.noteKeys(long, in: "input")
            guard let typeNode = long.first(where: { $0.key == "type" })?.value else {
                reader.error(
                    "input field '\(name)' needs a 'type'", at: pair.keyLocation,
                    notes: [.init("write '\(name): { type: Type, default: value }', or '\(name): Type'")])
                return nil
            }
            guard let type = reader.type(typeNode, "the type of '\(name)'") else { return nil }
            var field = FeatureSpec.Field(name: name, type: type, location: pair.keyLocation)
            if let node = long.first(where: { $0.key == "default" })?.value, let text = reader.text(node, "'default'") {
                let value = text.trimmingBlanks
                if value.isEmpty {
                    reader.error("an empty 'default' for input field '\(name)'", at: node.location)
                } else {
                    field.defaultValue = value
                }
            }
            return field
        }
    }

    func outputs(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.OutputCallback] {
        guard !node.isNull, let pairs = reader.mapping(node, "'output'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "output", at: pair.keyLocation),
                let parameters = parameters(pair.value, "output '\(pair.key)'", reader: &reader)
            else { return nil }
            return .init(name: name, parameters: parameters, location: pair.keyLocation)
        }
    }

    /// An action's (or a callback's, or a route's) values: nothing, one type, a
    /// `(label: Type, …)` list, or a mapping of labels to types.
    func parameters(_ node: YAMLNode, _ what: String, reader: inout SpecReader) -> [FeatureSpec.Parameter]? {
        if node.isNull { return [] }
        if let pairs = node.mapping, !node.isUnquotedDictionaryType {
            // `was:` names a rename, not a parameter (see `actions`).
            return pairs.filter { $0.key != "was" }.compactMap { pair in
                guard let label = reader.name(pair.key, "parameter", at: pair.keyLocation),
                    let type = reader.type(pair.value, "'\(pair.key)'")
                else { return nil }
                return .init(label: label, type: type)
            }
        }
        guard let type = reader.type(node, what) else { return nil }
        if type == "Void" || type == "()" { return [] }
        guard type.hasPrefix("(") && type.hasSuffix(")") else { return [.init(label: nil, type: type)] }
        guard let list = TypeExpression.parameterList(String(type.dropFirst().dropLast())) else {
            reader.error("'\(type)' is not a valid parameter list for \(what)", at: node.location)
            return nil
        }
        for parameter in list {
            if let label = parameter.label, reader.name(label, "parameter", at: node.location) == nil { return nil }
        }
        return list
    }
}
