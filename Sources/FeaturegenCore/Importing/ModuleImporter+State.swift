import SwiftParser
import SwiftSyntax

/// Reading the module's Input, Output and ViewState into `input:`, `output:`, `state:`,
/// `constants:` and `types:`.
extension ModuleImporter.Reader {
    // MARK: - Input and output

    func readInput() -> [YAMLEntry] {
        storedProperties(of: type("Input")).map { YAMLEntry($0.name, .text(specType($0.type))) }
    }

    /// The input a `#Preview` passes where it is not the field type's natural value.
    func readPreview() -> [YAMLEntry] {
        storedProperties(of: type("Input")).compactMap { field in
            guard let expression = index.previewArgument(labelled: field.name),
                expression != TypeExpression.naturalInitialValue(of: field.type)
            else { return nil }
            return YAMLEntry(field.name, .text(expression))
        }
    }

    mutating func readOutput() -> [YAMLEntry] {
        guard let output = type("Output") else { return [] }
        var entries: [YAMLEntry] = []
        for property in storedProperties(of: output) {
            guard let function = Self.functionType(property.type) else {
                unexpressed.append("\(output.file): output '\(property.name)' is not a closure (\(property.type))")
                continue
            }
            let parameters = function.parameters.map { parameter -> (String?, String) in
                let label = [parameter.secondName, parameter.firstName].compactMap { $0 }.first { $0.tokenKind != .wildcard }
                return (label?.bareText, specType(parameter.type.trimmedDescription))
            }
            entries.append(.init(property.name, Self.parameterList(parameters)))
        }
        return entries
    }

    // MARK: - State

    mutating func readState() -> [YAMLEntry] {
        guard let state = type("ViewState") else { return [] }
        let initial = assignments(inInitOf: state)
        var entries: [YAMLEntry] = []
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
                        .init(
                            name, .flow([.init("type", .text(specType(type))), .init("derived", .quoted(expression.trimmedDescription))])))
                } else if let body {
                    // A switch or statements: `derived: |` keeps their lines.
                    let lines = Self.dedentedLines(body.description)
                    entries.append(
                        .init(
                            name,
                            .mapping([.init("type", .text(specType(type))), .init("derived", .block(lines.joined(separator: "\n") + "\n"))])
                        ))
                } else {
                    unexpressed.append("\(state.file): '\(name)' has accessors other than a getter")
                }
                continue
            }
            let specType = YAMLValue.text(specType(type))
            switch initial[name] {
            case let value? where value.hasPrefix("input?.") && value.contains(" ?? "):
                let field = value.dropFirst("input?.".count).prefix { $0 != " " }
                entries.append(.init(name, .flow([.init("type", specType), .init("input", .text(String(field)))])))
            // An optional field takes the input's value as it is, nil without an input.
            case let value?
            where value.hasPrefix("input?.") && type.hasSuffix("?")
                && SwiftIdentifier.isValid(String(value.dropFirst("input?.".count))):
                let field = String(value.dropFirst("input?.".count))
                entries.append(.init(name, .flow([.init("type", specType), .init("input", .text(field))])))
            case let value? where value != TypeExpression.naturalInitialValue(of: type):
                entries.append(.init(name, .flow([.init("type", specType), .init("initial", .quoted(value))])))
            default:
                entries.append(.init(name, specType))
            }
        }
        return entries
    }

    /// The lines of a Swift body without their common indentation, blank lines at either end
    /// left out: the text of a `|` block scalar.
    static func dedentedLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.isEmpty ? "" : String($0.dropFirst(indent)) }
    }

    /// The `static let`s of a nested `enum Constant`, as `constants:` entries.
    static func constants(of declaration: SwiftModuleIndex.TypeDeclaration?) -> [YAMLEntry] {
        guard let declaration else { return [] }
        return declaration.allMembers.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { $0.name.text == "static" }), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                let value = binding.initializer?.value.trimmedDescription
            else { return nil }
            let type = binding.typeAnnotation.map { [YAMLEntry("type", .text($0.type.trimmedDescription))] } ?? []
            return YAMLEntry(name, .flow(type + [.init("value", .quoted(value))]))
        }
    }

    mutating func readTypes() -> [YAMLEntry] {
        guard let state = type("ViewState") else { return [] }
        var entries: [YAMLEntry] = []
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
                let cases = elements.map { element -> YAMLEntry in
                    let raw = element.rawValue?.value.trimmedDescription ?? ""
                    let text = raw.hasPrefix("\"") && raw.hasSuffix("\"") ? String(raw.dropFirst().dropLast()) : raw
                    return YAMLEntry(element.name.bareText, .text(text))
                }
                let conforms = Array(declaration.inherited.dropFirst())
                var entry = [YAMLEntry("rawValue", .text(rawType)), .init("cases", .flow(cases))]
                if conforms != ["Hashable", "Sendable"] { entry.append(.init("conforms", .list(conforms))) }
                if isTopLevel { entry.append(.init("topLevel", .bool(true))) }
                entries.append(.init(name, .flow(entry)))
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
                    let list = YAMLValue.sequence(
                        cases.map { element in
                            let parameters =
                                element.parameterClause?.parameters.map { ($0.firstName?.bareText, specType($0.type.trimmedDescription)) }
                                ?? []
                            return Self.action(element.name.bareText, parameters)
                        })
                    guard conforms != nil || isTopLevel else {
                        entries.append(.init(name, list))
                        continue
                    }
                    // Declared beside the state: the module's own type (`topLevel: true`).
                    var keys = isTopLevel ? [YAMLEntry("topLevel", .bool(true))] : []
                    keys.append(.init("cases", list))
                    if let conforms { keys.append(.init("conforms", .list(conforms))) }
                    entries.append(.init(name, .mapping(keys)))
                } else {
                    entries.append(.init(name, .list(cases.map(\.name.bareText))))
                }
            case .struct:
                let fields = YAMLValue.flow(storedProperties(of: declaration).map { YAMLEntry($0.name, .text(specType($0.type))) })
                let conforms =
                    declaration.inherited == ["Equatable", "Sendable"] ? [] : [YAMLEntry("conforms", .list(declaration.inherited))]
                if isTopLevel {
                    entries.append(.init(name, .flow([.init("topLevel", .bool(true)), .init("fields", fields)] + conforms)))
                } else if conforms.isEmpty {
                    entries.append(.init(name, fields))
                } else {
                    entries.append(.init(name, .flow([.init("fields", fields)] + conforms)))
                }
            default:
                unexpressed.append("\(declaration.file): '\(name)' is a \(declaration.kind); the spec's types are structs and enums")
            }
        }
        return entries
    }

    /// The raw types a spec's enum may have (`rawValue:`).
    static let rawTypes: Set<String> = ["String", "Int", "Double", "Float", "Character", "LocalizedStringKey", "UInt"]

    /// An action, a type's case or a subview's action as the spec lists it: `name`,
    /// `name: Int`, `name: { id: Int }`.
    static func action(_ name: String, _ parameters: [(String?, String)]) -> YAMLValue {
        switch parameters.count {
        case 0: .text(name)
        case 1 where parameters[0].0 == nil: .mapping([.init(name, .text(parameters[0].1))])
        default: .mapping([.init(name, parameterList(parameters))])
        }
    }

    /// An action with keys beside its case (`handler:`, `opens:`, `effect:`); one without
    /// values is written `- name:`, so that the keys join its mapping.
    static func action(_ name: String, _ parameters: [(String?, String)], beside keys: [YAMLEntry]) -> YAMLValue {
        let value = parameters.isEmpty ? .null : parameterList(parameters)
        let written = parameters.count == 1 && parameters[0].0 == nil ? YAMLValue.text(parameters[0].1) : value
        return .mapping([.init(name, written)] + keys)
    }
}
