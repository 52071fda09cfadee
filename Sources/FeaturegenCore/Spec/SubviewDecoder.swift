/// `subviews:` — each a name with its case, binding, state fields and actions.
struct SubviewDecoder {
    static let keys = SpecVocabulary.subview.names
    /// The keys a subview of one of these kinds may have besides its kind's.
    private static let wholeKeys = SpecVocabulary.wholeSubviewKeys
    private static let inlineKeys = SpecVocabulary.inlineSubviewKeys
    static let fieldKeys = SpecVocabulary.subviewField.names

    func decode(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.Subview] {
        guard !node.isNull, let pairs = reader.mapping(node, "'subviews'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "subview", at: pair.keyLocation, typeName: true) else { return nil }
            var subview = FeatureSpec.Subview(
                name: name, caseName: "on\(name)Action", isBinding: false, fields: [], actions: [],
                location: pair.keyLocation)
            if pair.value.isNull { return subview }
            guard let body = reader.mapping(pair.value, "subview '\(name)'", allowed: Self.keys) else { return nil }
            reader.noteKeys(body, in: "subviews")
            for entry in body {
                switch entry.key {
                case "case":
                    if reader.text(entry.value, "'case'") != nil, let caseName = reader.name(entry.value, "case") {
                        subview.caseName = caseName
                    }
                case "binding":
                    subview.isBinding = reader.bool(entry.value, "'binding'") ?? false
                case "whole":
                    subview.isWhole = reader.bool(entry.value, "'whole'") ?? false
                case "inline":
                    subview.isInline = reader.bool(entry.value, "'inline'") ?? false
                case "constants":
                    subview.constants = ConstantDecoder().decode(entry.value, in: "subviews.constants", reader: &reader)
                case "constantsEnum":
                    if let text = reader.text(entry.value, "'constantsEnum'") {
                        subview.constantsEnum = reader.name(text, "constants enum", at: entry.value.location, typeName: true)
                        subview.constantsEnumLocation = entry.value.location
                    }
                case "viewState":
                    subview.hasViewState = reader.bool(entry.value, "'viewState'") ?? true
                    subview.viewStateLocation = entry.keyLocation
                case "property":
                    if reader.text(entry.value, "'property'") != nil { subview.property = reader.name(entry.value, "property") }
                case "was":
                    subview.previousName = reader.previousName(entry.value, of: "subview", typeName: true)
                case "state":
                    subview.fields = fields(entry.value, of: name, reader: &reader)
                case "actions":
                    subview.actions = SpecDecoder().actions(
                        entry.value, "the actions of '\(name)'", section: "subviews.actions", reader: &reader)
                default:
                    break
                }
            }
            if subview.isWhole, let other = body.first(where: { !Self.wholeKeys.contains($0.key) }) {
                reader.error(
                    "subview '\(name)' gets the whole state and reducer; it takes no '\(other.key)'", at: other.keyLocation,
                    notes: [.init("remove '\(other.key)', or 'whole: true' to give the subview its own ViewState and Action")])
            } else if subview.isInline, let other = body.first(where: { !Self.inlineKeys.contains($0.key) }) {
                reader.error(
                    "subview '\(name)' is a function of the screen's view that reads the screen's state; it takes no '\(other.key)'",
                    at: other.keyLocation,
                    notes: [
                        .init(
                            "remove '\(other.key)' and read the screen's fields and send its actions in the function, or 'inline: true' to give the subview a type of its own"
                        )
                    ])
            }
            return subview
        }
    }

    private func fields(_ node: YAMLNode, of subview: String, reader: inout SpecReader) -> [FeatureSpec.SubviewField] {
        guard !node.isNull, let pairs = reader.mapping(node, "the state of '\(subview)'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "field", at: pair.keyLocation) else { return nil }
            var field = FeatureSpec.SubviewField(
                name: name, type: "", source: .parentField(name), isWritable: false, location: pair.keyLocation)
            guard let long = pair.value.mapping, !pair.value.isUnquotedDictionaryType else {
                guard let type = reader.type(pair.value, "'\(name)'") else { return nil }
                field.type = type
                return field
            }
            guard reader.mapping(pair.value, "field '\(name)' of '\(subview)'", allowed: Self.fieldKeys) != nil else {
                return nil
            }
            reader.noteKeys(long, in: "subviews.state")
            for entry in long {
                switch entry.key {
                case "type":
                    field.type = reader.type(entry.value, "'\(name)'") ?? ""
                case "from":
                    if let text = reader.text(entry.value, "'from'"),
                        let parent = reader.name(text, "state field", at: entry.value.location)
                    {
                        field.source = .parentField(parent)
                    }
                case "value":
                    if let text = reader.text(entry.value, "'value'") { field.source = .expression(text) }
                case "writable":
                    field.isWritable = reader.bool(entry.value, "'writable'") ?? false
                default:
                    break
                }
            }
            if long.contains(where: { $0.key == "from" }) && long.contains(where: { $0.key == "value" }) {
                reader.error("field '\(name)' of '\(subview)' has both 'from' and 'value'; keep one", at: pair.keyLocation)
            }
            // The type may be left out when it is the parent field's; the validator fills it in.
            return field
        }
    }
}
