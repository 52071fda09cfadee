/// Scalars as YAML that reads back as the same text.
enum YAMLText {
    /// Plain when YAML reads it as this text, quoted otherwise.
    static func scalar(_ text: String) -> String {
        let plainUnsafe =
            text.isEmpty || text.first.map { "[]{}!&*#|>'\"%@`,?:-".contains($0) } == true
            || text.contains(": ") || text.contains(" #") || text.hasSuffix(":")
            || ["true", "false", "null", "yes", "no", "~"].contains(text.lowercased()) || Double(text) != nil
        return plainUnsafe || text.contains(",") || text.contains("{") || text.contains("[") ? quoted(text) : text
    }

    /// The lines of a Swift body without their common indentation, blank lines at either end
    /// left out: the text of a `|` block scalar.
    static func dedentedLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.isEmpty ? "" : String($0.dropFirst(indent)) }
    }

    static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"\(escaped)\""
    }
}
