import SwiftParser
import SwiftSyntax

/// The declarations of a hand-written module's Swift files, by name: what `featuregen import`
/// reads a spec from. Types are indexed by their full name (`GalleryHeader`,
/// `Gallery.ViewState.Photo` for a type in `extension Gallery.ViewState`), with the members
/// of every extension of them gathered in.
struct SwiftModuleIndex {
    struct TypeDeclaration {
        enum Kind { case `struct`, `class`, `enum`, actor, `protocol` }

        var name: String
        var kind: Kind
        var inherited: [String]
        /// `<S, R>` of a generic type, as written; nil when it has none.
        var genericClause: String?
        /// Each generic parameter's superclass or protocol, from the clause or the `where`
        /// clause: `S` → `Gallery.ViewState` for `<S, R> … where S: Gallery.ViewState`.
        var genericConstraints: [String: String] = [:]
        var members: MemberBlockItemListSyntax
        /// Members of its extensions, in file order.
        var extensionMembers: [MemberBlockItemListSyntax] = []
        var file: String

        var allMembers: [MemberBlockItemSyntax] {
            Array(members) + extensionMembers.flatMap { Array($0) }
        }
    }

    private(set) var types: [String: TypeDeclaration] = [:]
    /// The bodies of the module's `#Preview`s, in file order.
    private(set) var previews: [Syntax] = []
    /// Type names in the order their files and declarations come.
    private(set) var order: [String] = []

    /// - Parameter files: path and text of each Swift file.
    init(files: [(path: String, text: String)]) {
        var extensions: [(name: String, members: MemberBlockItemListSyntax, inherited: [String], file: String)] = []
        for (path, text) in files {
            let tree = Parser.parse(source: text)
            for statement in tree.statements {
                if let preview = statement.item.as(MacroExpansionDeclSyntax.self), preview.macroName.text == "Preview" {
                    previews.append(Syntax(preview))
                } else if let preview = statement.item.as(MacroExpansionExprSyntax.self), preview.macroName.text == "Preview" {
                    previews.append(Syntax(preview))
                }
                collect(statement.item, prefix: nil, file: path, extensions: &extensions)
            }
        }
        // Extensions of a type declared in the module, and types nested in extensions.
        for item in extensions {
            let name = resolve(item.name)
            if types[name] != nil {
                types[name]?.extensionMembers.append(item.members)
                types[name]?.inherited += item.inherited
            }
            for member in item.members {
                collect(CodeBlockItemSyntax.Item(member.decl), prefix: name, file: item.file, extensions: &extensions)
            }
        }
    }

    /// The first argument labelled `label` in a `#Preview`, as written: what a preview passes
    /// for the input field of that name.
    func previewArgument(labelled label: String) -> String? {
        for preview in previews {
            for node in preview.tokens(viewMode: .sourceAccurate) where node.text == label {
                if let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == label {
                    return argument.expression.trimmedDescription
                }
            }
        }
        return nil
    }

    /// `Gallery.ViewState` → `GalleryState` when `Gallery` aliases it; names as written else.
    func resolve(_ name: String) -> String {
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count >= 2, let owner = types[parts[0]] else { return name }
        for member in owner.allMembers {
            guard let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == parts[1] else { continue }
            return ([alias.initializer.value.trimmedDescription] + parts.dropFirst(2)).joined(separator: ".")
        }
        return name
    }

    subscript(name: String) -> TypeDeclaration? { types[resolve(name)] }

    /// The type aliases a type declares: `Input` → `GalleryInput`.
    func aliases(of name: String) -> [String: String] {
        var aliases: [String: String] = [:]
        for member in types[name]?.allMembers ?? [] {
            if let alias = member.decl.as(TypeAliasDeclSyntax.self) {
                aliases[alias.name.text] = alias.initializer.value.trimmedDescription
            }
        }
        return aliases
    }

    private mutating func collect(
        _ item: CodeBlockItemSyntax.Item, prefix: String?, file: String,
        extensions: inout [(name: String, members: MemberBlockItemListSyntax, inherited: [String], file: String)]
    ) {
        func add(
            _ name: String, _ kind: TypeDeclaration.Kind, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
            generics: GenericParameterClauseSyntax? = nil, whereClause: GenericWhereClauseSyntax? = nil
        ) {
            let full = prefix.map { "\($0).\(name)" } ?? name
            let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if types[full] == nil { order.append(full) }
            var constraints: [String: String] = [:]
            for parameter in generics?.parameters ?? [] {
                if let inherited = parameter.inheritedType { constraints[parameter.name.text] = inherited.trimmedDescription }
            }
            for requirement in whereClause?.requirements ?? [] {
                guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self) else { continue }
                constraints[conformance.leftType.trimmedDescription] = conformance.rightType.trimmedDescription
            }
            types[full] = TypeDeclaration(
                name: full, kind: kind, inherited: inherited, genericClause: generics?.trimmedDescription,
                genericConstraints: constraints, members: members.members, file: file)
            for member in members.members {
                collect(CodeBlockItemSyntax.Item(member.decl), prefix: full, file: file, extensions: &extensions)
            }
        }
        if let decl = item.as(StructDeclSyntax.self) {
            add(
                decl.name.text, .struct, decl.inheritanceClause, decl.memberBlock, generics: decl.genericParameterClause,
                whereClause: decl.genericWhereClause)
        } else if let decl = item.as(ClassDeclSyntax.self) {
            add(
                decl.name.text, .class, decl.inheritanceClause, decl.memberBlock, generics: decl.genericParameterClause,
                whereClause: decl.genericWhereClause)
        } else if let decl = item.as(EnumDeclSyntax.self) {
            add(decl.name.text, .enum, decl.inheritanceClause, decl.memberBlock)
        } else if let decl = item.as(ActorDeclSyntax.self) {
            add(decl.name.text, .actor, decl.inheritanceClause, decl.memberBlock)
        } else if let decl = item.as(ProtocolDeclSyntax.self) {
            add(decl.name.text, .protocol, decl.inheritanceClause, decl.memberBlock)
        } else if let decl = item.as(ExtensionDeclSyntax.self), prefix == nil {
            extensions.append(
                (
                    decl.extendedType.trimmedDescription, decl.memberBlock.members,
                    decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [], file
                ))
        }
    }
}

extension SyntaxProtocol {
    /// Every node of `type` below this one, in source order.
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        var found: [T] = []
        for child in children(viewMode: .sourceAccurate) {
            if let node = child.as(type) { found.append(node) }
            found += child.descendants(type)
        }
        return found
    }
}
