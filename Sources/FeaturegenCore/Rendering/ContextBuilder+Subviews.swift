/// The subviews as templates see them: their fields, projected from the parent's state, and
/// their actions.
extension ContextBuilder {
    func subview(
        for subview: FeatureSpec.Subview, qualify: (String) -> String, derived: [String: String], values: PreviewValues
    ) -> SubviewContext {
        let property = GeneratedNames.projection(of: subview)
        let fields = subview.fields.enumerated().map { index, field in
            let source: String
            var initialSource: String
            switch field.source {
            case let .parentField(name):
                source = SwiftIdentifier.escaped(name)
                initialSource = derived[name].map { "(\(Self.inlined($0, derived: derived)))" } ?? source
            case let .expression(expression):
                source = expression
                initialSource = Self.inlined(expression, derived: derived)
            }
            let comma = index == subview.fields.count - 1 ? "" : ","
            let name = SwiftIdentifier.escaped(field.name)
            var context = SubviewFieldContext(
                name: name, type: qualify(field.type), keyword: field.isWritable ? "var" : "let",
                argument: "\(SwiftIdentifier.argumentLabel(field.name)): \(source)\(comma)",
                initialArgument: "\(SwiftIdentifier.argumentLabel(field.name)): \(initialSource)\(comma)",
                parameter: "\(name): \(qualify(field.type))\(comma)", source: source, isWritable: field.isWritable,
                previewValue: values.value(of: field.type) ?? "")
            context.label = SwiftIdentifier.argumentLabel(field.name)
            context.separator = comma
            context.argumentSeparator = comma.isEmpty && subview.actions.isEmpty ? "" : ","
            context.stateSource = (field.isWritable ? "$state." : "state.") + source
            context.valueType = field.isWritable ? "Binding<\(context.type)>" : context.type
            context.previewArgument = field.isWritable ? ".constant(\(context.previewValue))" : context.previewValue
            return context
        }
        let writeBacks = subview.fields.compactMap { field -> String? in
            guard field.isWritable, case let .parentField(parent) = field.source else { return nil }
            return "\(SwiftIdentifier.escaped(parent)) = newValue.\(SwiftIdentifier.escaped(field.name))"
        }
        var context = SubviewContext(
            name: subview.name, property: property, caseName: subview.caseName,
            handler: GeneratedNames.handler(of: subview), isBinding: subview.isBinding && !subview.fields.isEmpty,
            hasState: !subview.fields.isEmpty, hasActions: !subview.actions.isEmpty,
            isStatic: subview.fields.isEmpty && subview.actions.isEmpty && !subview.isWhole,
            isWhole: subview.isWhole, fields: fields,
            writeBacks: writeBacks, hasWriteBacks: !writeBacks.isEmpty,
            actions: subview.actions.map { action in
                var context = ActionContext(action, qualify: qualify, body: ["break"], values: values)
                context.pattern = ".\(SwiftIdentifier.escaped(action.name))"
                return context
            },
            stateArgument: subview.isBinding ? "$state.\(property)" : "state.\(property)")
        context.subviewName = subview.name
        context.isInline = subview.isInline
        context.hasViewState = subview.hasViewState
        context.constants = subview.constants.map(Self.declaration)
        context.hasConstants = !subview.constants.isEmpty
        context.constantsEnum = subview.constantsEnum ?? "Constant"
        context.viewProperty = GeneratedNames.viewProperty(of: subview)
        context.hasPreviewState = fields.allSatisfy { !$0.previewValue.isEmpty }
        if context.hasPreviewState {
            let arguments = zip(subview.fields, fields).map { "\(SwiftIdentifier.argumentLabel($0.name)): \($1.previewValue)" }
            context.previewState = ".init(\(arguments.joined(separator: ", ")))"
        }
        context.hasPreview = previews && context.hasPreviewState && !context.isWhole
        return context
    }

    /// An expression with the derived fields it reads replaced by their own expressions, so an
    /// initializer can evaluate it before the state is whole (where computed properties cannot
    /// be read). Lines are joined: an initializer's argument is one expression.
    static func inlined(_ expression: String, derived: [String: String], depth: Int = 0) -> String {
        let joined = expression.split(separator: "\n").map { $0.trimmingBlanks }.joined(separator: " ")
        guard depth < 8, !derived.isEmpty else { return joined }
        var result = "", word = ""
        var afterDot = false  // the word is a member (`.top`, `items.count`), not a field
        func flush() {
            if !afterDot, let inner = derived[word] {
                result += "(" + inlined(inner, derived: derived, depth: depth + 1) + ")"
            } else {
                result += word
            }
            word = ""
        }
        for character in joined {
            if character == "_" || character.isLetter || character.isNumber {
                word.append(character)
            } else {
                flush()
                result.append(character)
                afterDot = character == "."
            }
        }
        flush()
        return result
    }
}
