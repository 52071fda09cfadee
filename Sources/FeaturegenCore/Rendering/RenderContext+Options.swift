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
