import SwiftParser
import SwiftSyntax

/// One name a generated file declares, in the scope it lands in: a type's members (its
/// extensions' included) or the module's top level.
struct GeneratedDeclaration: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A struct, class, enum, actor, protocol, type alias or associated type.
        case type
        case variable
        case function
        case initializer
        case enumCase
    }

    var kind: Kind
    /// The base name: `handle` for `func handle(_ action: Action)`.
    var name: String
    /// The argument labels (`_` for none) of a function, initializer or case with values; nil
    /// for a property, a type and a case without values.
    var labels: [String]?
    /// The parameters' types as written, which tell overloads apart.
    var parameterTypes: [String] = []
    /// Which parameters have a default value: a call may leave them out.
    var defaulted: [Bool] = []
    var isStatic = false
    /// `async`: Swift overloads a method on it (`send(_:)` returning a task beside `async`).
    var isAsync = false
    /// The type the declaration is a member of (`Cart.State`); empty at the top level.
    var scope: String
    /// The `#if` clauses the declaration sits in (`3:0` is clause 0 of the block at line 3):
    /// declarations in different clauses of one block never meet.
    var clauses: [String: Int] = [:]
    var file: String
    var line: Int
    var column: Int
    /// The declaration's first line, for the diagnostic.
    var text: String

    /// The labels and types a call may give: all of them, and only those without a default.
    var callForms: [[String]] {
        guard let labels else { return [] }
        let full = zip(labels, parameterTypes).map { "\($0):\($1)" }
        let required = zip(full, defaulted + Array(repeating: false, count: max(0, full.count - defaulted.count)))
            .filter { !$0.1 }.map(\.0)
        return required.count == full.count ? [full] : [full, required]
    }

    /// `handle(_:)`, `binding`, `init(state:)`: what Swift calls it in a redeclaration error.
    var fullName: String {
        guard let labels else { return name }
        return "\(name)(\(labels.map { $0 + ":" }.joined()))"
    }

    /// A type, a property or a case without values is its base name; a function, initializer
    /// or case with values is its base name and labels.
    var describedKind: String {
        switch kind {
        case .type: "type"
        case .variable: "property"
        case .function: "method"
        case .initializer: "initializer"
        case .enumCase: "case"
        }
    }
}

/// Reads the declarations of generated Swift files, by parsing them (never by text: a
/// generated string literal may hold anything).
enum GeneratedDeclarations {
    /// What a generated file declares, or where it stops being Swift.
    enum Reading: Sendable {
        case declarations([GeneratedDeclaration])
        /// The first token the parser could not place, with its line.
        case unparsable(token: String, line: Int, text: String)
    }

    static func read(_ text: String, file: String) -> Reading {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        guard !tree.hasError else {
            let bad = tree.tokens(viewMode: .all).first { token in
                token.presence == .missing || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
            }
            let line = bad.map { $0.startLocation(converter: converter).line } ?? 1
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let shown = line <= lines.count ? lines[line - 1].drop { $0 == " " } : ""
            return .unparsable(token: bad?.text ?? "", line: line, text: String(shown))
        }
        var reader = Reader(file: file, converter: converter)
        reader.read(tree.statements.map(\.item), scope: "", clauses: [:])
        return .declarations(reader.found)
    }

    private struct Reader {
        let file: String
        let converter: SourceLocationConverter
        var found: [GeneratedDeclaration] = []

        init(file: String, converter: SourceLocationConverter) {
            self.file = file
            self.converter = converter
        }

        mutating func read(_ items: [CodeBlockItemSyntax.Item], scope: String, clauses: [String: Int]) {
            for item in items {
                if case .decl(let declaration) = item { read(declaration, scope: scope, clauses: clauses) }
            }
        }

        mutating func read(_ members: MemberBlockItemListSyntax, scope: String, clauses: [String: Int]) {
            for member in members { read(member.decl, scope: scope, clauses: clauses) }
        }

        mutating func read(_ declaration: DeclSyntax, scope: String, clauses: [String: Int]) {
            func add(
                _ kind: GeneratedDeclaration.Kind, _ name: TokenSyntax, labels: [String]? = nil, types: [String] = [],
                isStatic: Bool = false, isAsync: Bool = false, defaulted: [Bool] = [], at node: some SyntaxProtocol
            ) {
                let location = name.startLocation(converter: converter)
                // The line that names it, after its attributes and doc comment.
                let firstLine =
                    node.trimmedDescription.split(separator: "\n").first { line in
                        let start = line.drop { $0 == " " }
                        return !start.hasPrefix("@") && !start.hasPrefix("//")
                    } ?? ""
                found.append(
                    GeneratedDeclaration(
                        kind: kind, name: name.text.withoutBackticks, labels: labels, parameterTypes: types, defaulted: defaulted,
                        isStatic: isStatic, isAsync: isAsync, scope: declaredScope, clauses: clauses, file: file, line: location.line,
                        column: location.column, text: firstLine.drop { $0 == " " }.description))
            }
            // A private type at the top level is its file's own: two files may each declare one.
            let isFilePrivate =
                scope.isEmpty
                && (declaration.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
                    $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
                } ?? false)
            let declaredScope = isFilePrivate ? "\(file)#" : scope
            func nested(_ name: TokenSyntax) -> String {
                let plain = name.text.withoutBackticks
                return declaredScope.isEmpty ? plain : declaredScope.hasSuffix("#") ? declaredScope + plain : "\(declaredScope).\(plain)"
            }
            if let type = declaration.as(StructDeclSyntax.self) {
                add(.type, type.name, at: type)
                read(type.memberBlock.members, scope: nested(type.name), clauses: clauses)
            } else if let type = declaration.as(ClassDeclSyntax.self) {
                add(.type, type.name, at: type)
                read(type.memberBlock.members, scope: nested(type.name), clauses: clauses)
            } else if let type = declaration.as(EnumDeclSyntax.self) {
                add(.type, type.name, at: type)
                read(type.memberBlock.members, scope: nested(type.name), clauses: clauses)
            } else if let type = declaration.as(ActorDeclSyntax.self) {
                add(.type, type.name, at: type)
                read(type.memberBlock.members, scope: nested(type.name), clauses: clauses)
            } else if let type = declaration.as(ProtocolDeclSyntax.self) {
                // Its members are requirements, which its extensions implement under the same name.
                add(.type, type.name, at: type)
            } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
                add(.type, alias.name, at: alias)
            } else if let associated = declaration.as(AssociatedTypeDeclSyntax.self) {
                add(.type, associated.name, at: associated)
            } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                let extended = extensionDecl.extendedType.trimmedDescription
                let path = extended.split(separator: "<").first.map(String.init) ?? extended
                read(extensionDecl.memberBlock.members, scope: scope.isEmpty ? path : "\(scope).\(path)", clauses: clauses)
            } else if let variable = declaration.as(VariableDeclSyntax.self) {
                let isStatic = Self.isStatic(variable.modifiers)
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    add(.variable, pattern.identifier, isStatic: isStatic, at: variable)
                }
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters
                add(
                    .function, function.name, labels: parameters.map { $0.firstName.text.withoutBackticks },
                    types: parameters.map { $0.type.trimmedDescription }, isStatic: Self.isStatic(function.modifiers),
                    isAsync: function.signature.effectSpecifiers?.asyncSpecifier != nil,
                    defaulted: parameters.map { $0.defaultValue != nil }, at: function)
            } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
                let parameters = initializer.signature.parameterClause.parameters
                add(
                    .initializer, initializer.initKeyword, labels: parameters.map { $0.firstName.text.withoutBackticks },
                    types: parameters.map { $0.type.trimmedDescription }, defaulted: parameters.map { $0.defaultValue != nil },
                    at: initializer)
            } else if let cases = declaration.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements {
                    let values = element.parameterClause?.parameters
                    add(
                        .enumCase, element.name, labels: values.map { $0.map { $0.firstName?.text.withoutBackticks ?? "_" } },
                        types: values.map { $0.map { $0.type.trimmedDescription } } ?? [], isStatic: true, at: element)
                }
            } else if let block = declaration.as(IfConfigDeclSyntax.self) {
                let id = "\(block.startLocation(converter: converter).line):\(block.startLocation(converter: converter).column)"
                for (index, clause) in block.clauses.enumerated() {
                    var inner = clauses
                    inner[id] = index
                    switch clause.elements {
                    case .decls(let members): read(members, scope: scope, clauses: inner)
                    case .statements(let items): read(items.map(\.item), scope: scope, clauses: inner)
                    default: break
                    }
                }
            }
        }

        private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        }
    }
}

extension String {
    /// `` `default` `` → `default`: an escaped keyword names what the keyword would.
    fileprivate var withoutBackticks: String { filter { $0 != "`" } }
}
