/// `types:`: structs with their fields, enums with their cases and raw values.
extension SpecDecoder {
    func types(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.NestedType] {
        guard !node.isNull, let pairs = reader.mapping(node, "'types'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "type", at: pair.keyLocation, typeName: true) else { return nil }
            var body = pair.value
            var conformances: [String]?
            var isTopLevel = false, topLevelLocation: SourceLocation?
            var rawType: String?, rawTypeLocation: SourceLocation?
            // Short, a mapping is a struct's fields; long, `cases:` may be a mapping too.
            var isStructure = pair.value.mapping != nil
            if let long = pair.value.mapping, long.contains(where: { ["cases", "fields"].contains($0.key) }) {
                guard reader.mapping(pair.value, "type '\(name)'", allowed: Self.typeKeys) != nil,
                    let shapePair = long.first(where: { ["cases", "fields"].contains($0.key) })
                else { return nil }
                body = shapePair.value
                isStructure = shapePair.key == "fields"
                reader.noteKeys(long, in: "types")
                if let node = long.first(where: { $0.key == "conforms" })?.value, let items = reader.list(node, "'conforms'") {
                    conformances = items.compactMap { protocolName($0, reader: &reader) }
                }
                if let topLevel = long.first(where: { $0.key == "topLevel" }) {
                    isTopLevel = reader.bool(topLevel.value, "'topLevel'") ?? false
                    topLevelLocation = topLevel.keyLocation
                }
                if let raw = long.first(where: { $0.key == "rawValue" }) {
                    rawTypeLocation = raw.keyLocation
                    if isStructure {
                        reader.error(
                            "type '\(name)' has fields, so it has no raw value", at: raw.keyLocation,
                            notes: [.init("a raw value belongs to an enum: give it 'cases:'")])
                    } else if let text = reader.text(raw.value, "'rawValue'")?.trimmingBlanks {
                        rawType = reader.name(text, "raw type", at: raw.value.location, typeName: true)
                    }
                }
                if shapePair.key == "fields" && body.mapping == nil {
                    reader.error("expected a mapping for the fields of '\(name)', found \(body.shapeDescription)", at: body.location)
                    return nil
                }
            }
            if isStructure {
                var derived: [FeatureSpec.DerivedField] = []
                let fields = typeFields(body, of: name, derived: &derived, reader: &reader)
                var type = FeatureSpec.NestedType(
                    name: name, shape: .structure(fields), conformances: conformances ?? ["Equatable", "Sendable"],
                    location: pair.keyLocation, isTopLevel: isTopLevel, topLevelLocation: topLevelLocation)
                type.derived = derived
                return type
            }
            var rawValues: [String: String] = [:]
            let cases =
                rawType == nil
                ? actions(body, "the cases of '\(name)'", noun: "case", section: "types.cases", reader: &reader)
                : rawValuedCases(body, of: name, rawValues: &rawValues, reader: &reader)
            let plain = cases.allSatisfy { $0.parameters.isEmpty }
            return .init(
                name: name, shape: .enumeration(cases),
                conformances: conformances ?? (plain ? ["Hashable", "Sendable"] : ["Equatable", "Sendable"]),
                location: pair.keyLocation, isTopLevel: isTopLevel, topLevelLocation: topLevelLocation, rawType: rawType,
                rawValues: rawValues, rawTypeLocation: rawTypeLocation)
        }
    }

    /// A struct's fields: `count: Int`, or written long, `count: { type: Int }`, and its computed
    /// members, `isEmpty: { type: Bool, derived: "count == 0" }`, which go to `derived`.
    func typeFields(
        _ node: YAMLNode, of type: String, derived: inout [FeatureSpec.DerivedField], reader: inout SpecReader
    ) -> [FeatureSpec.Field] {
        guard !node.isNull, let pairs = reader.mapping(node, "type '\(type)'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "field", at: pair.keyLocation) else { return nil }
            guard let long = pair.value.mapping, !pair.value.isUnquotedDictionaryType else {
                return reader.type(pair.value, "'\(pair.key)'").map { .init(name: name, type: $0, location: pair.keyLocation) }
            }
            guard reader.mapping(pair.value, "field '\(name)' of '\(type)'", allowed: Self.typeFieldKeys) != nil else { return nil }
            reader.noteKeys(long.filter { $0.key == "derived" }, in: "types.fields")
            guard let typeNode = long.first(where: { $0.key == "type" })?.value else {
                reader.error(
                    "field '\(name)' of '\(type)' needs a 'type'", at: pair.keyLocation,
                    notes: [.init("write '\(name): { type: Type, derived: expression }', or '\(name): Type'")])
                return nil
            }
            guard let fieldType = reader.type(typeNode, "the type of '\(name)'") else { return nil }
            guard let expressionPair = long.first(where: { $0.key == "derived" }) else {
                return .init(name: name, type: fieldType, location: pair.keyLocation)
            }
            guard let text = reader.text(expressionPair.value, "'derived'") else { return nil }
            let expression = text.trimmingBlanksAndLineBreaks
            guard !expression.isEmpty else {
                reader.error("field '\(name)' of '\(type)' has an empty 'derived' expression", at: expressionPair.value.location)
                return nil
            }
            derived.append(.init(name: name, type: fieldType, expression: expression, location: pair.keyLocation))
            return nil
        }
    }

    /// The cases of an enum with `rawValue:`: `- all`, or `- all: All` with its raw value, with
    /// `was: oldName` beside it for a rename.
    func rawValuedCases(
        _ node: YAMLNode, of type: String, rawValues: inout [String: String], reader: inout SpecReader
    ) -> [FeatureSpec.Action] {
        guard let items = reader.items(node, "the cases of '\(type)'") else { return [] }
        return items.compactMap { item in
            if item.scalar != nil, !item.isNull {
                return reader.name(item, "case").map { .init(name: $0, parameters: [], location: item.location) }
            }
            let pairs = item.mapping ?? []
            let was = pairs.count > 1 ? pairs.first { $0.key == "was" } : nil
            let cases = pairs.filter { $0.key != "was" || was == nil }
            guard item.mapping != nil, cases.count == 1 else {
                let found = item.mapping.map { "\($0.count) keys" } ?? item.shapeDescription
                reader.error(
                    "expected one case in each item of the cases of '\(type)', found \(found)", at: item.location,
                    notes: [.init("write '- name' or '- name: raw value', with 'was: oldName' beside it for a rename")])
                return nil
            }
            let pair = cases[0]
            guard let name = reader.name(pair.key, "case", at: pair.keyLocation) else { return nil }
            var result = FeatureSpec.Action(name: name, parameters: [], location: pair.keyLocation)
            if !pair.value.isNull {
                guard let value = pair.value.scalar?.text else {
                    reader.error(
                        "expected the raw value of case '\(name)', found \(pair.value.shapeDescription)", at: pair.value.location,
                        notes: [.init("an enum with 'rawValue:' gives each case a value ('- all: All'), not parameters")])
                    return nil
                }
                rawValues[name] = value
            }
            if let was {
                result.previousName = reader.previousName(was.value, of: "case")
                reader.noteKeys([was], in: "types.cases")
            }
            return result
        }
    }
}
