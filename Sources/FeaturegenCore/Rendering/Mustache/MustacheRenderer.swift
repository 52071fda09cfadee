/// Renders `MustacheTemplate`s against `TemplateValue`s. A name is looked up in the innermost
/// section's value first, then outwards; a value that has no such name, or answers nil, passes
/// the lookup on. In a section:
/// - a flag renders the section once if true, in the same scope;
/// - a list renders it once per element, with the element in scope and its position known to
///   `first()`, `last()`, `index()`, `even()` and `odd()`;
/// - nothing (nil) renders nothing; any other value renders it once with the value in scope.
/// An inverted section renders once where a section would render nothing.
struct MustacheRenderer: Sendable {
    /// The templates `{{>name}}` can name.
    let partials: [String: MustacheTemplate]
    /// The partials whose lines are the items of a list (`ArchitectureManifest.lists`).
    var lists: [String: MustacheListPartial] = [:]

    /// How deep partials may include partials: a safety net only, since a template set that
    /// includes a template from itself is refused when it loads (`MustacheTemplate.partialNames`).
    private static let partialDepth = 10
    /// Rendering stops once a file is this long (10 MB), so a template whose sections nest or
    /// repeat without end cannot exhaust memory; the caller reports the file.
    static let outputLimit = 10_000_000

    func render(_ template: MustacheTemplate, _ context: TemplateValue) -> String {
        var output = ""
        var scope = Scope(stack: [context])
        render(template.nodes, &scope, into: &output, depth: 0)
        return output
    }

    private func render(_ nodes: [MustacheTemplate.Node], _ scope: inout Scope, into output: inout String, depth: Int) {
        for node in nodes {
            if output.utf8.count > Self.outputLimit { return }
            switch node {
            case .text(let text):
                output += text
            case .variable(let name):
                if let value = scope.lookup(name) { Self.append(Self.text(of: value), to: &output) }
            case .section(let name, let nodes, let inverted):
                let value = scope.lookup(name)
                if inverted {
                    renderInverted(nodes, value, &scope, into: &output, depth: depth)
                } else {
                    renderSection(nodes, value, &scope, into: &output, depth: depth)
                }
            case .partial(let name, let indentation, _):
                guard depth < Self.partialDepth, let partial = partials[name] else { continue }
                var partialScope = Scope(stack: scope.stack)
                if let list = lists[name] {
                    var text = ""
                    render(partial.nodes, &partialScope, into: &text, depth: depth + 1)
                    let items = list.joined(text)
                    // A list alone on its line is that line, indented like the tag; none, no line.
                    if let indentation { output += items.isEmpty ? "" : indentation + items + "\n" } else { output += items }
                    continue
                }
                guard let indentation, !indentation.isEmpty else {
                    render(partial.nodes, &partialScope, into: &output, depth: depth + 1)
                    continue
                }
                var text = ""
                render(partial.nodes, &partialScope, into: &text, depth: depth + 1)
                output += Self.indented(text, by: indentation)
            }
        }
    }

    private func renderSection(
        _ nodes: [MustacheTemplate.Node], _ value: TemplateValue?, _ scope: inout Scope, into output: inout String, depth: Int
    ) {
        switch value {
        case nil, .flag(false):
            return
        case .flag(true):
            render(nodes, &scope, into: &output, depth: depth)
        case .list(let elements):
            for (index, element) in elements.enumerated() {
                if output.utf8.count > Self.outputLimit { return }
                render(nodes, inside: element, at: ListPosition(index: index, count: elements.count), &scope, into: &output, depth: depth)
            }
        case let value?:
            render(nodes, inside: value, at: nil, &scope, into: &output, depth: depth)
        }
    }

    private func renderInverted(
        _ nodes: [MustacheTemplate.Node], _ value: TemplateValue?, _ scope: inout Scope, into output: inout String, depth: Int
    ) {
        switch value {
        case nil, .flag(false):
            render(nodes, &scope, into: &output, depth: depth)
        case .list(let elements) where elements.isEmpty:
            render(nodes, inside: .list([]), at: nil, &scope, into: &output, depth: depth)
        default:
            return
        }
    }

    /// The nodes with `value` innermost in scope, at `position` in the list it came from.
    private func render(
        _ nodes: [MustacheTemplate.Node], inside value: TemplateValue, at position: ListPosition?, _ scope: inout Scope,
        into output: inout String, depth: Int
    ) {
        let saved = scope.enter(value, position: position)
        render(nodes, &scope, into: &output, depth: depth)
        scope.leave(restoring: saved)
    }

    private static func text(of value: TemplateValue) -> String {
        switch value {
        case .text(let text): text
        case .number(let number): String(number)
        case .flag(let flag): flag ? "true" : "false"
        case .list, .object: ""
        }
    }

    /// A value of several lines (a spec's multi-line `derived:` expression) goes on at the
    /// indentation of the line its tag is on: each line after the first starts with that
    /// line's leading blanks, as the lines of an indented partial do.
    private static func append(_ text: String, to output: inout String) {
        guard text.utf8.contains(UInt8(ascii: "\n")) else {
            output += text
            return
        }
        let lineStart = output.utf8.lastIndex(of: UInt8(ascii: "\n")).map { output.utf8.index(after: $0) } ?? output.utf8.startIndex
        let blanks = output.utf8[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard !blanks.isEmpty else {
            output += text
            return
        }
        let indentation = String(decoding: blanks, as: UTF8.self)
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            if number > 0 {
                output += "\n"
                if !line.isEmpty && !line.elementsEqual([UInt8(ascii: "\r")]) { output += indentation }
            }
            output += String(decoding: line, as: UTF8.self)
        }
    }

    /// Each line of a standalone partial's output starts with the tag's indentation, whether
    /// its lines end in LF or CRLF (one `Character` in Swift).
    private static func indented(_ text: String, by indentation: String) -> String {
        var result = ""
        var atLineStart = true
        for character in text {
            let isLineEnd = character == "\n" || character == "\r\n"
            if atLineStart && !isLineEnd { result += indentation }
            result.append(character)
            atLineStart = isLineEnd
        }
        return result
    }
}

/// Where an element is in the list a section iterates.
struct ListPosition: Sendable {
    var index: Int
    var count: Int

    func value(_ transform: String) -> TemplateValue? {
        switch transform {
        case "first": .flag(index == 0)
        case "last": .flag(index == count - 1)
        case "index": .number(index)
        case "even": .flag(index % 2 == 0)
        case "odd": .flag(index % 2 == 1)
        default: nil
        }
    }
}

/// The values of the enclosing sections, innermost last, and the position in the list the
/// innermost section iterates (none inside a value's own section).
struct Scope {
    var stack: [TemplateValue]
    var position: ListPosition?

    mutating func enter(_ value: TemplateValue, position: ListPosition?) -> ListPosition? {
        let saved = self.position
        stack.append(value)
        self.position = position
        return saved
    }

    mutating func leave(restoring position: ListPosition?) {
        stack.removeLast()
        self.position = position
    }

    func lookup(_ name: MustacheTemplate.TagName) -> TemplateValue? {
        var transforms = name.transforms[...]
        var value: TemplateValue?
        if name.path.isEmpty {
            guard let transform = transforms.popFirst() else { return nil }
            value = position?.value(transform)
        } else if name.path == ["."] {
            value = stack.last
        } else {
            value = find(name.path)
        }
        for transform in transforms {
            guard let current = value else { return nil }
            value = current.transformed(transform)
        }
        return value
    }

    private func find(_ path: [String]) -> TemplateValue? {
        for frame in stack.reversed() {
            guard case .object(let object) = frame, let value = object.value(named: path[0]) else { continue }
            return value.value(at: path.dropFirst())
        }
        return nil
    }
}
