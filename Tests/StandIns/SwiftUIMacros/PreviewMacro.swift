import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

// The stand-in's `#Preview`: Xcode registers the body with its canvas; here the body is put in
// a private function so that the compile check type-checks every generated preview.

@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}

/// `#Preview("Name") { CartView(…) }` becomes a private function of a unique name that builds
/// the body, on the main actor, as Xcode's canvas does.
public enum PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let closure =
            node.trailingClosure
            ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
        guard let closure else { return [] }
        let name = context.makeUniqueName("preview")
        return [
            """
            @MainActor private func \(name)() -> Any {
                let body: @MainActor () -> Any = \(closure.trimmed)
                return body()
            }
            """
        ]
    }
}
