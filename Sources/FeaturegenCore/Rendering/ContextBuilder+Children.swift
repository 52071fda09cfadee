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
        nameInitialsOfKeptFields(into: &context)
        for childIndex in context.actionSubviews.indices {
            context.actionSubviews[childIndex].syncedFields = context.actionSubviews[childIndex].fields.filter { !$0.isOwned }
        }
        context.syncedSubviews = context.actionSubviews.filter { !$0.syncedFields.isEmpty }
        childSyncs(into: &context)
    }

    /// What the body's `onChange(of:)` modifiers keep in step: each value a child shows that is
    /// computed from the state's fields, once however many children show it. A value that reads
    /// no field (a literal, a constant) is the one the initializer gave and never changes; an
    /// expression other than a field's or derived property's name gets a derived property of
    /// its own (`cartButtonIsEnabled`), which the modifier observes.
    private static func childSyncs(into context: inout FeatureContext) {
        let names = context.state.map(\.name) + context.derived.map(\.name)
        var taken = Set(names + context.actionSubviews.map(\.property))
        var syncs: [ChildSyncContext] = []
        for child in context.actionSubviews {
            for field in child.syncedFields {
                let source = field.source
                guard names.contains(where: { reads(source, $0) }) else { continue }
                let target = "state.\(child.property).\(SwiftIdentifier.escaped(field.name))"
                if let index = syncs.firstIndex(where: { $0.expression == source }) {
                    syncs[index].assignments.append("\(target) = state.\(syncs[index].value)")
                    continue
                }
                var value = source
                if !names.contains(source) {
                    value = child.property + field.name.prefix(1).uppercased() + field.name.dropFirst()
                    while taken.contains(value) { value += "Value" }
                    taken.insert(value)
                    context.childDerived.append(
                        ChildDerivedContext(name: value, type: field.type, expression: source, shownAs: "\(child.property).\(field.name)")
                    )
                }
                syncs.append(ChildSyncContext(value: value, expression: source, assignments: ["\(target) = state.\(value)"]))
            }
        }
        context.childSyncs = syncs
        context.keptFields = context.state.filter(\.isChildOwned)
        context.hasChildSyncs = !syncs.isEmpty
    }

    /// The computed property of a kept field cannot be read while the initializer makes the
    /// children, so a child's value computed from it (`isEnabled: cartCount > 0`) reads a local
    /// the initializer names first (`let cartCount = 0`), which the owning child starts from too
    /// (`count: cartCount`). A field read from the parameter of its name needs none; an initial
    /// value that reads the field's own name (a parameter it shadows) is inlined instead.
    private static func nameInitialsOfKeptFields(into context: inout FeatureContext) {
        let computed = context.actionSubviews.flatMap(\.fields).filter { !$0.isOwned }.map { argumentValue(of: $0) }
        for index in context.state.indices where context.state[index].isChildOwned {
            let field = context.state[index]
            let initial = field.fromInput ?? field.initial ?? field.name
            guard computed.contains(where: { reads($0, field.name) }), initial != field.name else { continue }
            if !reads(initial, field.name) {
                context.state[index].hasInitialLocal = true
                setOwnerArgument(of: field, to: field.name, in: &context)
            } else {
                for childIndex in context.actionSubviews.indices {
                    for (fieldIndex, child) in context.actionSubviews[childIndex].fields.enumerated() where !child.isOwned {
                        let value = inlined(argumentValue(of: child), derived: [field.name: initial])
                        context.actionSubviews[childIndex].fields[fieldIndex].initialArgument = "\(child.label): \(value)\(child.separator)"
                    }
                }
            }
        }
    }

    /// Whether `expression` reads `name` as a field (not as a member: `items.count`).
    private static func reads(_ expression: String, _ name: String) -> Bool {
        inlined(expression, derived: [name: name]) != inlined(expression, derived: [:])
    }

    /// The expression of a child's initializer argument, without its label and separator.
    private static func argumentValue(of field: SubviewFieldContext) -> String {
        String(field.initialArgument.dropFirst(field.label.count + 2).dropLast(field.separator.count))
    }

    /// Has the child that keeps `field` start it from `value`.
    private static func setOwnerArgument(of field: StateFieldContext, to value: String, in context: inout FeatureContext) {
        for childIndex in context.actionSubviews.indices {
            for (fieldIndex, child) in context.actionSubviews[childIndex].fields.enumerated()
            where child.isOwned
                && "\(context.actionSubviews[childIndex].property).\(SwiftIdentifier.escaped(child.name))" == field.childOwner
            {
                context.actionSubviews[childIndex].fields[fieldIndex].initialArgument = "\(child.label): \(value)\(child.separator)"
            }
        }
    }
}
