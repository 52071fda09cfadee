import SwiftParser
import SwiftSyntax

/// Whether a Swift file parses, and where it first does not: what the merge checks its result
/// with, and what `check` reports for a managed file.
public struct SwiftSyntaxError: Sendable, Equatable {
    /// 1-based.
    public var line: Int
    public var column: Int
    /// `expected '}'`, `unexpected code 'case .load:'`.
    public var message: String
}

enum SwiftSyntaxCheck {
    static func parses(_ text: String) -> Bool {
        !Parser.parse(source: text).hasError
    }

    /// The first syntax error of `text`, or nil when it parses.
    static func firstError(in text: String) -> SwiftSyntaxError? {
        let file = Parser.parse(source: text)
        guard file.hasError else { return nil }
        let finder = FirstErrorFinder(viewMode: .all)
        finder.walk(file)
        let converter = SourceLocationConverter(fileName: "", tree: file)
        guard let (node, message) = finder.found else { return SwiftSyntaxError(line: 1, column: 1, message: "does not parse") }
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return SwiftSyntaxError(line: location.line, column: location.column, message: message)
    }

    private final class FirstErrorFinder: SyntaxVisitor {
        var found: (Syntax, String)?

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            if found == nil {
                let text = node.trimmedDescription.split(separator: "\n").first.map { String($0.prefix(40)) } ?? ""
                found = (Syntax(node), "unexpected code '\(text)'")
            }
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, token.presence == .missing {
                let text = token.text.isEmpty ? "\(token.tokenKind)" : token.text
                found = (Syntax(token), "expected '\(text)'")
            }
            return .skipChildren
        }
    }
}
