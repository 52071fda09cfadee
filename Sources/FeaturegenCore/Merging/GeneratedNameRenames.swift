import SwiftParser
import SwiftSyntax

/// The names a feature's `was:` renames change, restricted to names featuregen generates: a
/// word pair of `RenamedWords` (from every file of the feature, rendered with its old names
/// beside its new ones) is kept only where the old word is a name the old rendering declares
/// and the new word one the new rendering declares. So a retyped value (`Int` → `Double`), a
/// changed default (`false` → `true`) or a placeholder's text is no rename of a reference.
/// `ReferenceRenamer` applies them to the user's file by its syntax tree.
struct GeneratedNameRenames: Sendable, Equatable {
    /// Type names, old → new (`FHeader` → `FTopBar`).
    private(set) var types: [String: String] = [:]
    /// Member names — enum cases, functions, properties — old → new (`onTapBack` → `goBack`).
    private(set) var members: [String: String] = [:]
    /// Every name the old or new rendering declares (types, properties, parameters): a member
    /// access whose chain starts at one of them (`state.query`, `Action.search`) refers to
    /// generated code; one that starts at the user's own name (`Analytics.Event`) does not.
    private(set) var generatedRoots: Set<String> = []
    /// The subjects of the switches the renderings hold (`action`, `intent`): the cases of a
    /// switch over one of them are the generated enum's.
    private(set) var switchSubjects: Set<String> = []

    var isEmpty: Bool { types.isEmpty && members.isEmpty }

    init() {}

    /// - Parameters:
    ///   - before: the feature's Swift files rendered with the spec's old names.
    ///   - after: the same files rendered as the spec is.
    ///   - recorded: their base records: a rename is pending only while a record declares the
    ///     old name. After the run that carried it out (the `was:` left in the spec), or
    ///     without records (`adopt`), nothing is renamed.
    init(before: [String], after: [String], recorded: [String]) {
        var words: [Substring: Substring] = [:]
        var ambiguous = Set<Substring>()
        for (old, new) in zip(before, after) where old != new {
            for (word, renamed) in RenamedWords(before: old, after: new).map {
                if let known = words[word], known != renamed { ambiguous.insert(word) }
                words[word] = renamed
            }
        }
        for word in ambiguous { words[word] = nil }
        guard !words.isEmpty else { return }
        let old = DeclaredNames(in: before), new = DeclaredNames(in: after), bases = DeclaredNames(in: recorded)
        for (word, renamed) in words {
            let word = String(word), renamed = String(renamed)
            // A name both renderings declare is not renamed away: the pair is no rename.
            if old.types.contains(word), new.types.contains(renamed), !new.types.contains(word), bases.types.contains(word) {
                types[word] = renamed
            } else if old.members.contains(word), new.members.contains(renamed), !new.members.contains(word),
                bases.members.contains(word)
            {
                members[word] = renamed
            }
        }
        generatedRoots = old.roots.union(new.roots)
        switchSubjects = old.switchSubjects.union(new.switchSubjects)
    }

    /// What the old and new renderings declare, and the switches they hold.
    private struct DeclaredNames {
        var types: Set<String> = []
        var members: Set<String> = []
        var roots: Set<String> = ["self", "Self"]
        var switchSubjects: Set<String> = []

        init(in texts: [String]) {
            for text in texts {
                let collector = Collector(viewMode: .sourceAccurate)
                collector.walk(Parser.parse(source: text))
                types.formUnion(collector.types)
                members.formUnion(collector.members)
                roots.formUnion(collector.roots)
                switchSubjects.formUnion(collector.switchSubjects)
            }
            roots.formUnion(types)
            roots.formUnion(members)
        }
    }

    private final class Collector: SyntaxVisitor {
        var types: Set<String> = []
        var members: Set<String> = []
        var roots: Set<String> = []
        var switchSubjects: Set<String> = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name) }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            // `extension VSURFServices.Units`: both names are the generated code's.
            var type: TypeSyntax? = node.extendedType
            while let current = type {
                if let member = current.as(MemberTypeSyntax.self) {
                    types.insert(member.name.text)
                    type = member.baseType
                } else {
                    if let identifier = current.as(IdentifierTypeSyntax.self) { types.insert(identifier.name.text) }
                    type = nil
                }
            }
            return .visitChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            members.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            members.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            // Properties, and the generated code's own locals.
            if node.parent?.is(PatternBindingSyntax.self) == true { members.insert(node.identifier.text) }
            roots.insert(node.identifier.text)
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            roots.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            roots.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            roots.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            switchSubjects.insert(node.subject.trimmedDescription)
            return .visitChildren
        }

        private func type(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
            types.insert(name.text)
            return .visitChildren
        }
    }
}
