/// The input as previews and tests pass it, and the states a view is previewed in.
extension ContextBuilder {
    /// The input's preview values and the arguments and parameters built from the input, the
    /// dependencies and the state's cases; then the previews (`presets(of:values:into:)`).
    func inputsAndPreviews(of spec: FeatureSpec, values: PreviewValues, into context: inout FeatureContext) {
        for value in spec.previewInput {
            guard let index = spec.input.firstIndex(where: { $0.name == value.name }) else { continue }
            context.input[index].previewValue = value.value
        }
        let unread = Set(spec.unreadInput.map(\.name))
        context.keptInput = zip(spec.input, context.input).filter { unread.contains($0.0.name) }.map(\.1)
        context.hasKeptInput = !context.keptInput.isEmpty
        context.stateCases = spec.stateCases.map { ActionContext($0, qualify: { $0 }, body: [], values: values) }
        context.hasStateCases = !context.stateCases.isEmpty
        context.initialStateCase = context.stateCases.first?.name ?? ""
        context.hasPreviewInput = context.input.allSatisfy { !$0.previewValue.isEmpty }
        if context.hasPreviewInput {
            let arguments = zip(spec.input, context.input).map { "\(SwiftIdentifier.argumentLabel($0.name)): \($1.previewValue)" }
            context.previewArguments = arguments.joined(separator: ", ")
            context.previewInput = ".init(\(context.previewArguments))"
        }
        context.inputParameters = context.input.map { "\($0.name): \($0.type)\($0.defaultClause)" }.joined(separator: ", ")
        context.inputFieldArguments = context.input.map { "\($0.label): \($0.name)" }.joined(separator: ", ")
        context.inputValueArguments = context.input.map { "\($0.label): input.\($0.name)" }.joined(separator: ", ")
        context.dependencyParameters = context.dependencies.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        context.dependencyArguments = context.dependencies.map { "\($0.label): \($0.name)" }.joined(separator: ", ")
        let previewClients = context.dependencies.map { "\($0.label): Preview\($0.type)()" }
        context.previewEntryArguments = ([context.previewArguments] + previewClients).filter { !$0.isEmpty }.joined(separator: ", ")
        context.hasPreviewClients = context.dependencies.allSatisfy(\.hasPreview)
        context.hasScreenPreview = previews && context.hasPreviewInput && context.hasPreviewClients
        let passed = Set(context.moduleRoutes.flatMap(\.moduleDependencies).map(\.name))
        context.passedDependencies = context.dependencies.filter { passed.contains($0.name) }
        context.hasPassedDependencies = !context.passedDependencies.isEmpty
        context.previews = previews
        presets(of: spec, values: values, into: &context)
    }

    /// The memberwise arguments of the starting state, and each preview preset's.
    private func presets(of spec: FeatureSpec, values: PreviewValues, into context: inout FeatureContext) {
        let stored = spec.state.filter { $0.derivedExpression == nil }
        let label = { (field: FeatureSpec.StateField) in SwiftIdentifier.argumentLabel(field.name) }
        context.stateArguments = stored.map { field in
            "\(label(field)): \(field.inputField.map(SwiftIdentifier.escaped) ?? field.initial ?? "")"
        }.joined(separator: ", ")
        let inputPreview = Dictionary(
            zip(spec.input, context.input).map { ($0.0.name, $0.1.previewValue) }, uniquingKeysWith: { first, _ in first })
        // A field's initial value is written inside the state; a preset spells it outside.
        let nested = GeneratedNames.qualifiedTypes(of: spec)
        func preset(_ name: String, _ given: [FeatureSpec.Constant]) -> PreviewPresetContext {
            let set = Dictionary(given.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            let arguments = stored.map { field in
                let initial = field.initial.map { SwiftExpression.qualify($0, with: nested) }
                let start = field.inputField.flatMap { inputPreview[$0] }.flatMap { $0.isEmpty ? nil : $0 } ?? initial ?? ""
                return "\(label(field)): \(set[field.name] ?? start)"
            }
            // An initializer that takes the input is given the preset's value of a field read
            // from it; the other fields it sets are assigned.
            let passed = Dictionary(
                stored.compactMap { field in field.inputField.flatMap { input in set[field.name].map { (input, $0) } } },
                uniquingKeysWith: { first, _ in first })
            let inputArguments = zip(spec.input, context.input).map { input, field in
                "\(SwiftIdentifier.argumentLabel(input.name)): \(passed[input.name] ?? field.previewValue)"
            }
            let assignments = stored.compactMap { field -> String? in
                guard field.inputField.map({ passed[$0] == nil }) ?? true else { return nil }
                return set[field.name].map { "state.\(SwiftIdentifier.escaped(field.name)) = \($0)" }
            }
            return PreviewPresetContext(
                name: SwiftIdentifier.escaped(name), rawName: name, arguments: arguments.joined(separator: ", "),
                inputArguments: inputArguments.joined(separator: ", "), assignments: assignments, hasAssignments: !assignments.isEmpty)
        }
        context.previewPresets = spec.previews.map { preset($0.name, $0.values) }
        context.hasPreviewPresets = previews && !context.previewPresets.isEmpty
        // The starting state is a preset only where every input has a preview value (`item:
        // Item` has none without `preview:`): `.init(item: )` would not compile.
        let start = context.hasPreviewInput ? [preset("default", [])] : []
        context.snapshotPresets = context.previewPresets.isEmpty ? start : context.previewPresets
        context.hasSnapshotPresets = !context.snapshotPresets.isEmpty
    }
}
