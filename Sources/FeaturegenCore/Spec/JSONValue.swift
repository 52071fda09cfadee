/// A JSON value whose objects keep their members in the order written: what the JSON Schemas
/// (`SpecSchema`) are built as, written out by `text(width:)`.
package indirect enum JSONValue: Sendable {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// An object with `member` after the others, or the value itself when it is none.
    func adding(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members + [(key, value)])
    }

    /// The text: each object and array on one line where it fits in `width` columns, else one
    /// member a line, indented by two spaces.
    package func text(width: Int = 160) -> String {
        var lines: [String] = []
        write(into: &lines, indent: "", prefix: "", suffix: "", width: width)
        return lines.joined(separator: "\n")
    }

    private func write(into lines: inout [String], indent: String, prefix: String, suffix: String, width: Int) {
        let inline = inlineText
        if indent.count + prefix.count + inline.count + suffix.count <= width { return lines.append(indent + prefix + inline + suffix) }
        let inner = indent + "  "
        switch self {
        case .object(let members) where !members.isEmpty:
            lines.append(indent + prefix + "{")
            for (index, member) in members.enumerated() {
                member.value.write(
                    into: &lines, indent: inner, prefix: Self.quoted(member.key) + ": ", suffix: index < members.count - 1 ? "," : "",
                    width: width)
            }
            lines.append(indent + "}" + suffix)
        case .array(let items) where !items.isEmpty:
            lines.append(indent + prefix + "[")
            for (index, item) in items.enumerated() {
                item.write(into: &lines, indent: inner, prefix: "", suffix: index < items.count - 1 ? "," : "", width: width)
            }
            lines.append(indent + "]" + suffix)
        default:
            lines.append(indent + prefix + inline + suffix)
        }
    }

    /// The value on one line: `{ "type": "string" }`, `["a", "b"]`.
    private var inlineText: String {
        switch self {
        case .string(let text): Self.quoted(text)
        case .integer(let number): String(number)
        case .boolean(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let items): "[" + items.map(\.inlineText).joined(separator: ", ") + "]"
        case .object(let members) where members.isEmpty: "{}"
        case .object(let members): "{ " + members.map { Self.quoted($0.key) + ": " + $0.value.inlineText }.joined(separator: ", ") + " }"
        }
    }

    private static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20:
                quoted += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .integer(value) }
    package init(booleanLiteral value: Bool) { self = .boolean(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }

    /// Texts as an array of strings: `["push", "present"]`.
    static func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }
}
