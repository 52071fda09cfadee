/// The subviews: their fields, where each comes from, and what a writable one writes back to.
extension SpecValidator {
    func checkSubviews(_ spec: inout FeatureSpec, _ diagnostics: inout DiagnosticCollector) {
        for index in spec.subviews.indices {
            let subview = spec.subviews[index]
            checkUnique(subview.fields.map { ($0.name, $0.location) }, "field of '\(subview.name)'", &diagnostics)
            checkUnique(subview.actions.map { ($0.name, $0.location) }, "action of '\(subview.name)'", &diagnostics)
            for action in subview.actions { checkParameters(action, &diagnostics) }
            for fieldIndex in subview.fields.indices {
                let field = subview.fields[fieldIndex]
                if field.isWritable && !subview.isBinding {
                    diagnostics.error(
                        "field '\(field.name)' of '\(subview.name)' is writable, but the subview is not a binding",
                        at: field.location, notes: [.init("add 'binding: true' to '\(subview.name)'")])
                }
                switch field.source {
                case let .parentField(parent):
                    guard let parentField = spec.state.first(where: { $0.name == parent }) else {
                        var notes = suggestion(parent, spec.state.map(\.name))
                        if spec.stateCases.isEmpty {
                            notes.append(
                                .init("add a state field '\(parent)', or give the field 'from: stateField' or 'value: expression'"))
                        } else {
                            notes.append(
                                .init(
                                    "the state is a list of cases, which has no fields: give the field 'value: expression', or pass the case's values to the subview in your code"
                                ))
                        }
                        diagnostics.error(
                            "field '\(field.name)' of '\(subview.name)' has no state field '\(parent)' to come from",
                            at: field.location, notes: notes)
                        continue
                    }
                    if field.type.isEmpty { spec.subviews[index].fields[fieldIndex].type = parentField.type }
                    if field.isWritable && parentField.isLet {
                        diagnostics.error(
                            "field '\(field.name)' of '\(subview.name)' is writable, but state field '\(parent)' is a 'let'",
                            at: field.location, notes: [.init("remove 'let: true' from '\(parent)', or 'writable: true' here")])
                    }
                    if field.isWritable && parentField.derivedExpression != nil {
                        diagnostics.error(
                            "field '\(field.name)' of '\(subview.name)' is writable, but state field '\(parent)' is derived",
                            at: field.location, notes: [.init("a writable field needs a stored state field to write back to")])
                    }
                case .expression:
                    if !subview.hasViewState {
                        diagnostics.error(
                            "field '\(field.name)' of '\(subview.name)' comes from an expression, but the subview has no ViewState to compute it in",
                            at: field.location,
                            notes: [
                                .init("make the expression a state field with 'derived:' and give this field 'from:' it"),
                                .init("or remove 'viewState: false'", at: subview.viewStateLocation),
                            ])
                    }
                    if field.isWritable {
                        diagnostics.error(
                            "field '\(field.name)' of '\(subview.name)' is writable but comes from an expression",
                            at: field.location, notes: [.init("a writable field needs 'from: stateField' to write back to")])
                    }
                    if field.type.isEmpty {
                        diagnostics.error(
                            "field '\(field.name)' of '\(subview.name)' needs a 'type'", at: field.location)
                    }
                }
            }
        }
    }
}
