import SwiftParser
import SwiftSyntax

/// Renames, in a Swift file, the references to names the spec renamed (`GeneratedNameRenames`)
/// as a refactoring tool does: by the syntax tree, never by text, and only where the reference
/// resolves to featuregen's code. A reference is renamed when it is
/// - a type name (`FHeader(…)`, `FHeader.Action`), bare or reached from generated code;
/// - a member reached from a generated name (`state.query`, `Action.search`, `self.load()`);
/// - a case written without its type (`.search`) where the type is the generated enum's: a
///   case pattern of a switch over what the generated code switches over (`switch action`),
///   or an argument of a call that sends an action (`send(.search)`, `onAction(.onTapBack)`,
///   `reducer(.toggleFavorite)`, `handle(.header(.onTapBack))`);
/// - a call of a generated function by its bare name (`load()`).
/// Everything else stays as the user wrote it: a member of the user's own type
/// (`Analytics.Event.onTapBack`), a name a pattern binds (`case let .search(query)`), a word
/// in a string or a comment, the type an extension extends (a declaration, which the merge
/// matches by its key).
enum ReferenceRenamer {
    /// The calls whose argument is an action of the feature.
    static let sendingCalls: Set<String> = ["send", "handle", "reducer", "reduce", "onAction", "dispatch"]

    /// A case written without its type (`.toggleFavorite`) where it may be the renamed action's
    /// or a case of the user's own enum: left as written, and reported at its line and column.
    struct UnresolvedReference: Sendable, Equatable {
        var line: Int
        var column: Int
        var name: String
        var renamed: String
    }

    /// `text` with the references renamed, and the ones it left because it cannot tell whose
    /// they are; nil when it does not parse (nothing is renamed).
    static func renamed(_ text: String, _ renames: GeneratedNameRenames) -> (text: String, unresolved: [UnresolvedReference])? {
        let tree = Parser.parse(source: text)
        guard !tree.hasError else { return nil }
        guard !renames.isEmpty else { return (text, []) }
        let finder = SiteFinder(renames)
        finder.walk(tree)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let unresolved = finder.unresolved.map { site in
            let location = converter.location(for: AbsolutePosition(utf8Offset: site.offset))
            return UnresolvedReference(line: location.line, column: location.column, name: site.old, renamed: site.name)
        }
        guard !finder.sites.isEmpty else { return (text, unresolved) }
        var bytes = Array(text.utf8)
        for site in finder.sites.sorted(by: { $0.offset > $1.offset }) {
            bytes.replaceSubrange(site.offset..<(site.offset + site.length), with: Array(site.name.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), unresolved)
    }

    private struct Site {
        var offset: Int
        var length: Int
        var name: String
        var old = ""
    }

    private final class SiteFinder: SyntaxVisitor {
        let renames: GeneratedNameRenames
        var sites: [Site] = []
        var unresolved: [Site] = []

        init(_ renames: GeneratedNameRenames) {
            self.renames = renames
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            let member = node.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == node.id ? $0 : nil }
            if let renamed = renames.types[name] {
                if member.map({ isGenerated($0.base) }) ?? true { rename(node.baseName, to: renamed) }
            } else if let renamed = renames.members[name] {
                if let member {
                    if member.base.map(isGenerated) ?? isActionContext(ExprSyntax(member)) {
                        rename(node.baseName, to: renamed)
                    } else if member.base == nil {
                        let token = node.baseName
                        unresolved.append(
                            Site(
                                offset: token.positionAfterSkippingLeadingTrivia.utf8Offset, length: token.text.utf8.count,
                                name: renamed, old: name))
                    }
                } else if isCalled(node) {
                    rename(node.baseName, to: renamed)
                }
            }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if let renamed = renames.types[node.name.text], !isExtended(node) { rename(node.name, to: renamed) }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            extendedTypes.insert(node.extendedType.id)
            return .visitChildren
        }

        /// The type an extension extends is the extension's declaration, matched by its key
        /// (a generated one) or the user's own, named as the user wrote it.
        private var extendedTypes: Set<SyntaxIdentifier> = []

        private func isExtended(_ node: some TypeSyntaxProtocol) -> Bool {
            var current: Syntax? = Syntax(node)
            while let syntax = current, syntax.as(TypeSyntax.self) != nil {
                if extendedTypes.contains(syntax.id) { return true }
                current = syntax.parent
            }
            return false
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            if let renamed = renames.types[node.name.text], isGenerated(node.baseType), !isExtended(node) {
                rename(node.name, to: renamed)
            }
            return .visitChildren
        }

        private func rename(_ token: TokenSyntax, to name: String) {
            sites.append(Site(offset: token.positionAfterSkippingLeadingTrivia.utf8Offset, length: token.text.utf8.count, name: name))
        }

        /// The chain (`state.query`'s `state`, `F.Action`) starts at a name of the generated code.
        private func isGenerated(_ base: ExprSyntax?) -> Bool {
            guard let base else { return false }
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return renames.generatedRoots.contains(name) || renames.types[name] != nil
            }
            if let member = base.as(MemberAccessExprSyntax.self) { return isGenerated(member.base) }
            if let call = base.as(FunctionCallExprSyntax.self) { return isGenerated(call.calledExpression) }
            if let optional = base.as(OptionalChainingExprSyntax.self) { return isGenerated(optional.expression) }
            if let forced = base.as(ForceUnwrapExprSyntax.self) { return isGenerated(forced.expression) }
            return false
        }

        private func isGenerated(_ type: TypeSyntax) -> Bool {
            if let identifier = type.as(IdentifierTypeSyntax.self) {
                let name = identifier.name.text
                return renames.generatedRoots.contains(name) || renames.types[name] != nil
            }
            if let member = type.as(MemberTypeSyntax.self) { return isGenerated(member.baseType) }
            return false
        }

        /// `.search` (or `.search(…)`) stands where only the feature's action can: a case
        /// pattern of a switch over what the generated code switches over, or the argument of
        /// a call that sends an action (directly, or inside another case: `.header(.onTapBack)`).
        private func isActionContext(_ expression: ExprSyntax) -> Bool {
            var current = Syntax(expression)
            if let call = current.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = Syntax(call)
            }
            if let pattern = current.parent?.as(ExpressionPatternSyntax.self) {
                return isSwitchedOver(pattern)
            }
            guard let argument = current.parent?.as(LabeledExprSyntax.self),
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            else {
                return false
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return ReferenceRenamer.sendingCalls.contains(reference.baseName.text)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if member.base == nil { return isActionContext(ExprSyntax(member)) }
                return ReferenceRenamer.sendingCalls.contains(member.declName.baseName.text)
            }
            return false
        }

        /// The pattern is a case item of a switch whose subject the generated code switches over.
        private func isSwitchedOver(_ pattern: ExpressionPatternSyntax) -> Bool {
            var node = Syntax(pattern)
            while let parent = node.parent {
                if parent.is(SwitchCaseItemSyntax.self) {
                    guard let switchExpr = parent.ancestor(SwitchExprSyntax.self) else { return false }
                    return renames.switchSubjects.contains(switchExpr.subject.trimmedDescription)
                }
                if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
                node = parent
            }
            return false
        }

        /// The reference is what a call calls (`load` in `load()`).
        private func isCalled(_ node: DeclReferenceExprSyntax) -> Bool {
            guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return call.calledExpression.id == node.id
        }
    }
}

extension Syntax {
    fileprivate func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let found = current.as(type) { return found }
            node = current.parent
        }
        return nil
    }
}
