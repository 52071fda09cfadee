/// `constants:` — static values of the state (or of a subview) that expressions read as
/// `Constant.name`: `minOffset: { type: CGFloat, value: "146.0" }`, or just the value,
/// `title: "\"Cart\""`, whose type Swift infers. The router's stored properties
/// (`router: { properties: … }`) are written the same way.
struct ConstantDecoder {
    static let keys = SpecVocabulary.constant.names

    func decode(
        _ node: YAMLNode, what: String = "'constants'", in section: String, reader: inout SpecReader
    ) -> [FeatureSpec.Constant] {
        guard !node.isNull, let pairs = reader.mapping(node, what) else { return [] }
        let kind = section == "router.properties" ? "property" : "constant"
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, kind, at: pair.keyLocation) else { return nil }
            var constant = FeatureSpec.Constant(name: name, type: nil, value: "", location: pair.keyLocation)
            if let long = pair.value.mapping, !pair.value.isUnquotedDictionaryType {
                guard reader.mapping(pair.value, "\(kind) '\(name)'", allowed: Self.keys) != nil else { return nil }
                reader.noteKeys(long, in: section)
                if let typeNode = long.first(where: { $0.key == "type" })?.value {
                    constant.type = reader.type(typeNode, "'\(name)'")
                }
                guard let valueNode = long.first(where: { $0.key == "value" })?.value else {
                    reader.error(
                        "\(kind) '\(name)' has no 'value'", at: pair.value.location,
                        notes: [.init("add 'value: expression', the Swift expression it is")])
                    return nil
                }
                constant.value = reader.text(valueNode, "'value'")?.trimmingBlanks ?? ""
            } else {
                constant.value = reader.text(pair.value, "the value of '\(name)'")?.trimmingBlanks ?? ""
            }
            return constant.value.isEmpty ? nil : constant
        }
    }
}
