/// What a vsurf screen's state holder maps from the units of other features it names in
/// `units:`: each publisher of such a unit that a stored `var` of the state has the name and the
/// type of, as it maps its own unit's (`cartUnit.count` into `state.count`).
extension ContextBuilder {
    /// The publishers of a feature's unit, as other features see them: its declared `outputs:`,
    /// then each state field an effect writes, their types qualified outside the feature
    /// (`[Cart.ViewState.Line]`); none without a unit of its own.
    package static func outsideUnitOutputs(of spec: FeatureSpec) -> [FeatureSpec.Field] {
        guard case .object(let unit)? = spec.options["unit"], unit["own"] != .boolean(false) else { return [] }
        let nested = GeneratedNames.qualifiedTypes(of: spec)
        var outputs: [FeatureSpec.Field] = []
        if case .fields(let declared)? = unit["outputs"] { outputs = declared }
        let written = Set(spec.actions.compactMap(\.effect).flatMap { [$0.set, $0.loading, $0.failure].compactMap { $0 } })
        for field in spec.state where field.derivedExpression == nil && written.contains(field.name) {
            let name = output(of: SwiftIdentifier.escaped(field.name), in: spec)
            guard !outputs.contains(where: { $0.name == name }) else { continue }
            outputs.append(.init(name: name, type: field.type, location: field.location))
        }
        return outputs.map { .init(name: $0.name, type: TypeExpression.qualify($0.type, with: nested), location: $0.location) }
    }

    /// The outputs of the `units:` units that `subscribe()` maps into the state, after those
    /// already mapped (`mapped`, the own unit's): each field once, from the first unit that has it.
    func sharedUnitOutputs(of spec: FeatureSpec, context: FeatureContext, mapped: [EffectFieldContext]) -> [EffectFieldContext] {
        guard case .features(let names)? = spec.options["units"] else { return [] }
        let nested = GeneratedNames.qualifiedTypes(of: spec)
        let plain = { (type: String) in TypeExpression.qualify(type, with: nested).filter { !$0.isWhitespace } }
        let stored = spec.state.filter { $0.derivedExpression == nil }
        var taken = Set(mapped.map(\.name))
        var outputs: [EffectFieldContext] = []
        for feature in names.map(\.name) {
            let variable = SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(feature)) + "Unit"
            for output in opened.unitOutputs[feature] ?? [] {
                let name = SwiftIdentifier.escaped(output.name.filter { $0 != "`" })
                guard !taken.contains(name),
                    let field = stored.first(where: {
                        SwiftIdentifier.escaped($0.name) == name && !$0.isLet && plain($0.type) == output.type.filter { !$0.isWhitespace }
                    }),
                    let state = context.state.first(where: { $0.name == name })
                else { continue }
                taken.insert(name)
                outputs.append(
                    EffectFieldContext(
                        name: name, output: name, type: state.outsideType, initial: field.initial ?? "", hasInitial: field.initial != nil,
                        stateArguments: Self.wholeState(stored.map(\.name), after: ["\(name) = \(name)"]), unitVariable: variable))
            }
        }
        return outputs
    }
}
