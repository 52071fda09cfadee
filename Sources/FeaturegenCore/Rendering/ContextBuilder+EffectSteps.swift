/// `then:` of an effect as templates see it. The spec was validated: each step is an output or
/// the dismiss route, and each output's values name state fields.
extension ContextBuilder {
    static func steps(of effect: FeatureSpec.Effect, in spec: FeatureSpec) -> EffectStepsContext? {
        guard !effect.then.isEmpty else { return nil }
        var reads: [StateReadContext] = []
        var outputs: [StepOutputContext] = []
        var route = ""
        for step in effect.then {
            guard let output = spec.output.first(where: { $0.name == step.name }) else {
                route = SwiftIdentifier.escaped(step.name)
                continue
            }
            let fields = output.parameters.map { parameter in
                let label = parameter.label ?? ""
                return SwiftIdentifier.escaped(step.arguments.first { $0.label == label }?.source ?? label)
            }
            for field in fields where !reads.contains(where: { $0.name == field }) {
                reads.append(.init(name: field, field: field))
            }
            let labelled = { (values: [String]) in
                zip(output.parameters, values).map { parameter, value in
                    (parameter.label.map { "\(SwiftIdentifier.argumentLabel($0)): " } ?? "") + value
                }.joined(separator: ", ")
            }
            let name = SwiftIdentifier.escaped(output.name)
            outputs.append(
                StepOutputContext(
                    name: name,
                    outputCase: fields.isEmpty ? name : "\(name)(\(labelled(fields)))",
                    outputCaseOnState: fields.isEmpty ? name : "\(name)(\(labelled(fields.map { "state.\($0)" })))",
                    methodCall: "\(name)(\(labelled(fields)))",
                    closureCall: "\(name)(\(fields.joined(separator: ", ")))",
                    recordedCall: fields.isEmpty
                        ? output.name : "\(output.name)(\(fields.map { "\\(state.\($0))" }.joined(separator: ", ")))"))
        }
        let captures = reads.map { "\($0.name) = state.\($0.field)" }
        let runCaptures = captures + (route.isEmpty ? [] : [route])
        return EffectStepsContext(
            outputs: outputs, hasOutputs: !outputs.isEmpty, dismisses: !route.isEmpty, route: route,
            isOneOutput: outputs.count == 1 && route.isEmpty, reads: reads, hasReads: !reads.isEmpty,
            captures: captures.joined(separator: ", "),
            runOpening: "{ " + (runCaptures.isEmpty ? "" : "[\(runCaptures.joined(separator: ", "))] ")
                + (outputs.isEmpty ? "_" : "send") + " in",
            casesOnState: outputs.map { "." + $0.outputCaseOnState } + (route.isEmpty ? [] : ["." + route]),
            recordedCalls: outputs.map { "\"\($0.recordedCall)\"" }.joined(separator: ", "))
    }
}
