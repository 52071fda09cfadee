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

    /// The architectures whose modules the importer reads, the one place that names them:
    /// mvvm's, in seed 000's shape.
    public static let architectures = ["mvvm"]

    /// The architecture to read a module as: the one asked for (`--architecture`), else the
    /// project's default where the importer reads it, else the first it reads.
    public static func architecture(_ requested: String?, projectDefault: String) throws(DiagnosticsError) -> String {
        guard let requested else { return architectures.contains(projectDefault) ? projectDefault : architectures[0] }
        guard architectures.contains(requested) else {
            let read = architectures.joined(separator: ", ")
            throw DiagnosticsError(
                .error(
                    "--architecture \(requested): featuregen import reads \(read) modules (seed 000's shape); "
                        + "it cannot read a \(requested) module yet", at: nil,
                    notes: [.init("write the module's spec by hand (or with 'featuregen new'), then run 'featuregen adopt'")]))
        }
        return requested
    }

    /// Reads the module in `folder` (project-relative; subfolders included) and writes its spec
    /// into the project's specs folder, refusing to replace one.
    /// - Parameter architecture: the module's (`--architecture`); nil: see `architecture(_:projectDefault:)`.
    ///   The spec says `architecture:` where it is not the project's default.
    /// - Returns: what was imported, and the spec's path.
    public func importModule(under folder: String, into project: Project, architecture: String? = nil) throws -> (Imported, path: String) {
        let architecture = try Self.architecture(architecture, projectDefault: project.config.architecture)
        let fileSystem = project.fileSystem
        let paths = try fileSystem.files(under: folder).filter { $0.hasSuffix(".swift") }.sorted()
        let files = try paths.map { path in (path, try fileSystem.readText(path) ?? "") }
        let imported = try importModule(
            files, folder: folder, knownModules: try ImportedRoutes.knownModules(of: project),
            architecture: architecture == project.config.architecture ? nil : architecture)
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
    /// - Parameter architecture: written as `architecture:`, where the project's default is another.
    public func importModule(
        _ files: [(path: String, text: String)], folder: String, knownModules: Set<String>? = nil, architecture: String? = nil
    ) throws -> Imported {
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
        reader.architecture = architecture
        return reader.read()
    }

    struct Reader {
        let index: SwiftModuleIndex
        let feature: String
        let aliases: [String: String]
        /// What the module's enum file imports: featuregen writes that file without imports,
        /// so each is a module the spec imports into every file.
        let imports: [String]
        var unexpressed: [String] = []
        /// `architecture:`, where the project's default is another.
        var architecture: String?
        /// The view model's cases that are handlers of opened features' outputs.
        var handlerCases: Set<String> = []
        /// The view model's cases an alert's button sends: the routes declare them.
        var alertActions: Set<String> = []
        /// The project's features, where known: a route to another is `external: true`.
        var knownModules: Set<String>?

        init(index: SwiftModuleIndex, feature: String, aliases: [String: String], imports: [String]) {
            self.index = index
            self.feature = feature
            self.aliases = aliases
            self.imports = imports
        }

        func type(_ role: String) -> SwiftModuleIndex.TypeDeclaration? {
            aliases[role].flatMap { index[$0] }
        }

        /// The state's own types (`Photo`), as the spec names them.
        var nestedTypeNames: [String] {
            guard let state = type("ViewState") else { return [] }
            // `Constant` (or the enum `constantsEnum:` names) holds the spec's `constants:`, not a type of its own.
            let constantsEnum = constantsEnum(of: state.name)
            return index.order.filter { $0.hasPrefix(state.name + ".") && $0.split(separator: ".").count == 2 }
                .map { String($0.split(separator: ".")[1]) }.filter { $0 != "Constant" && $0 != constantsEnum }
        }

        /// The enum nested in `owner` that holds its constants: `Constant`, or an enum of
        /// `static let`s alone named `…Constant` or `…Constants` (the reference's `PublicConstant`).
        func constantsEnum(of owner: String) -> String? {
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
        func constantsEntries(of owner: String) -> [YAMLEntry] {
            guard let name = constantsEnum(of: owner) else { return [] }
            let constants = Self.constants(of: index[owner + "." + name])
            guard !constants.isEmpty else { return [] }
            return [.init("constants", .mapping(constants))] + (name == "Constant" ? [] : [.init("constantsEnum", .text(name))])
        }

        /// `[Gallery.ViewState.Photo]` → `[Photo]`: the feature's own types unqualified.
        func specType(_ type: String) -> String {
            var result = type
            for prefix in ["\(feature).ViewState.", "\(aliases["ViewState"] ?? "\u{0}")."] {
                result = result.replacingText(prefix, with: "")
            }
            return result
        }

        mutating func read() -> Imported {
            let header = "Imported from the hand-written module by 'featuregen import'; adopt it next."
            var entries = [YAMLEntry("feature", .text(feature), comments: [header])]
            if let architecture { entries.append(.init("architecture", .text(architecture))) }
            let dependencies = readDependencies()
            var imports = imports
            // A module built with its clients has its own `build` beside the enum, for which
            // featuregen imports SwiftUI and UIKit there before the spec's imports.
            if !dependencies.isEmpty, imports.starts(with: ["SwiftUI", "UIKit"]) { imports.removeFirst(2) }
            if !imports.isEmpty { entries.append(.init("imports", .list(imports))) }
            // A view controller as the screen is mvvm's UIKit view.
            if let view = type("ViewScene"), view.kind == .class, view.inherited.first == "UIViewController" {
                entries.append(.init("view", .text("uikit")))
            }
            if writesMemberwiseInits { entries.append(.init("memberwiseInit", .text("explicit"))) }
            entries += Self.section("input", .mapping(readInput()))
            entries += Self.section("output", .mapping(readOutput()))
            entries += Self.section("state", .mapping(readState()))
            if let state = type("ViewState") { entries += Self.spaced(constantsEntries(of: state.name)) }
            entries += Self.section("types", .mapping(readTypes()))
            let routes = readRoutes()
            entries += Self.section("actions", .sequence(readActions()))
            entries += Self.section("subviews", .mapping(readSubviews()))
            entries += Self.section("routes", .sequence(routes))
            let routerProperties = readRouterProperties()
            if !routerProperties.isEmpty {
                entries.append(.init("router", .mapping([.init("properties", .mapping(routerProperties))]), spaced: true))
            }
            entries += Self.section("dependencies", .mapping(dependencies))
            entries += Self.section("preview", .mapping(readPreview()))
            return Imported(feature: feature, spec: YAMLDocument(.mapping(entries)).text, unexpressed: unexpressed)
        }

        /// A top-level key after a blank line, when it has entries.
        static func section(_ key: String, _ value: YAMLValue) -> [YAMLEntry] {
            switch value {
            case .mapping([], _), .sequence([], _): []
            default: [YAMLEntry(key, value, spaced: true)]
            }
        }

        /// Entries set apart from what is above them by a blank line.
        static func spaced(_ entries: [YAMLEntry]) -> [YAMLEntry] {
            var entries = entries
            if !entries.isEmpty { entries[0].isSpaced = true }
            return entries
        }

        /// Whether the module writes its structs' memberwise initializers out without being
        /// public (`memberwiseInit: explicit`): its Input or Output declares an `init`.
        var writesMemberwiseInits: Bool {
            [type("Input"), type("Output")].contains { declaration in
                guard let declaration, declaration.kind == .struct else { return false }
                return declaration.allMembers.contains { member in
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { return false }
                    return !initializer.modifiers.contains { $0.name.text == "public" }
                }
            }
        }

        func storedProperties(of declaration: SwiftModuleIndex.TypeDeclaration?) -> [(name: String, type: String)] {
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
        func assignments(inInitOf declaration: SwiftModuleIndex.TypeDeclaration) -> [String: String] {
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

        static func functionType(_ text: String) -> FunctionTypeSyntax? {
            var parser = Parser(text)
            var type = TypeSyntax.parse(from: &parser)
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            return type.as(FunctionTypeSyntax.self)
        }

        /// `{ photoId: String }` for labelled values, `"(String, Int)"` otherwise, `Void` for none.
        static func parameterList(_ parameters: [(String?, String)]) -> YAMLValue {
            if parameters.isEmpty { return .text("Void") }
            let labelled = parameters.compactMap { parameter in parameter.0.map { YAMLEntry($0, .text(parameter.1)) } }
            if labelled.count == parameters.count { return .flow(labelled) }
            return .quoted("(" + parameters.map { ($0.0.map { "\($0): " } ?? "") + $0.1 }.joined(separator: ", ") + ")")
        }
    }
}
