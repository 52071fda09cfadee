import SwiftSyntax

extension TokenSyntax {
    /// The name as a spec writes it: without the backticks Swift needs around a keyword
    /// (`` `class` `` is `class`), which featuregen adds again where it writes the name.
    var bareText: String {
        let text = self.text
        guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}
