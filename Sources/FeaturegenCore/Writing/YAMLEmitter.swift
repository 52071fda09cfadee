/// Writes a `YAMLDocument` as a person writes YAML: block mappings and sequences indented by
/// two, short collections in flow style, `|` blocks for multi-line text, and each scalar plain
/// where YAML (1.1 and 1.2, and featuregen's `YAMLLoader`) reads it back as the same text,
/// double-quoted with escapes otherwise.
enum YAMLEmitter {
    static func text(of document: YAMLDocument) -> String {
        var lines: [String] = []
        switch document.root {
        case let .mapping(entries, .block) where !entries.isEmpty:
            mapping(entries, indent: 0, into: &lines)
        case let .sequence(items, .block) where !items.isEmpty:
            sequence(items, indent: 0, into: &lines)
        case let root:
            lines.append(inline(root, inFlow: false))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Block style

    private static func mapping(_ entries: [YAMLEntry], indent: Int, into lines: inout [String]) {
        let padding = String(repeating: " ", count: indent)
        for entry in entries {
            if entry.isSpaced { lines.append("") }
            for comment in entry.comments {
                lines += commentLines(comment).map { "\(padding)# \($0)" }
            }
            value(entry.value, after: padding + key(entry.key) + ":", indent: indent + 2, into: &lines)
        }
    }

    private static func sequence(_ items: [YAMLValue], indent: Int, into lines: inout [String]) {
        let padding = String(repeating: " ", count: indent)
        for item in items {
            // A collection starts on the dash's line: `- name: Int`, then its other entries below.
            var nested: [String] = []
            switch item {
            case let .mapping(entries, .block) where !entries.isEmpty && entries[0].comments.isEmpty && !entries[0].isSpaced:
                mapping(entries, indent: indent + 2, into: &nested)
            case let .sequence(items, .block) where !items.isEmpty:
                sequence(items, indent: indent + 2, into: &nested)
            default:
                value(item, after: padding + "-", indent: indent + 2, into: &lines)
                continue
            }
            // By Unicode scalars: a key that starts with a combining mark joins the blank before it.
            lines.append(padding + "- " + String(nested[0].unicodeScalars.dropFirst(indent + 2)))
            lines += nested.dropFirst()
        }
    }

    /// `head` (`  key:` or `  -`) and the value: on the same line, or below it at `indent`.
    private static func value(_ value: YAMLValue, after head: String, indent: Int, into lines: inout [String]) {
        switch value {
        case let .mapping(entries, .block) where !entries.isEmpty:
            lines.append(head)
            mapping(entries, indent: indent, into: &lines)
        case let .sequence(items, .block) where !items.isEmpty:
            lines.append(head)
            sequence(items, indent: indent, into: &lines)
        case .null:
            lines.append(head)
        case let .block(text):
            guard let literal = literal(text) else {
                lines.append(head + " " + inline(value, inFlow: false))
                return
            }
            let padding = String(repeating: " ", count: indent)
            lines.append(head + " |" + literal.header)
            lines += literal.lines.map { $0.isEmpty ? "" : padding + $0 }
        default:
            lines.append(head + " " + inline(value, inFlow: false))
        }
    }

    /// The header (`-`, `2`) and lines of `text` as a `|` block, when one reads back as exactly
    /// `text`: several lines, printable, no line of blanks alone, at most one final newline.
    private static func literal(_ text: String) -> (header: String, lines: [Substring])? {
        guard text.contains("\n"), !text.hasSuffix("\n\n"),
            text.unicodeScalars.allSatisfy({ $0 == "\n" || $0 == "\t" || isPrintable($0) })
        else { return nil }
        let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first(where: { !$0.isEmpty }),
            lines.allSatisfy({ $0.isEmpty || $0.unicodeScalars.contains { $0 != " " && $0 != "\t" } })
        else { return nil }
        // A first line that starts with blanks needs the indentation said (`|2`).
        let indentation = first.unicodeScalars.first == " " || first.unicodeScalars.first == "\t" ? "2" : ""
        return (indentation + (text.hasSuffix("\n") ? "" : "-"), lines)
    }

    /// A comment's lines: split at each line break, what YAML cannot hold written as `\u0001`.
    private static func commentLines(_ text: String) -> [String] {
        var lines = [""]
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\r" where pending == "\n": continue
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": lines.append("")
            case "\t": lines[lines.count - 1] += "\t"
            case _ where isPrintable(scalar): lines[lines.count - 1].unicodeScalars.append(scalar)
            default: lines[lines.count - 1] += escape(scalar)
            }
        }
        return lines
    }

    // MARK: - Flow style and scalars

    /// A value on one line: a scalar, or a collection in flow style. `inFlow`: inside a flow
    /// collection, where a plain scalar cannot hold a `:` either.
    private static func inline(_ value: YAMLValue, inFlow: Bool) -> String {
        switch value {
        case let .text(text): scalar(text, inFlow: inFlow)
        case let .quoted(text): quoted(text)
        case let .block(text): text.contains("\n") ? quoted(text) : scalar(text, inFlow: inFlow)
        case let .bool(value): value ? "true" : "false"
        case .null: "null"
        case let .sequence(items, _): "[" + items.map { inline($0, inFlow: true) }.joined(separator: ", ") + "]"
        case let .mapping(entries, _):
            entries.isEmpty
                ? "{}"
                : "{ " + entries.map { key($0.key, inFlow: true) + ": " + inline($0.value, inFlow: true) }.joined(separator: ", ") + " }"
        }
    }

    private static func key(_ text: String, inFlow: Bool = false) -> String { scalar(text, inFlow: inFlow) }

    /// Plain when YAML reads it as this text, quoted otherwise.
    static func scalar(_ text: String, inFlow: Bool = false) -> String {
        isPlain(text) && !(inFlow && text.unicodeScalars.contains(":")) ? text : quoted(text)
    }

    /// Whether `text` written plain reads back as the same text, in block and flow context
    /// alike: not empty, no indicator first (`- `, `? `, `: `, `#`, `[`, `&`, `!`, `|`, `%`, …),
    /// no `: ` or ` #` inside, no `,[]{}` (flow; nor `:`, which `scalar` sees to), no blank at either end, no tab, line break or
    /// unprintable character; and not a value other than text in YAML 1.1 or 1.2 (`yes`, `on`,
    /// `~`, `null`, `1_000`, `1:30`, `0x1F`, `.inf`).
    static func isPlain(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last,
            !"[]{}!&*#|>'\"%@`,?:- ".unicodeScalars.contains(first), last != " ", last != ":",
            !zip(scalars, scalars.dropFirst()).contains(where: { ($0 == ":" && $1 == " ") || ($0 == " " && $1 == "#") }),
            !text.unicodeScalars.starts(with: "...".unicodeScalars), !text.unicodeScalars.starts(with: "<<".unicodeScalars),
            scalars.allSatisfy({ isPrintable($0) && !",[]{}".unicodeScalars.contains($0) })
        else { return false }
        let words = ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~", "="]
        // YAML 1.1's `1_000` and `1:30` (sexagesimal) are numbers.
        let numeric =
            text.unicodeScalars.allSatisfy { "0123456789_:.+-".unicodeScalars.contains($0) } && (text.contains("_") || text.contains(":"))
        let node = YAMLNode(.scalar(.init(text: text, isPlain: true)), at: SourceLocation(file: "", line: 1, column: 1))
        return !words.contains(text.lowercased()) && Double(text) == nil && !numeric && node.nonStringKind == nil && !node.isNull
            && !(text.lowercased().hasPrefix("0b") && text.dropFirst(2).allSatisfy { "01_".contains($0) })
    }

    /// Double-quoted, with `\`, `"`, tabs, line breaks and unprintable characters escaped.
    static func quoted(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case "\0": escaped += "\\0"
            case _ where isPrintable(scalar): escaped.unicodeScalars.append(scalar)
            default: escaped += escape(scalar)
            }
        }
        return escaped + "\""
    }

    /// `\u0001`, `\U0010FFFF`: a character by its code, as a double-quoted scalar escapes it.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let width = scalar.value > 0xFFFF ? 8 : 4
        return (width == 8 ? "\\U" : "\\u") + String(repeating: "0", count: max(0, width - hex.count)) + hex
    }

    /// What YAML lets stand for itself inside a scalar on one line: printable, and no line
    /// break (`\n`, `\r`, U+0085, U+2028, U+2029) or byte-order mark.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0x10000...0x10FFFF: true
        case 0xE000...0xFFFD: scalar.value != 0xFEFF
        default: false
        }
    }
}
