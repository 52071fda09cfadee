import SwiftParser
import SwiftSyntax

/// The functions a Swift file calls or names, as `func name(label:_:)` keys (what
/// `DeclarationNode` keys functions by), and the base names it refers to without labels: what
/// `adopt` asks before adding a private handler the user's code may never call.
struct FunctionUses {
    private(set) var keys: Set<String> = []
    /// Names used bare (`handler: load`), which may be any overload.
    private(set) var bareNames: Set<String> = []

    init(in text: String) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: text))
        keys = collector.keys
        bareNames = collector.bareNames
    }

    /// Whether the function or property declared with `key` (`func updatePosition(_:)`,
    /// `var header`) is used.
    func uses(_ key: String) -> Bool {
        if key.hasPrefix("var ") || key.hasPrefix("let ") { return bareNames.contains(String(key.dropFirst(4))) }
        guard key.hasPrefix("func ") else { return true }
        let name = key.dropFirst(5).prefix { $0 != "(" }
        return keys.contains(key) || bareNames.contains(String(name))
    }

    private final class Collector: SyntaxVisitor {
        var keys: Set<String> = []
        var bareNames: Set<String> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.arguments.map { $0.label.map { "\($0.text):" } ?? "_:" }.joined()
            let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
            if let name = Self.calledName(node.calledExpression) {
                keys.insert("func \(name)(\(labels))")
                if trailing > 0 {
                    // A trailing closure fills a labelled parameter: any label matches.
                    bareNames.insert(name)
                }
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            // `.viewDidLoad` (an enum case, a static member) and `state.name` (another value's
            // member) are none of this type's private members; `self.name` is.
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id, !Self.isSelf(member.base) {
                return .visitChildren
            }
            if let arguments = node.argumentNames {
                let labels = arguments.arguments.map { "\($0.name.text):" }.joined()
                keys.insert("func \(node.baseName.text)(\(labels))")
            } else if !Self.isCalled(node) {
                bareNames.insert(node.baseName.text)
            }
            return .visitChildren
        }

        private static func calledName(_ expression: ExprSyntax) -> String? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = expression.as(MemberAccessExprSyntax.self), isSelf(member.base) { return member.declName.baseName.text }
            return nil
        }

        private static func isSelf(_ base: ExprSyntax?) -> Bool {
            base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }

        /// The reference is what a call calls (`load` in `load()`, `self.load()`).
        private static func isCalled(_ node: DeclReferenceExprSyntax) -> Bool {
            var current = Syntax(node)
            if let member = current.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { current = Syntax(member) }
            guard let call = current.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return call.calledExpression.id == current.id
        }
    }
}
