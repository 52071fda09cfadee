#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How diagnostics are printed: the compiler's format (Xcode and editors read it), GitHub
/// Actions workflow commands (each becomes an annotation on the spec's line), or JSON Lines
/// for other tools.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    case compiler
    case github
    case json

    /// One diagnostic, with its notes, as this format writes it (no final newline).
    public func text(_ diagnostic: Diagnostic) -> String {
        switch self {
        case .compiler:
            return diagnostic.description
        case .github:
            let command = diagnostic.severity == .warning ? "warning" : diagnostic.severity == .note ? "notice" : "error"
            var properties: [String] = []
            if let location = diagnostic.location {
                properties = ["file=\(Self.escapedProperty(location.file))", "line=\(location.line)", "col=\(location.column)"]
            }
            let message = ([diagnostic.message] + diagnostic.notes.map { "note: \($0.message)" }).joined(separator: "\n")
            return "::\(command)\(properties.isEmpty ? "" : " " + properties.joined(separator: ","))::\(Self.escapedData(message))"
        case .json:
            let data = (try? Self.encoder.encode(diagnostic)) ?? Data("{}".utf8)
            return String(decoding: data, as: UTF8.self)
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// GitHub's escaping for a command's message.
    private static func escapedData(_ text: String) -> String {
        text.replacingText("%", with: "%25").replacingText("\r", with: "%0D")
            .replacingText("\n", with: "%0A")
    }

    /// GitHub's escaping for a property value.
    private static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingText(":", with: "%3A").replacingText(",", with: "%2C")
    }
}
