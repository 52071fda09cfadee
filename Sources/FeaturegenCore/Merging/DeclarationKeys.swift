import SwiftSyntax

/// The identity of each kind of declaration, which the merge matches instead of positions:
/// `type ProductCardState`, `extension ProductCard.ViewModel`, `case load`, `var title`,
/// `func select(_:)` (then `func select`), `init(state:input:)`, and `case .load` for the
/// case of a generated `switch`.
extension DeclarationParser {
    static func keys(of item: CodeBlockItemSyntax) -> [String] {
        switch item.item {
        case .decl(let declaration): keys(ofDeclaration: Syntax(declaration))
        case .expr(let expression) where expression.is(MacroExpansionExprSyntax.self):
            // `#Preview("Name") { … }` at the top level: the parser cannot tell a declaration
            // macro from an expression one. Matched by name, and by content among several.
            ["macro #" + (expression.as(MacroExpansionExprSyntax.self)?.macroName.text ?? "")]
        default: ["other " + normalized(item.trimmedDescription)]
        }
    }

    static func keys(ofDeclaration syntax: Syntax) -> [String] {
        if let node = syntax.as(ImportDeclSyntax.self) {
            return ["import " + node.path.trimmedDescription]
        }
        if let name = typeName(of: syntax), !syntax.is(ExtensionDeclSyntax.self) {
            return ["type " + name]
        }
        if let node = syntax.as(ExtensionDeclSyntax.self) {
            return ["extension " + normalized(node.extendedType.trimmedDescription)]
        }
        if let node = syntax.as(EnumCaseDeclSyntax.self) {
            return ["case " + node.elements.map(\.name.text).joined(separator: ",")]
        }
        if let node = syntax.as(VariableDeclSyntax.self) {
            return ["var " + node.bindings.map { normalized($0.pattern.trimmedDescription) }.joined(separator: ",")]
        }
        if let node = syntax.as(FunctionDeclSyntax.self) {
            let name = "func " + node.name.text
            return [name + labels(node.signature.parameterClause.parameters), name]
        }
        if let node = syntax.as(InitializerDeclSyntax.self) {
            return ["init" + labels(node.signature.parameterClause.parameters), "init"]
        }
        if syntax.is(DeinitializerDeclSyntax.self) {
            return ["deinit"]
        }
        if let node = syntax.as(SubscriptDeclSyntax.self) {
            return ["subscript" + labels(node.parameterClause.parameters), "subscript"]
        }
        if let node = syntax.as(TypeAliasDeclSyntax.self) {
            return ["typealias " + node.name.text]
        }
        if let node = syntax.as(AssociatedTypeDeclSyntax.self) {
            return ["associatedtype " + node.name.text]
        }
        return ["other " + normalized(syntax.trimmedDescription)]
    }

    static func typeName(of syntax: Syntax) -> String? {
        if let node = syntax.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = syntax.as(StructDeclSyntax.self) { return node.name.text }
        if let node = syntax.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = syntax.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = syntax.as(ProtocolDeclSyntax.self) { return node.name.text }
        if let node = syntax.as(ExtensionDeclSyntax.self) {
            // `extension ProductCard.ViewModel` extends `ProductCardViewModel` through the
            // module's typealias: the same scope for finding duplicates.
            return node.extendedType.trimmedDescription.filter { $0 != "." && $0 != " " }
        }
        return nil
    }

    /// `case let .update(value):` → `case .update`; `default:` → `default`; `case (.top, _):`
    /// keeps its pattern, so tuple cases are told apart (and named in adopt's report). A case matched
    /// inside another keeps that path, whatever it binds: `case .view(.buy(let count)):` and
    /// `case let .view(.buy(count)):` → `case .view(.buy)`, so the cases of one nested enum are
    /// told apart.
    static func caseKey(of item: SwitchCaseListSyntax.Element) -> String {
        guard case .switchCase(let switchCase) = item else { return "other " + normalized(item.trimmedDescription) }
        switch switchCase.label {
        case .default: return "default"
        case .case(let label):
            let patterns = label.caseItems.map { caseItem -> String in
                if let path = casePath(of: caseItem.pattern) { return path }
                var text = Substring(caseItem.pattern.trimmedDescription)
                for prefix in ["let ", "var "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
                // `.update(value)` → `.update`; a tuple pattern, `(.top, _)`, is its own key.
                if let parenthesis = text.firstIndex(of: "("), parenthesis != text.startIndex { text = text[..<parenthesis] }
                return normalized(String(text))
            }
            return "case " + patterns.joined(separator: ",")
        }
    }

    /// The enum cases a pattern matches, outermost first, without what it binds: `.view(.buy)`
    /// for `.view(.buy(let count))`; nil for a pattern that is no enum case.
    private static func casePath(of pattern: PatternSyntax) -> String? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return casePath(of: binding.pattern) }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return casePath(of: expression)
    }

    private static func casePath(of expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return normalized(member.trimmedDescription) }
        if let pattern = expression.as(PatternExprSyntax.self) { return casePath(of: pattern.pattern) }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        let inner = call.arguments.compactMap { casePath(of: $0.expression) }
        let name = normalized(member.trimmedDescription)
        return inner.isEmpty ? name : name + "(" + inner.joined(separator: ", ") + ")"
    }

    private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
        "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// Whitespace runs become one space, so re-indenting does not change an identity.
    private static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
