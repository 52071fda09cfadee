/// The options and settings an architecture declares (`options:`, `settings:`): each a typed
/// key with its default, read from the manifest.
extension ManifestDecoder {
    /// `settings: { services: { type: typeName, default: VSURFServices, description: … } }`:
    /// declared as options are, each a single value `featuregen.yml` may set for the project.
    func settings(_ node: YAMLNode, reader: inout SpecReader) -> [SpecOption] {
        options(node, reader: &reader, section: "settings").filter { setting in
            guard !Self.settingKinds.contains(setting.kind) else { return true }
            reader.error(
                "setting '\(setting.name)' has the type '\(setting.kind.rawValue)'; a setting is a single value",
                at: setting.location ?? node.location, notes: [.init(Self.settingTypeNote)])
            return false
        }
    }

    /// The types a setting may have: one value each, written on one line of `featuregen.yml`.
    static let settingKinds: [SpecOption.Kind] = [.string, .typeName, .boolean, .integer]
    static let settingTypeNote =
        "a setting's type is one of: \(settingKinds.map(\.rawValue).joined(separator: ", ")) (a string with 'values' for a choice)"

    func options(_ node: YAMLNode, reader: inout SpecReader, nested: Bool = false, section: String = "options") -> [SpecOption] {
        guard !node.isNull, let pairs = reader.mapping(node, nested ? "'keys'" : "'\(section)'") else { return [] }
        let noun = section == "settings" ? "setting" : "option"
        return pairs.compactMap { pair -> SpecOption? in
            guard let name = reader.name(pair.key, noun, at: pair.keyLocation) else { return nil }
            if !nested && section == "options" && SpecDecoder.topLevelKeys.contains(name) {
                reader.error("option '\(name)' is a core spec key; an architecture cannot redeclare it", at: pair.keyLocation)
                return nil
            }
            guard let settings = reader.mapping(pair.value, "\(noun) '\(name)'", allowed: Self.optionKeys) else { return nil }
            let value = { (key: String) in settings.first { $0.key == key }?.value }
            guard let typeNode = value("type"), let typeText = reader.text(typeNode, "'type'") else {
                reader.error("\(noun) '\(name)' has no 'type'", at: pair.keyLocation, notes: [.init(Self.typeNote)])
                return nil
            }
            guard let kind = SpecOption.Kind(rawValue: typeText) else {
                reader.error("unknown option type '\(typeText)'", at: typeNode.location, notes: [.init(Self.typeNote)])
                return nil
            }
            var option = SpecOption(name: name, kind: kind, values: [], defaultValue: .string(""), description: "")
            option.location = pair.keyLocation
            if let node = value("values") {
                guard kind == .string else {
                    reader.error("only a string option takes 'values'", at: node.location)
                    return nil
                }
                option.values = (reader.items(node, "'values'") ?? []).compactMap { reader.text($0, "a value") }
            }
            if let node = value("keys") {
                guard kind == .object else {
                    reader.error("only an object option takes 'keys'", at: node.location)
                    return nil
                }
                option.keys = options(node, reader: &reader, nested: true)
            } else if kind == .object {
                reader.error("option '\(name)' is an object without 'keys'", at: pair.keyLocation)
                return nil
            }
            if let node = value("description") { option.description = reader.text(node, "'description'") ?? "" }
            let defaultNode = value("default")
            if let defaultNode, let parsed = OptionValueDecoder(option: option).value(defaultNode, reader: &reader) {
                option.defaultValue = parsed
            } else if defaultNode == nil {
                // A type name has no empty value that Swift would take.
                if kind == .typeName {
                    reader.error(
                        "\(noun) '\(name)' names a type and has no 'default'", at: pair.keyLocation,
                        notes: [.init("give the type name templates see when a project does not choose one: 'default: Services'")])
                    return nil
                }
                option.defaultValue = Self.emptyValue(of: option)
            }
            return option
        }
    }

    static let typeNote = "an option's type is one of: \(SpecOption.Kind.allCases.map(\.rawValue).joined(separator: ", "))"

    static func emptyValue(of option: SpecOption) -> SpecOptionValue {
        switch option.kind {
        case .string: .string(option.values.first ?? "")
        case .typeName: .string("")
        case .boolean: .boolean(false)
        case .integer: .integer(0)
        case .names: .names([])
        case .cases: .cases([])
        case .fields: .fields([])
        case .features: .features([])
        case .object: .object(Dictionary(uniqueKeysWithValues: option.keys.map { ($0.name, $0.defaultValue) }))
        }
    }
}
