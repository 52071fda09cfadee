/// The previews: the input's preview values and the presets of `previews:`.
extension SpecValidator {
    /// `preview:` gives values to input fields, once each.
    func checkPreviewInput(_ diagnostics: inout DiagnosticCollector) {
        checkUnique(spec.previewInput.map { ($0.name, $0.location) }, "preview value", &diagnostics)
        let fields = spec.input.map(\.name)
        for value in spec.previewInput where !fields.contains(value.name) {
            diagnostics.emit(
                .error(
                    "'preview' gives a value to '\(value.name)', which is not an input field", at: value.location,
                    notes: suggestion(value.name, fields)
                        + [.init(fields.isEmpty ? "the spec has no 'input:'" : "the input fields are: \(fields.joined(separator: ", "))")]))
        }
    }

    /// Each preset of `previews:` sets stored state fields, once each, and gives a value to
    /// every field the screen's input starts, where its type has none of its own.
    func checkPreviews(_ spec: FeatureSpec, _ diagnostics: inout DiagnosticCollector) {
        checkUnique(spec.previews.map { ($0.name, $0.location) }, "preview", &diagnostics)
        let stored = spec.state.filter { $0.derivedExpression == nil }
        for preset in spec.previews {
            checkUnique(preset.values.map { ($0.name, $0.location) }, "field of preview '\(preset.name)'", &diagnostics)
            for value in preset.values {
                if spec.state.contains(where: { $0.name == value.name && $0.derivedExpression != nil }) {
                    diagnostics.error(
                        "preview '\(preset.name)' sets '\(value.name)', which is derived: it is computed from the others",
                        at: value.location, notes: [.init("set the fields it is computed from")])
                } else if !stored.contains(where: { $0.name == value.name }) {
                    diagnostics.error(
                        "preview '\(preset.name)' sets '\(value.name)', which is no state field",
                        at: value.location, notes: suggestion(value.name, stored.map(\.name)))
                }
            }
            for field in stored where field.inputField != nil && field.initial == nil {
                guard !preset.values.contains(where: { $0.name == field.name }),
                    let input = spec.input.first(where: { $0.name == field.inputField }),
                    TypeExpression.naturalInitialValue(of: input.type) == nil,
                    !spec.previewInput.contains(where: { $0.name == input.name })
                else { continue }
                diagnostics.error(
                    "preview '\(preset.name)' needs a value for '\(field.name)': it starts from input '\(input.name)', whose type '\(input.type)' has no natural value",
                    at: preset.location, notes: [.init("add '\(field.name): \"\(input.type)(…)\"' to the preview")])
            }
        }
    }
}
