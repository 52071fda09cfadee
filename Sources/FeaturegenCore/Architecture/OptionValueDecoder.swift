/// Reads an option's value, in a spec or as a manifest's default.
struct OptionValueDecoder {
    let option: SpecOption

    func value(_ node: YAMLNode, reader: inout SpecReader) -> SpecOptionValue? {
        let what = "'\(option.name)'"
        switch option.kind {
        case .string:
            guard let text = reader.text(node, what) else { return nil }
            guard option.values.isEmpty || option.values.contains(text) else {
                let notes = DidYouMean.notes(
                    for: text, among: option.values, listing: "\(what) is one of: \(option.values.joined(separator: ", "))")
                reader.error("unknown value '\(text)' for \(what)", at: node.location, notes: notes)
                return nil
            }
            return .string(text)
        case .typeName:
            return reader.text(node, what).flatMap { reader.name($0, option.name, at: node.location, typeName: true) }.map { .string($0) }
        case .boolean:
            return reader.bool(node, what).map { .boolean($0) }
        case .integer:
            guard let text = reader.text(node, what) else { return nil }
            guard let number = Int(text) else {
                reader.error("\(what) must be a whole number, found '\(text)'", at: node.location)
                return nil
            }
            return .integer(number)
        case .cases:
            return .cases(SpecDecoder().actions(node, what, noun: "case", reader: &reader))
        case .fields:
            return .fields(SpecDecoder().fields(node, what, reader: &reader))
        case .features:
            guard let items = reader.list(node, what) else { return nil }
            return .features(items.compactMap { item in reader.name(item, "feature").map { .init(name: $0, location: item.location) } })
        case .object:
            guard !node.isNull else { return option.defaultValue }
            guard let pairs = reader.mapping(node, what, allowed: option.keys.map(\.name)) else { return nil }
            var values: [String: SpecOptionValue] = [:]
            for key in option.keys {
                if let pair = pairs.first(where: { $0.key == key.name }) {
                    values[key.name] = OptionValueDecoder(option: key).value(pair.value, reader: &reader) ?? key.defaultValue
                } else {
                    values[key.name] = key.defaultValue
                }
            }
            return .object(values)
        case .names:
            guard let items = reader.list(node, what) else { return nil }
            return .names(items.compactMap { item in reader.text(item, "a name").flatMap { reader.name($0, "name", at: item.location) } })
        }
    }
}
