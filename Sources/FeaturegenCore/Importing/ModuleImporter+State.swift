import SwiftParser
import SwiftSyntax

/// Reading the module's Input, Output and ViewState into `input:`, `output:`, `state:`,
/// `constants:` and `types:`.
extension ModuleImporter.Reader {
    // MARK: - Input and output

    mutating func readInput() {
        let fields = storedProperties(of: type("Input"))
        guard !fields.isEmpty else { return }
        lines += ["", "input:"] + fields.map { "  \($0.name): \(YAMLText.scalar(specType($0.type)))" }
    }

    /// The input a `#Preview` passes where it is not the field type's natural value.
    mutating func readPreview() {
        var entries: [String] = []
        for field in storedProperties(of: type("Input")) {
            guard let expression = index.previewArgument(labelled: field.name),
                expression != TypeExpression.naturalInitialValue(of: field.type)
            else { continue }
            entries.append("  \(field.name): \(YAMLText.scalar(expression))")
        }
        if !entries.isEmpty { lines += ["", "preview:"] + entries }
    }

    mutating func readOutput() {
        guard let output = type("Output") else { return }
        var entries: [String] = []
        for property in storedProperties(of: output) {
            guard let function = Self.functionType(property.type) else {
                unexpressed.append("\(output.file): output '\(property.name)' is not a closure (\(property.type))")
                continue
            }
            let parameters = function.parameters.map { parameter -> (String?, String) in
                let label = [parameter.secondName, parameter.firstName].compactMap { $0 }.first { $0.tokenKind != .wildcard }
                return (label?.bareText, specType(parameter.type.trimmedDescription))
            }
            entries.append("  \(property.name): \(Self.parameterList(parameters))")
        }
        if !entries.isEmpty { lines += ["", "output:"] + entries }
    }

    // MARK: - State

    mutating func readState() {
        guard let state = type("ViewState") else { return }
        let initial = assignments(inInitOf: state)
        var entries: [String] = []
        for member in state.allMembers {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                let type = binding.typeAnnotation?.type.trimmedDescription
            else { continue }
            if let accessor = binding.accessorBlock {
                // A subview's projection is read with the subviews; anything else is derived.
                if type.hasSuffix(".ViewState") { continue }
                let body = accessor.accessors.as(CodeBlockItemListSyntax.self)
                if let body, body.count == 1, let expression = body.first?.item.as(ExprSyntax.self) {
                    entries.append(
                        "  \(name): { type: \(YAMLText.scalar(specType(type))), derived: \(YAMLText.quoted(expression.trimmedDescription)) }"
                    )
                } else if let body {
                    // A switch or statements: `derived: |` keeps their lines.
                    entries += ["  \(name):", "    type: \(YAMLText.scalar(specType(type)))", "    derived: |"]
                    entries += YAMLText.dedentedLines(body.description).map { $0.isEmpty ? "" : "      " + $0 }
                } else {
                    unexpressed.append("\(state.file): '\(name)' has accessors other than a getter")
                }
                continue
            }
            let specType = specType(type)
            switch initial[name] {
            case let value? where value.hasPrefix("input?.") && value.contains(" ?? "):
                let field = value.dropFirst("input?.".count).prefix { $0 != " " }
                entries.append("  \(name): { type: \(YAMLText.scalar(specType)), input: \(field) }")
            case let value? where value != TypeExpression.naturalInitialValue(of: type):
                entries.append("  \(name): { type: \(YAMLText.scalar(specType)), initial: \(YAMLText.quoted(value)) }")
            default:
                entries.append("  \(name): \(YAMLText.scalar(specType))")
            }
        }
        if !entries.isEmpty { lines += ["", "state:"] + entries }
    }

    /// The `static let`s of a nested `enum Constant`, as `constants:` entries.
    static func constants(of declaration: SwiftModuleIndex.TypeDeclaration?, indent: String) -> [String] {
        guard let declaration else { return [] }
        return declaration.allMembers.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { $0.name.text == "static" }), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                let value = binding.initializer?.value.trimmedDescription
            else { return nil }
            let type = binding.typeAnnotation.map { "type: \(YAMLText.scalar($0.type.trimmedDescription)), " } ?? ""
            return "\(indent)\(name): { \(type)value: \(YAMLText.quoted(value)) }"
        }
    }

    mutating func readTypes() {
        guard let state = type("ViewState") else { return }
        var entries: [String] = []
        // The spec's top-level types are written above the state, in its file.
        let topLevel = index.order.filter { name in
            !name.contains(".") && name != state.name && index[name]?.file == state.file
                && index[name].map { [.enum, .struct].contains($0.kind) } == true
        }
        for name in topLevel + nestedTypeNames {
            guard let declaration = index[topLevel.contains(name) ? name : state.name + "." + name] else { continue }
            let isTopLevel = topLevel.contains(name)
            let elements = declaration.allMembers.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
            if declaration.kind == .enum, let rawType = declaration.inherited.first, Self.rawTypes.contains(rawType),
                elements.allSatisfy({ $0.parameterClause == nil })
            {
                let cases = elements.map { element -> String in
                    let raw = element.rawValue?.value.trimmedDescription ?? ""
                    let text = raw.hasPrefix("\"") && raw.hasSuffix("\"") ? String(raw.dropFirst().dropLast()) : raw
                    return "\(element.name.bareText): \(YAMLText.scalar(text))"
                }
                let conforms = Array(declaration.inherited.dropFirst())
                var entry = "  \(name): { rawValue: \(rawType), cases: { \(cases.joined(separator: ", ")) }"
                if conforms != ["Hashable", "Sendable"] { entry += ", conforms: [\(conforms.joined(separator: ", "))]" }
                entries.append(entry + (isTopLevel ? ", topLevel: true }" : " }"))
                continue
            }
            switch declaration.kind {
            case .enum:
                let cases = elements
                let plain = cases.allSatisfy { $0.parameterClause == nil }
                let conforms =
                    declaration.inherited == (plain ? ["Hashable", "Sendable"] : ["Equatable", "Sendable"])
                    ? nil : declaration.inherited
                if !plain || conforms != nil || isTopLevel {
                    entries.append("  \(name):")
                    // Declared beside the state: the module's own type (`topLevel: true`).
                    if isTopLevel { entries.append("    topLevel: true") }
                    if conforms != nil || isTopLevel { entries.append("    cases:") }
                    let indent = conforms == nil && !isTopLevel ? "    " : "      "
                    for element in cases {
                        let parameters =
                            element.parameterClause?.parameters.map { ($0.firstName?.bareText, specType($0.type.trimmedDescription)) }
                            ?? []
                        entries.append(indent + "- " + Self.action(element.name.bareText, parameters))
                    }
                    if let conforms { entries.append("    conforms: [\(conforms.joined(separator: ", "))]") }
                } else {
                    entries.append("  \(name): [\(cases.map(\.name.bareText).joined(separator: ", "))]")
                }
            case .struct:
                let fields = storedProperties(of: declaration).map { "\($0.name): \(YAMLText.scalar(specType($0.type)))" }
                let body = "{ \(fields.joined(separator: ", ")) }"
                if isTopLevel {
                    let conforms =
                        declaration.inherited == ["Equatable", "Sendable"]
                        ? "" : ", conforms: [\(declaration.inherited.joined(separator: ", "))]"
                    entries.append("  \(name): { topLevel: true, fields: \(body)\(conforms) }")
                } else if declaration.inherited == ["Equatable", "Sendable"] {
                    entries.append("  \(name): \(body)")
                } else {
                    entries.append("  \(name): { fields: \(body), conforms: [\(declaration.inherited.joined(separator: ", "))] }")
                }
            default:
                unexpressed.append("\(declaration.file): '\(name)' is a \(declaration.kind); the spec's types are structs and enums")
            }
        }
        if !entries.isEmpty { lines += ["", "types:"] + entries }
    }

    /// The raw types a spec's enum may have (`rawValue:`).
    static let rawTypes: Set<String> = ["String", "Int", "Double", "Float", "Character", "LocalizedStringKey", "UInt"]

    /// An action, a type's case or a subview's action as the spec lists it, after `- `.
    static func action(_ name: String, _ parameters: [(String?, String)]) -> String {
        switch parameters.count {
        case 0: name
        case 1 where parameters[0].0 == nil: "\(name): \(YAMLText.scalar(parameters[0].1))"
        default: "\(name): \(parameterList(parameters))"
        }
    }
}
