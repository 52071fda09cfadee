/// Which of the state's fields a child feature keeps: a plain field that one field of one
/// child shows, of the same type, lives in that child's state, and the parent reads it through
/// a computed property (`var title: String { get { header.title } set { … } }`), as TCA's
/// examples keep a child's state stored in the parent.
extension ContextBuilder {
    static func childOwnership(of spec: FeatureSpec, into context: inout FeatureContext) {
        let children = spec.subviews.filter { !$0.fields.isEmpty && !$0.actions.isEmpty && !$0.isWhole }
        var shown: [String: Int] = [:]
        for child in children {
            for field in child.fields {
                if case let .parentField(name) = field.source { shown[name, default: 0] += 1 }
            }
        }
        for (childIndex, child) in context.actionSubviews.enumerated() {
            guard let subview = children.first(where: { GeneratedNames.projection(of: $0) == child.property }) else { continue }
            for (fieldIndex, field) in subview.fields.enumerated() {
                guard case let .parentField(name) = field.source, shown[name] == 1,
                    let stateField = spec.state.first(where: { $0.name == name }), stateField.type == field.type,
                    let index = context.state.firstIndex(where: { $0.name == SwiftIdentifier.escaped(name) })
                else { continue }
                let state = context.state[index]
                guard !state.isLet, !state.isShared, !state.isFocusState, !state.isBinding, state.forEach == nil,
                    let initial = state.fromInput ?? state.initial
                else { continue }
                context.state[index].childOwner = "\(child.property).\(SwiftIdentifier.escaped(field.name))"
                context.state[index].isChildOwned = true
                var owned = context.actionSubviews[childIndex].fields[fieldIndex]
                owned.isOwned = true
                owned.initialArgument = "\(owned.label): \(initial)\(owned.separator)"
                context.actionSubviews[childIndex].fields[fieldIndex] = owned
            }
        }
        // The state is not whole while the children are made: what they compute from a kept
        // field reads its initial value instead.
        let initials = Dictionary(
            context.state.filter(\.isChildOwned).map { ($0.name, $0.fromInput ?? $0.initial ?? $0.name) },
            uniquingKeysWith: { first, _ in first })
        for childIndex in context.actionSubviews.indices {
            for (fieldIndex, field) in context.actionSubviews[childIndex].fields.enumerated() where !field.isOwned {
                let value = field.initialArgument.dropFirst(field.label.count + 2).dropLast(field.separator.count)
                context.actionSubviews[childIndex].fields[fieldIndex].initialArgument =
                    "\(field.label): \(inlined(String(value), derived: initials))\(field.separator)"
            }
            context.actionSubviews[childIndex].syncedFields = context.actionSubviews[childIndex].fields.filter { !$0.isOwned }
        }
        context.syncedSubviews = context.actionSubviews.filter { !$0.syncedFields.isEmpty }
    }
}
