/// `{{options.navigation}}`, and `{{#options.navigationStack}}` for `navigation: stack`.
package struct OptionsContext: Sendable {
    package var values: [String: SpecOptionValue]
    /// The options of kind `cases`, as the actions' context (`{{#options.feedback}}{{declaration}}`).
    package var cases: [String: [ActionContext]]
    /// The options of kind `fields`, as the input's context (`{{#options.unit.outputs}}{{name}}: {{type}}`).
    package var fields: [String: [FieldContext]] = [:]
    /// The options of kind `features`: each feature named, with its options.
    package var features: [String: [FeatureReferenceContext]] = [:]
    /// The options of kind `object`, each an options context of its own (`{{#options.unit.shared}}`).
    package var objects: [String: OptionsContext] = [:]

    package init(values: [String: SpecOptionValue], cases: [String: [ActionContext]] = [:]) {
        self.values = values
        self.cases = cases
    }
}

/// A feature an option names (`units: [Cart]`): `{{name}}` (`Cart`), `{{variable}}` (`cart`),
/// and the options its own spec gives (`{{#specOptions.unit.commands}}`, named apart from the
/// feature's own `options`); none for a feature no spec of the project declares.
package struct FeatureReferenceContext: Sendable {
    package var name: String
    package var variable: String
    package var specOptions: OptionsContext
}

extension OptionsContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        if let value = values[name] {
            switch value {
            case .string(let text): return .text(text)
            case .boolean(let flag): return .flag(flag)
            case .integer(let number): return .number(number)
            case .names(let names): return .texts(names)
            case .cases: return .objects(cases[name] ?? [])
            case .fields: return .objects(fields[name] ?? [])
            case .features: return .objects(features[name] ?? [])
            case .object: return .object(objects[name] ?? OptionsContext(values: [:]))
            }
        }
        for (key, value) in values {
            if case .string(let text) = value, name == SpecOption.flagName(option: key, value: text) { return .flag(true) }
        }
        return nil
    }
}

extension FeatureReferenceContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "variable": .text(\.variable),
        "specOptions": .object(\.specOptions),
    ]
}
