/// Reads Mustache text into `MustacheTemplate.Node`s in one pass over its UTF-8 bytes (tags
/// and line breaks are ASCII). A section, inverted section, closing, comment, partial,
/// set-delimiter or pragma tag alone on its line is *standalone*: the line goes, blanks and
/// line break included, so templates can put tags on lines of their own.
struct MustacheParser {
    typealias Node = MustacheTemplate.Node
    typealias TagName = MustacheTemplate.TagName

    /// Rendering and checking recurse once per section level; a template nested deeper than
    /// any real one is refused rather than allowed to exhaust the stack.
    static let maximumNesting = 100

    private let bytes: [UInt8]
    private var open = Array("{{".utf8)
    private var close = Array("}}".utf8)
    /// `{{{name}}}` is a tag only while the delimiters are `{{ }}`.
    private var hasDefaultDelimiters = true
    private var cursor = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    private enum Kind {
        case variable, section, inverted, closing, comment, partial, delimiters, pragma

        var canStandAlone: Bool { self != .variable }
    }

    private struct Tag {
        var kind: Kind
        /// The text after the sigil, without surrounding blanks.
        var content: String
        var start: Int
        var end: Int
    }

    private struct OpenSection {
        var tag: Tag
        var name: TagName
        var nodes: [Node] = []
    }

    mutating func parse() throws(MustacheSyntaxError) -> [Node] {
        var nodes: [Node] = []
        var sections: [OpenSection] = []
        func add(_ node: Node) {
            if sections.isEmpty { nodes.append(node) } else { sections[sections.count - 1].nodes.append(node) }
        }
        while cursor < bytes.count {
            guard let start = bytes.firstOffset(of: open, from: cursor) else {
                add(.text(text(cursor..<bytes.count)))
                break
            }
            let tag = try readTag(at: start)
            var textEnd = start
            var next = tag.end
            var indentation: String?
            if tag.kind.canStandAlone, let line = standaloneLine(of: tag) {
                textEnd = line.start
                next = line.next
                indentation = text(line.start..<start)
            }
            if cursor < textEnd { add(.text(text(cursor..<textEnd))) }
            cursor = next
            switch tag.kind {
            case .variable:
                add(.variable(try name(of: tag)))
            case .section, .inverted:
                guard sections.count < Self.maximumNesting else {
                    throw error("sections nest more than \(Self.maximumNesting) deep", at: tag.start)
                }
                sections.append(OpenSection(tag: tag, name: try name(of: tag)))
            case .closing:
                guard let section = sections.popLast() else {
                    throw error("{{/\(tag.content)}} closes a section that is not open", at: tag.start)
                }
                guard section.tag.content == tag.content else {
                    throw error(
                        "{{/\(tag.content)}} closes {{\(section.tag.kind == .inverted ? "^" : "#")\(section.tag.content)}}; close that one first",
                        at: tag.start)
                }
                add(.section(section.name, section.nodes, inverted: section.tag.kind == .inverted))
            case .partial:
                guard !tag.content.isEmpty else { throw error("a partial ({{>name}}) names no template", at: tag.start) }
                add(.partial(tag.content, indentation: indentation, offset: tag.start))
            case .delimiters:
                try setDelimiters(tag)
            case .comment, .pragma:
                break
            }
        }
        if let section = sections.last {
            let sigil = section.tag.kind == .inverted ? "^" : "#"
            throw error(
                "the section {{\(sigil)\(section.tag.content)}} is not closed; add its {{/\(section.tag.content)}}", at: section.tag.start)
        }
        return nodes
    }

    // MARK: - Tags

    private func readTag(at start: Int) throws(MustacheSyntaxError) -> Tag {
        var contentStart = start + open.count
        var closing = close
        if hasDefaultDelimiters, contentStart < bytes.count, bytes[contentStart] == UInt8(ascii: "{") {
            contentStart += 1
            closing = [UInt8(ascii: "}")] + close
        }
        guard let closeStart = bytes.firstOffset(of: closing, from: contentStart) else {
            throw error("a tag is not closed with '\(text(of: closing))'", at: start)
        }
        let raw = trimmed(contentStart..<closeStart)
        let end = closeStart + closing.count
        if closing.count > close.count { return Tag(kind: .variable, content: text(raw), start: start, end: end) }
        let kind: Kind
        switch raw.isEmpty ? nil : bytes[raw.lowerBound] {
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .inverted
        case UInt8(ascii: "/"): kind = .closing
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "="): kind = .delimiters
        case UInt8(ascii: "%"): kind = .pragma
        case UInt8(ascii: "&"): kind = .variable
        case UInt8(ascii: "$"), UInt8(ascii: "<"):
            throw error("template inheritance ({{$block}}, {{<parent}}) is not supported; use a partial ({{>name}})", at: start)
        default: return Tag(kind: .variable, content: text(raw), start: start, end: end)
        }
        let tag = Tag(kind: kind, content: text(trimmed(raw.lowerBound + 1..<raw.upperBound)), start: start, end: end)
        if kind == .pragma && tag.content != "CONTENT_TYPE:TEXT" {
            throw error("unknown pragma {{%\(tag.content)}}: featuregen templates render text, never HTML", at: start)
        }
        return tag
    }

    /// The range without the blanks at either end.
    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isBlank(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// The name of a variable or section tag: `a.b.c`, `.`, or transforms around one
    /// (`uppercased(name)`, `first()`).
    private func name(of tag: Tag) throws(MustacheSyntaxError) -> TagName {
        var rest = Substring(tag.content)
        var transforms: [String] = []
        while rest.hasSuffix(")"), let parenthesis = rest.firstIndex(of: "(") {
            transforms.insert(String(rest[..<parenthesis]).trimmingBlanks, at: 0)
            rest = Substring(String(rest[rest.index(after: parenthesis)..<rest.index(before: rest.endIndex)]).trimmingBlanks)
        }
        if rest.isEmpty {
            guard !transforms.isEmpty else { throw error("a tag has no name", at: tag.start) }
            return TagName(path: [], transforms: transforms, offset: tag.start)
        }
        if rest == "." { return TagName(path: ["."], transforms: transforms, offset: tag.start) }
        let path = rest.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map { String(Substring($0)) }
        guard !path.contains(where: { $0.isEmpty || $0.utf8.contains(where: Self.isSpace) }) else {
            throw error("'\(tag.content)' is not a name: write a name, a dotted path (a.b) or '.'", at: tag.start)
        }
        return TagName(path: path, transforms: transforms, offset: tag.start)
    }

    /// `{{=<% %>=}}`: the delimiters from the next tag on.
    private mutating func setDelimiters(_ tag: Tag) throws(MustacheSyntaxError) {
        let parts = tag.content.hasSuffix("=") ? tag.content.dropLast().split(whereSeparator: \.isWhitespace) : []
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error("a set-delimiter tag is malformed; write {{=<% %>=}}", at: tag.start)
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
        hasDefaultDelimiters = parts[0] == "{{" && parts[1] == "}}"
    }

    // MARK: - Lines and text

    /// The line of a tag alone on it (blanks aside): where the line starts, and where the
    /// text after it starts (past its line break).
    private func standaloneLine(of tag: Tag) -> (start: Int, next: Int)? {
        var lineStart = tag.start
        while lineStart > cursor, bytes[lineStart - 1] != UInt8(ascii: "\n") {
            guard Self.isBlank(bytes[lineStart - 1]) else { return nil }
            lineStart -= 1
        }
        if lineStart > 0 && bytes[lineStart - 1] != UInt8(ascii: "\n") { return nil }
        var lineEnd = tag.end
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") {
            let isLineBreak = bytes[lineEnd] == UInt8(ascii: "\r") && lineEnd + 1 < bytes.count && bytes[lineEnd + 1] == UInt8(ascii: "\n")
            guard Self.isBlank(bytes[lineEnd]) || isLineBreak else { return nil }
            lineEnd += 1
        }
        return (lineStart, min(lineEnd + 1, bytes.count))
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private static func isSpace(_ byte: UInt8) -> Bool { isBlank(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private func text(of delimiter: [UInt8]) -> String { String(decoding: delimiter, as: UTF8.self) }

    private func error(_ message: String, at offset: Int) -> MustacheSyntaxError {
        let position = lineAndColumn(ofByteOffset: offset, in: bytes)
        return MustacheSyntaxError(message: message, line: position.line, column: position.column)
    }
}
