import SwiftParser
import SwiftSyntax

/// Reads a hand-written mvvm module (seed 000's shape: a `ModuleProtocol` enum, Input and
/// Output structs, a ViewState class, a ViewModel with `enum Action`, a Router, subviews with
/// a `ViewState` and an `Action`) and writes the spec that generates it: `featuregen import`.
/// What the spec language cannot say is listed, not guessed; `adopt` then takes the module over.
public struct ModuleImporter: Sendable {
    public struct Imported: Sendable {
        public var feature: String
        /// The spec, as YAML a person would write.
        public var spec: String
        /// What the module does that the spec cannot say (`file: what`).
        public var unexpressed: [String]
    }

    public init() {}

    /// Reads the module in `folder` (project-relative; subfolders included) and writes its spec
    /// into the project's specs folder, refusing to replace one.
    /// - Returns: what was imported, and the spec's path.
    public func importModule(under folder: String, into project: Project) throws -> (Imported, path: String) {
        let fileSystem = project.fileSystem
        let paths = try fileSystem.files(under: folder).filter { $0.hasSuffix(".swift") }.sorted()
        let files = try paths.map { path in (path, try fileSystem.readText(path) ?? "") }
        let imported = try importModule(files, folder: folder, knownModules: try ImportedRoutes.knownModules(of: project))
        let path = ProjectPath.join(project.config.specs, "\(imported.feature).yaml")
        if let existing = try project.specPaths().first(where: { $0.lowercased() == path.lowercased() }) {
            throw DiagnosticsError(
                .error(
                    "a spec for '\(imported.feature)' exists already", at: SourceLocation(file: existing, line: 1, column: 1),
                    notes: [.init("move it away to import the module again, or edit it and run 'featuregen adopt'")]))
        }
        // The spec must load, and render, before it is written.
        do throws(DiagnosticsError) {
            _ = try SpecLoader(fileSystem: fileSystem, architectures: project.specArchitectures()).load(
                Array(imported.spec.utf8), path: path)
        } catch {
            throw DiagnosticsError(error.diagnostics.map { ImportedRoutes.unwritten($0, path: path) })
        }
        try fileSystem.writeText(path, imported.spec)
        return (imported, path)
    }

    /// - Parameter files: the path and text of every Swift file of the module's folder.
    /// - Parameter knownModules: the features the project has (specs, or folders of the
    ///   output); a route to any other is to a module written by hand (`external: true`). nil:
    ///   not known, and no route is marked.
    public func importModule(_ files: [(path: String, text: String)], folder: String, knownModules: Set<String>? = nil) throws -> Imported {
        let index = SwiftModuleIndex(files: files)
        guard let module = index.order.compactMap({ index[$0] }).first(where: { $0.inherited.contains("ModuleProtocol") }) else {
            throw DiagnosticsError(
                .error(
                    "no mvvm module in \(folder)", at: nil,
                    notes: [
                        .init(
                            "featuregen import reads a module with an enum conforming to ModuleProtocol (enum Name: ModuleProtocol { typealias Input = … })"
                        )
                    ]))
        }
        let moduleFile = files.first { $0.path == module.file }?.text ?? ""
        let imports = Parser.parse(source: moduleFile).statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription }
        var reader = Reader(index: index, feature: module.name, aliases: index.aliases(of: module.name), imports: imports)
        reader.knownModules = knownModules
        return reader.read()
    }

    private struct Reader {
        let index: SwiftModuleIndex
        let feature: String
        let aliases: [String: String]
        /// What the module's enum file imports: featuregen writes that file without imports,
        /// so each is a module the spec imports into every file.
        let imports: [String]
        var unexpressed: [String] = []
        var lines: [String] = []
        /// The view model's cases that are handlers of opened features' outputs.
        var handlerCases: Set<String> = []
        /// The project's features, where known: a route to another is `external: true`.
        var knownModules: Set<String>?

        init(index: SwiftModuleIndex, feature: String, aliases: [String: String], imports: [String]) {
            self.index = index
            self.feature = feature
            self.aliases = aliases
            self.imports = imports
        }

        private func type(_ role: String) -> SwiftModuleIndex.TypeDeclaration? {
            aliases[role].flatMap { index[$0] }
        }

        /// The state's own types (`Photo`), as the spec names them.
        private var nestedTypeNames: [String] {
            guard let state = type("ViewState") else { return [] }
            // `Constant` (or the enum `constantsEnum:` names) holds the spec's `constants:`, not a type of its own.
            let constantsEnum = constantsEnum(of: state.name)
            return index.order.filter { $0.hasPrefix(state.name + ".") && $0.split(separator: ".").count == 2 }
                .map { String($0.split(separator: ".")[1]) }.filter { $0 != "Constant" && $0 != constantsEnum }
        }

        /// The enum nested in `owner` that holds its constants: `Constant`, or an enum of
        /// `static let`s alone named `…Constant` or `…Constants` (the reference's `PublicConstant`).
        private func constantsEnum(of owner: String) -> String? {
            if index[owner + ".Constant"] != nil { return "Constant" }
            let depth = owner.split(separator: ".").count + 1
            return index.order.first { name in
                guard name.hasPrefix(owner + "."), name.split(separator: ".").count == depth,
                    name.hasSuffix("Constant") || name.hasSuffix("Constants"), let declaration = index[name], declaration.kind == .enum
                else { return false }
                let members = declaration.allMembers
                return !members.isEmpty
                    && members.allSatisfy { member in
                        member.decl.as(VariableDeclSyntax.self).map { variable in
                            variable.modifiers.contains { $0.name.text == "static" } && variable.bindings.first?.initializer != nil
                        } ?? false
                    }
            }.map { String($0.split(separator: ".").last!) }
        }

        /// `constants:` (and `constantsEnum:` when the enum is not `Constant`) of `owner`.
        private func constantsEntries(of owner: String, indent: String) -> [String] {
            guard let name = constantsEnum(of: owner) else { return [] }
            let constants = Self.constants(of: index[owner + "." + name], indent: indent + "  ")
            guard !constants.isEmpty else { return [] }
            return ["\(indent)constants:"] + constants + (name == "Constant" ? [] : ["\(indent)constantsEnum: \(name)"])
        }

        /// `[Gallery.ViewState.Photo]` → `[Photo]`: the feature's own types unqualified.
        private func specType(_ type: String) -> String {
            var result = type
            for prefix in ["\(feature).ViewState.", "\(aliases["ViewState"] ?? "\u{0}")."] {
                result = result.replacingText(prefix, with: "")
            }
            return result
        }

        mutating func read() -> Imported {
            lines.append("# Imported from the hand-written module by 'featuregen import'; adopt it next.")
            lines.append("feature: \(feature)")
            let dependencies = readDependencies()
            var imports = imports
            // A module built with its clients has its own `build` beside the enum, for which
            // featuregen imports SwiftUI and UIKit there before the spec's imports.
            if !dependencies.isEmpty, imports.starts(with: ["SwiftUI", "UIKit"]) { imports.removeFirst(2) }
            if !imports.isEmpty { lines.append("imports: [\(imports.joined(separator: ", "))]") }
            // A view controller as the screen is mvvm's UIKit view.
            if let view = type("ViewScene"), view.kind == .class, view.inherited.first == "UIViewController" {
                lines.append("view: uikit")
            }
            if writesMemberwiseInits { lines.append("memberwiseInit: explicit") }
            readInput()
            readOutput()
            readState()
            if let state = type("ViewState") {
                let constants = constantsEntries(of: state.name, indent: "")
                if !constants.isEmpty { lines += [""] + constants }
            }
            readTypes()
            let routes = readRoutes()
            readActions()
            readSubviews()
            if !routes.isEmpty { lines += ["", "routes:"] + routes }
            let routerProperties = readRouterProperties()
            if !routerProperties.isEmpty { lines += ["", "router:", "  properties:"] + routerProperties }
            if !dependencies.isEmpty { lines += ["", "dependencies:"] + dependencies }
            readPreview()
            return Imported(feature: feature, spec: lines.joined(separator: "\n") + "\n", unexpressed: unexpressed)
        }

        /// Whether the module writes its structs' memberwise initializers out without being
        /// public (`memberwiseInit: explicit`): its Input or Output declares an `init`.
        private var writesMemberwiseInits: Bool {
            [type("Input"), type("Output")].contains { declaration in
                guard let declaration, declaration.kind == .struct else { return false }
                return declaration.allMembers.contains { member in
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { return false }
                    return !initializer.modifiers.contains { $0.name.text == "public" }
                }
            }
        }

        // MARK: - Input and output

        private mutating func readInput() {
            let fields = storedProperties(of: type("Input"))
            guard !fields.isEmpty else { return }
            lines += ["", "input:"] + fields.map { "  \($0.name): \(YAMLText.scalar(specType($0.type)))" }
        }

        /// The input a `#Preview` passes where it is not the field type's natural value.
        private mutating func readPreview() {
            var entries: [String] = []
            for field in storedProperties(of: type("Input")) {
                guard let expression = index.previewArgument(labelled: field.name),
                    expression != TypeExpression.naturalInitialValue(of: field.type)
                else { continue }
                entries.append("  \(field.name): \(YAMLText.scalar(expression))")
            }
            if !entries.isEmpty { lines += ["", "preview:"] + entries }
        }

        private mutating func readOutput() {
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

        private mutating func readState() {
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
        private static func constants(of declaration: SwiftModuleIndex.TypeDeclaration?, indent: String) -> [String] {
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

        private mutating func readTypes() {
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
        private static let rawTypes: Set<String> = ["String", "Int", "Double", "Float", "Character", "LocalizedStringKey", "UInt"]

        /// An action, a type's case or a subview's action as the spec lists it, after `- `.
        private static func action(_ name: String, _ parameters: [(String?, String)]) -> String {
            switch parameters.count {
            case 0: name
            case 1 where parameters[0].0 == nil: "\(name): \(YAMLText.scalar(parameters[0].1))"
            default: "\(name): \(parameterList(parameters))"
            }
        }

        // MARK: - Actions and subviews

        /// The view model's `Action` cases, without the subviews' (`onPhotoGridAction`).
        private mutating func readActions() {
            guard let viewModel = type("ViewModel"), let action = index[viewModel.name + ".Action"] else { return }
            var entries: [String] = []
            for element in action.allMembers.compactMap({ $0.decl.as(EnumCaseDeclSyntax.self) }).flatMap(\.elements) {
                let parameters =
                    element.parameterClause?.parameters.map { ($0.firstName?.bareText, specType($0.type.trimmedDescription)) } ?? []
                if parameters.count == 1, parameters[0].1.hasSuffix(".Action") { continue }
                let name = element.name.bareText
                if handlerCases.contains(name) { continue }
                let defaultLabels = parameters.map { $0.0 ?? "_" }
                guard let call = handlerCalls[name], call.name != name || call.labels != defaultLabels else {
                    entries.append("  - " + Self.action(name, parameters))
                    continue
                }
                // A case without values is written `- name:`, so that `handler:` joins its mapping.
                entries.append("  - " + Self.action(name, parameters) + (parameters.isEmpty ? ":" : ""))
                let handler = call.labels == defaultLabels ? call.name : "\(call.name)(\(call.labels.map { $0 + ":" }.joined()))"
                entries.append("    handler: \(YAMLText.scalar(handler))")
            }
            if !entries.isEmpty { lines += ["", "actions:"] + entries }
        }

        /// What `handle(_:)` calls for each case that carries the action to one method:
        /// `case let .updatePosition(value): await updatePosition(for: value)`.
        private var handlerCalls: [String: (name: String, labels: [String])] {
            guard let viewModel = type("ViewModel") else { return [:] }
            let handle = viewModel.allMembers.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == "handle" }
            guard
                let switchExpression = handle?.body?.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
                    .as(SwitchExprSyntax.self) ?? handle?.body?.statements.first?.item.as(SwitchExprSyntax.self)
            else { return [:] }
            var calls: [String: (name: String, labels: [String])] = [:]
            for item in switchExpression.cases {
                guard let switchCase = item.as(SwitchCaseSyntax.self), let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
                    label.caseItems.count == 1, switchCase.statements.count == 1,
                    let caseName = Self.caseName(in: label.caseItems.first!.pattern)
                else { continue }
                var expression = switchCase.statements.first?.item.as(ExprSyntax.self)
                if let awaited = expression?.as(AwaitExprSyntax.self) { expression = awaited.expression }
                if let tried = expression?.as(TryExprSyntax.self) { expression = tried.expression }
                guard let call = expression?.as(FunctionCallExprSyntax.self),
                    let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
                else { continue }
                calls[caseName] = (callee.baseName.bareText, call.arguments.map { $0.label?.bareText ?? "_" })
            }
            return calls
        }

        /// `.viewDidLoad`, `let .select(index)`, `.select(let index)`: the case's name.
        private static func caseName(in pattern: PatternSyntax) -> String? {
            var expression = pattern.as(ExpressionPatternSyntax.self)?.expression
            if let binding = pattern.as(ValueBindingPatternSyntax.self) {
                expression = binding.pattern.as(ExpressionPatternSyntax.self)?.expression
            }
            if let call = expression?.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
            return expression?.as(MemberAccessExprSyntax.self)?.declName.baseName.bareText
        }

        /// The module's views besides the screen's own, in the order the screen shows them.
        private mutating func readSubviews() {
            let scene = aliases["ViewScene"] ?? ""
            let sceneText = index[scene].map { declaration in declaration.allMembers.map(\.description).joined() } ?? ""
            let projected = Set(
                type("ViewState")?.allMembers.compactMap { member -> String? in
                    guard let type = member.decl.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type.trimmedDescription,
                        type.hasSuffix(".ViewState")
                    else { return nil }
                    return String(type.dropLast(".ViewState".count))
                } ?? [])
            let views = index.order.filter { name in
                !name.contains(".") && name != scene && index[name]?.kind == .struct && index[name]?.inherited.contains("View") == true
            }
            // A view the screen neither shows nor projects the state to is one of your own
            // components, which the subviews use: it stays your code.
            let (subviews, components) = views.reduce(into: ([String](), [String]())) { split, name in
                if projected.contains(name) || sceneText.contains(name + "(") || sceneText.contains(name + "<") {
                    split.0.append(name)
                } else {
                    split.1.append(name)
                }
            }
            for name in components {
                unexpressed.append(
                    "\(index[name]?.file ?? name): '\(name)' is a view the screen's view does not show: one of your components, not a subview"
                )
            }
            let shown = subviews.sorted { first, second in
                (sceneText.firstRange(of: first + "(")?.lowerBound ?? sceneText.endIndex)
                    < (sceneText.firstRange(of: second + "(")?.lowerBound ?? sceneText.endIndex)
            }
            var entries: [String] = []
            for name in shown {
                var subviewEntries = subview(name)
                // The screen's property that shows it, when not named after it.
                if let property = Self.property(showing: name, in: index[scene]), property != SwiftIdentifier.lowercasingFirst(name) {
                    subviewEntries.insert("    property: \(property)", at: 1)
                }
                entries += subviewEntries
            }
            if !entries.isEmpty { lines += ["", "subviews:"] + entries }
        }

        private mutating func subview(_ name: String) -> [String] {
            var entries = ["  \(name):"]
            let stateNames = [feature + ".ViewState", aliases["ViewState"] ?? "\u{0}"]
            // The seed's list takes the whole state and reducer, also as generic parameters
            // (`ProductCardList<S, R> … where S: ProductCard.ViewState`).
            if storedProperties(of: index[name]).contains(where: { stateNames.contains($0.type) }) {
                return entries + ["    whole: true"] + constantsEntries(of: name, indent: "    ")
            }
            if let declaration = index[name], let generics = declaration.genericClause {
                unexpressed.append(
                    "\(declaration.file): subview '\(name)' is generic (\(generics)); the spec's subviews are not, so adopt keeps "
                        + "your declaration and the view's code that builds it")
            }
            if let caseName = actionCase(of: name), caseName != "on\(name)Action" { entries.append("    case: \(caseName)") }
            let projection = type("ViewState")?.allMembers.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self)?.bindings.first }
                .first { $0.typeAnnotation?.type.trimmedDescription == name + ".ViewState" }
            let accessors: (getter: Syntax?, setter: Syntax?) = projection.map(Self.accessors) ?? (nil, nil)
            if accessors.setter != nil { entries.append("    binding: true") }
            let arguments = accessors.getter.map(Self.initArguments) ?? [:]
            let writes = accessors.setter.map(Self.writeBacks) ?? [:]
            let fields = storedProperties(of: index[name + ".ViewState"])
            if index[name + ".ViewState"] == nil, let plain = plainFields(of: name), !plain.isEmpty {
                entries += plain
            } else if !fields.isEmpty {
                entries.append("    state:")
                for field in fields {
                    let fieldType = YAMLText.scalar(specType(field.type))
                    let source = arguments[field.name]
                    if let target = writes[field.name] {
                        let from = target == field.name ? "" : ", from: \(target)"
                        entries.append("      \(field.name): { type: \(fieldType)\(from), writable: true }")
                    } else if source == nil || source == field.name {
                        entries.append("      \(field.name): \(fieldType)")
                    } else if let source, SwiftIdentifier.isValid(source) {
                        entries.append("      \(field.name): { type: \(fieldType), from: \(source) }")
                    } else if let source {
                        entries.append("      \(field.name): { type: \(fieldType), value: \(YAMLText.quoted(source)) }")
                    }
                }
            }
            entries += constantsEntries(of: name, indent: "    ")
            if let action = index[name + ".Action"] {
                let cases = action.allMembers.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
                entries.append("    actions:")
                for element in cases {
                    let parameters =
                        element.parameterClause?.parameters.map { ($0.firstName?.bareText, specType($0.type.trimmedDescription)) } ?? []
                    entries.append("      - " + Self.action(element.name.bareText, parameters))
                }
            }
            return entries
        }

        /// The computed property of the screen's view whose body builds the subview:
        /// `private var header: some View { NavigationHeader(…) }`.
        private static func property(showing subview: String, in scene: SwiftModuleIndex.TypeDeclaration?) -> String? {
            scene?.allMembers.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self)?.bindings.first }.first { binding in
                binding.typeAnnotation?.type.trimmedDescription == "some View" && binding.pattern.trimmedDescription != "body"
                    && (binding.accessorBlock?.trimmedDescription.contains(subview + "(") ?? false)
            }?.pattern.trimmedDescription
        }

        /// A subview that takes its values one by one (`let position: Position`, `@Binding var
        /// count: Int`) rather than a ViewState: `viewState: false` and its fields, each from the
        /// state field the screen passes (`count: $state.itemCount`).
        private func plainFields(of subview: String) -> [String]? {
            guard let declaration = index[subview] else { return nil }
            let values = declaration.allMembers.compactMap { member -> (name: String, type: String, isBinding: Bool)? in
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { $0.name.text == "static" }), let binding = variable.bindings.first,
                    binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                    let type = binding.typeAnnotation?.type.trimmedDescription, !type.contains("->")
                else { return nil }
                let isBinding = variable.attributes.contains { $0.trimmedDescription == "@Binding" }
                return (name, type, isBinding)
            }
            guard !values.isEmpty else { return nil }
            let passed = argumentsPassed(to: subview)
            var entries = ["    viewState: false"]
            if values.contains(where: \.isBinding) { entries.append("    binding: true") }
            entries.append("    state:")
            for value in values {
                let fieldType = YAMLText.scalar(specType(value.type))
                let source = passed[value.name].map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
                    .map { $0.hasPrefix("state.") ? String($0.dropFirst("state.".count)) : $0 }
                var keys: [String] = []
                if let source, source != value.name, SwiftIdentifier.isValid(source) { keys.append("from: \(source)") }
                if value.isBinding { keys.append("writable: true") }
                entries.append(
                    keys.isEmpty
                        ? "      \(value.name): \(fieldType)"
                        : "      \(value.name): { type: \(fieldType), \(keys.joined(separator: ", ")) }")
            }
            return entries
        }

        /// What the screen's view passes to the subview, by argument label: `position: state.position`.
        private func argumentsPassed(to subview: String) -> [String: String] {
            guard let scene = aliases["ViewScene"].flatMap({ index[$0] }) else { return [:] }
            for member in scene.allMembers {
                for call in Syntax(member.decl).descendants(FunctionCallExprSyntax.self) {
                    guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.bareText == subview else { continue }
                    var passed: [String: String] = [:]
                    for argument in call.arguments {
                        if let label = argument.label?.bareText { passed[label] = argument.expression.trimmedDescription }
                    }
                    return passed
                }
            }
            return [:]
        }

        /// The view model's case that carries the subview's actions: `onImageSliderAction`.
        private func actionCase(of subview: String) -> String? {
            guard let viewModel = type("ViewModel"), let action = index[viewModel.name + ".Action"] else { return nil }
            return action.allMembers.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements).first { element in
                element.parameterClause?.parameters.count == 1
                    && element.parameterClause?.parameters.first?.type.trimmedDescription == subview + ".Action"
            }?.name.bareText
        }

        /// A computed property's getter and setter bodies.
        private static func accessors(_ binding: PatternBindingSyntax) -> (getter: Syntax?, setter: Syntax?) {
            guard let block = binding.accessorBlock else { return (nil, nil) }
            if let getter = block.accessors.as(CodeBlockItemListSyntax.self) { return (Syntax(getter), nil) }
            let list = block.accessors.as(AccessorDeclListSyntax.self) ?? []
            let body = { (kind: Keyword) in list.first { $0.accessorSpecifier.tokenKind == .keyword(kind) }?.body.map(Syntax.init) }
            return (body(.get), body(.set))
        }

        /// `.init(title: albumId)` → `title: albumId`.
        private static func initArguments(_ getter: Syntax) -> [String: String] {
            guard let call = getter.descendants(FunctionCallExprSyntax.self).first else { return [:] }
            var arguments: [String: String] = [:]
            for argument in call.arguments {
                if let label = argument.label?.bareText { arguments[label] = argument.expression.trimmedDescription }
            }
            return arguments
        }

        /// `currentSlidingStep = newValue.currentStep` → `currentStep: currentSlidingStep`.
        private static func writeBacks(_ setter: Syntax) -> [String: String] {
            var writes: [String: String] = [:]
            for sequence in setter.descendants(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    let value = elements[2].as(MemberAccessExprSyntax.self),
                    value.base?.trimmedDescription == "newValue"
                else { continue }
                writes[value.declName.baseName.bareText] = elements[0].trimmedDescription.replacingText("self.", with: "")
            }
            return writes
        }

        // MARK: - Routes

        /// The router's methods as routes; the handlers of the outputs they handle are noted,
        /// so that `readActions` leaves those cases to the routes.
        /// The router's stored `let`s with a value (`let screenName = "gallery"`), as
        /// `router: { properties: }` entries; its weak references and the services it is built
        /// with (no value) are featuregen's own.
        private func readRouterProperties() -> [String] {
            guard let router = type("Router") else { return [] }
            return router.allMembers.compactMap { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                    !variable.modifiers.contains(where: { ["static", "private", "fileprivate"].contains($0.name.text) }),
                    variable.bindings.count == 1, let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                    let value = binding.initializer?.value.trimmedDescription
                else { return nil }
                guard let type = binding.typeAnnotation?.type.trimmedDescription else {
                    return "    \(name): \(YAMLText.quoted(value))"
                }
                return "    \(name): { type: \(YAMLText.scalar(specType(type))), value: \(YAMLText.quoted(value)) }"
            }
        }

        private mutating func readRoutes() -> [String] {
            guard let router = type("Router") else { return [] }
            var entries: [String] = []
            for member in router.allMembers {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                    !function.modifiers.contains(where: { ["private", "fileprivate", "static"].contains($0.name.text) })
                else { continue }
                let name = function.name.bareText
                let parameters = function.signature.parameterClause.parameters.map { parameter in
                    ((parameter.secondName ?? parameter.firstName).bareText, specType(parameter.type.trimmedDescription))
                }
                let body = function.body.map(Syntax.init)
                let text = function.body?.description ?? ""
                if name == "dismiss", parameters.isEmpty {
                    entries.append("  - dismiss")
                } else if text.contains("UIAlertController") {
                    let input = parameters.isEmpty ? "" : ", input: \(Self.parameterList(parameters))"
                    let texts = body.map { Self.alertTexts(in: $0) } ?? []
                    if texts.isEmpty {
                        entries.append("  - \(name): { presentation: alert\(input) }")
                    } else {
                        let alert = texts.map { "\($0.key): \(Self.yamlQuoted($0.text))" }.joined(separator: ", ")
                        entries.append("  - \(name): { alert: { \(alert) }\(input) }")
                    }
                } else if let body, let build = Self.buildCall(in: body) {
                    let presentation = text.contains("pushViewController") ? "push" : "present"
                    let input = parameters.isEmpty ? "" : ", input: \(Self.parameterList(parameters))"
                    let outputs = handledOutputs(of: build.call, module: build.module)
                    let external = ImportedRoutes.isExternal(build.module, outputs: outputs, known: knownModules) ? ", external: true" : ""
                    entries.append("  - \(name): { module: \(build.module)\(input), presentation: \(presentation)\(outputs)\(external) }")
                } else {
                    entries.append(parameters.isEmpty ? "  - \(name)" : "  - \(name): \(Self.parameterList(parameters))")
                }
            }
            return entries
        }

        /// `Cart.build(…)` in a route's body: the call and the feature it opens.
        /// `UIAlertController(title: "Delete?", message: "…", …)`: the title and message written
        /// as text in the call (an alert route's `alert:`), not passed by the route's input.
        private static func alertTexts(in body: Syntax) -> [(key: String, text: String)] {
            for call in body.descendants(FunctionCallExprSyntax.self) where call.calledExpression.trimmedDescription == "UIAlertController"
            {
                return ["title", "message"].compactMap { key in
                    guard
                        let literal = call.arguments.first(where: { $0.label?.bareText == key })?.expression.as(
                            StringLiteralExprSyntax.self),
                        let text = literal.representedLiteralValue
                    else { return nil }
                    return (key, text)
                }
            }
            return []
        }

        /// Text as a double-quoted YAML scalar.
        private static func yamlQuoted(_ text: String) -> String {
            var quoted = "\""
            for character in text {
                if character == "\\" || character == "\"" { quoted.append("\\") }
                quoted.append(character)
            }
            return quoted + "\""
        }

        private static func buildCall(in body: Syntax) -> (module: String, call: FunctionCallExprSyntax)? {
            for call in body.descendants(FunctionCallExprSyntax.self) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.bareText == "build",
                    let module = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.bareText
                else { continue }
                return (module, call)
            }
            return nil
        }

        /// `output: .init(didBuy: { … reducer?(.cartDidBuy(…)) })`: `, output: [didBuy]`, or a
        /// mapping where a handler is not named `cartDidBuy`.
        private mutating func handledOutputs(of call: FunctionCallExprSyntax, module: String) -> String {
            guard let output = call.arguments.first(where: { $0.label?.bareText == "output" })?.expression.as(FunctionCallExprSyntax.self)
            else { return "" }
            var handled: [(output: String, handler: String)] = []
            for argument in output.arguments {
                guard let name = argument.label?.bareText else { continue }
                let sent = Syntax(argument.expression).descendants(MemberAccessExprSyntax.self).first { $0.base == nil }
                guard let handler = sent?.declName.baseName.bareText else { continue }
                handled.append((name, handler))
                handlerCases.insert(handler)
            }
            guard !handled.isEmpty else { return "" }
            let defaults = handled.allSatisfy {
                $0.handler == SwiftIdentifier.lowercasingFirst(module) + SwiftIdentifier.uppercasingFirst($0.output)
            }
            if defaults { return ", output: [\(handled.map(\.output).joined(separator: ", "))]" }
            return ", output: { " + handled.map { "\($0.output): \($0.handler)" }.joined(separator: ", ") + " }"
        }

        // MARK: - Dependencies

        /// The view model's `init` parameters after `router:` are the services the feature uses:
        /// a client the module declares (a protocol with its methods) is written with its
        /// endpoints, one it only names with its type.
        private func readDependencies() -> [String] {
            guard let viewModel = type("ViewModel"),
                let initializer = viewModel.allMembers.lazy.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first
            else { return [] }
            let parameters = Array(initializer.signature.parameterClause.parameters)
            guard let router = parameters.firstIndex(where: { $0.firstName.text == "router" }) else { return [] }
            var entries: [String] = []
            for parameter in parameters[(router + 1)...] {
                let name = (parameter.secondName ?? parameter.firstName).bareText
                let type = parameter.type.trimmedDescription
                guard let client = index[type], client.kind == .protocol else {
                    entries.append("  \(name): \(YAMLText.scalar(type))")
                    continue
                }
                let preview = index["Preview" + type]
                entries += ["  \(name):", "    endpoints:"]
                for member in client.allMembers {
                    guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                    entries.append("      \(function.name.bareText): \(endpoint(function, preview: preview))")
                }
            }
            return entries
        }

        /// `"(page: Int) async throws -> [NewsItem]"`, or `{ signature: …, preview: … }` where the
        /// preview client answers other than the result type's natural value.
        private func endpoint(_ function: FunctionDeclSyntax, preview: SwiftModuleIndex.TypeDeclaration?) -> String {
            let signature = function.signature
            let parameters = signature.parameterClause.parameters.map { parameter in
                let type = specType(parameter.type.trimmedDescription)
                return parameter.firstName.bareText == "_" ? type : "\(parameter.firstName.bareText): \(type)"
            }
            var text = "(" + parameters.joined(separator: ", ") + ")"
            if signature.effectSpecifiers?.asyncSpecifier != nil { text += " async" }
            if signature.effectSpecifiers?.throwsClause != nil { text += " throws" }
            guard let returnType = signature.returnClause?.type.trimmedDescription else { return YAMLText.quoted(text) }
            text += " -> " + specType(returnType)
            let answer = preview?.allMembers.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
                .first { $0.name.bareText == function.name.bareText }?.body?.statements.trimmedDescription
            guard let answer, answer != TypeExpression.naturalInitialValue(of: returnType) else { return YAMLText.quoted(text) }
            return "{ signature: \(YAMLText.quoted(text)), preview: \(YAMLText.quoted(answer)) }"
        }

        // MARK: - Reading declarations

        private func storedProperties(of declaration: SwiftModuleIndex.TypeDeclaration?) -> [(name: String, type: String)] {
            guard let declaration else { return [] }
            return declaration.allMembers.compactMap { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    !variable.modifiers.contains(where: { $0.name.text == "static" }), let binding = variable.bindings.first,
                    binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                    let type = binding.typeAnnotation?.type.trimmedDescription
                else { return nil }
                return (name, declaration.genericConstraints[type] ?? type)
            }
        }

        /// `albumId = input?.albumId ?? ""` in the type's `init`, by property.
        private func assignments(inInitOf declaration: SwiftModuleIndex.TypeDeclaration) -> [String: String] {
            guard let initializer = declaration.allMembers.lazy.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first,
                let statements = initializer.body?.statements
            else { return [:] }
            var values: [String: String] = [:]
            for statement in statements {
                guard let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { continue }
                let elements = Array(sequence.elements)
                guard elements[1].is(AssignmentExprSyntax.self) else { continue }
                let target = elements[0].trimmedDescription.replacingText("self.", with: "")
                values[target] = elements.dropFirst(2).map(\.trimmedDescription).joined(separator: " ")
            }
            return values
        }

        private static func functionType(_ text: String) -> FunctionTypeSyntax? {
            var parser = Parser(text)
            var type = TypeSyntax.parse(from: &parser)
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            return type.as(FunctionTypeSyntax.self)
        }

        /// `{ photoId: String }` for labelled values, `"(String, Int)"` otherwise, `Void` for none.
        private static func parameterList(_ parameters: [(String?, String)]) -> String {
            if parameters.isEmpty { return "Void" }
            if parameters.allSatisfy({ $0.0 != nil }) {
                return "{ " + parameters.map { "\($0.0!): \(YAMLText.scalar($0.1))" }.joined(separator: ", ") + " }"
            }
            return YAMLText.quoted("(" + parameters.map { ($0.0.map { "\($0): " } ?? "") + $0.1 }.joined(separator: ", ") + ")")
        }
    }
}

/// Scalars as YAML that reads back as the same text.
enum YAMLText {
    /// Plain when YAML reads it as this text, quoted otherwise.
    static func scalar(_ text: String) -> String {
        let plainUnsafe =
            text.isEmpty || text.first.map { "[]{}!&*#|>'\"%@`,?:-".contains($0) } == true
            || text.contains(": ") || text.contains(" #") || text.hasSuffix(":")
            || ["true", "false", "null", "yes", "no", "~"].contains(text.lowercased()) || Double(text) != nil
        return plainUnsafe || text.contains(",") || text.contains("{") || text.contains("[") ? quoted(text) : text
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

    static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"\(escaped)\""
    }
}
