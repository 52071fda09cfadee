/// An action named after an output, which reports that output to the feature's owner.
extension ContextBuilder {
    /// Sets the action's reported output: the output of its name that takes the same values,
    /// when the action opens no route, runs no effect of its own and is no effect's response.
    static func addReportedOutput(
        to context: inout ActionContext, of action: FeatureSpec.Action, in spec: FeatureSpec, values: PreviewValues
    ) {
        context.opensOrReports = context.route != nil
        guard context.route == nil, action.effect == nil, action.cancellableID == nil, action.cancelsID == nil,
            !spec.actions.contains(where: { $0.effect?.response == action.name }),
            let output = spec.output.first(where: { $0.name == action.name && $0.parameters == action.parameters })
        else { return }
        let name = SwiftIdentifier.escaped(output.name)
        let bindings = bindings(output.parameters)
        let labelled = zip(output.parameters, bindings).map { parameter, binding in
            (parameter.label.map { "\(SwiftIdentifier.argumentLabel($0)): " } ?? "") + binding
        }
        context.reportsOutput = true
        context.opensOrReports = true
        context.outputCase = bindings.isEmpty ? name : "\(name)(\(labelled.joined(separator: ", ")))"
        context.outputMethodCall = "\(name)(\(labelled.joined(separator: ", ")))"
        context.outputClosureCall = "\(name)(\(bindings.joined(separator: ", ")))"
        guard context.hasSampleValue else { return }
        // As an output spy records it (`OutputContext.recordedCall`): a literal number or Bool
        // as written, any other sample interpolated.
        let samples = output.parameters.map { values.value(of: $0.type) ?? TypeExpression.naturalInitialValue(of: $0.type) ?? "" }
        let recorded = samples.map { sample in
            sample.allSatisfy { $0.isNumber || $0 == "." } || sample == "true" || sample == "false" ? sample : "\\(\(sample))"
        }
        context.outputRecordedCall = samples.isEmpty ? output.name : "\(output.name)(\(recorded.joined(separator: ", ")))"
    }
}
