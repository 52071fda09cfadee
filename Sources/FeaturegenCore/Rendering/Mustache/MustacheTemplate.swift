/// A parsed Mustache template (https://mustache.github.io/mustache.5.html): text,
/// variables, sections, inverted sections and partials, with standalone tag lines already
/// removed. Output is text, never HTML-escaped: `{{name}}`, `{{{name}}}` and `{{&name}}` all
/// insert the value as it is.
package struct MustacheTemplate: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        case variable(TagName)
        case section(TagName, [Node], inverted: Bool)
        /// `{{>name}}`: another template of the set, each line indented like the tag; the
        /// indentation is nil for a tag inside a line, not alone on it.
        case partial(String, indentation: String?, offset: Int)
    }

    /// What a tag names: a dotted path looked up from the innermost section outwards, and
    /// the transforms around it (`first()`, `uppercased(name)`), innermost first.
    struct TagName: Sendable, Equatable {
        /// `["subview", "property"]`; `["."]` for the current value; empty for a transform of
        /// the position in a list (`{{#first()}}`).
        var path: [String]
        var transforms: [String]
        /// Where the tag starts in the template's UTF-8 bytes, for diagnostics.
        var offset: Int
    }

    let nodes: [Node]

    /// The templates its partial tags name, with the first tag's offset, in template order.
    func partialNames() -> [(name: String, offset: Int)] {
        var found: [(String, Int)] = []
        func walk(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .partial(let name, _, let offset): if !found.contains(where: { $0.0 == name }) { found.append((name, offset)) }
                case .section(_, let children, _): walk(children)
                case .text, .variable: break
                }
            }
        }
        walk(nodes)
        return found
    }

    /// - Throws: the first syntax error, with its line and column (both from 1).
    package init(_ text: String) throws(MustacheSyntaxError) {
        var parser = MustacheParser(text)
        nodes = try parser.parse()
    }
}

/// A template that does not parse: what is wrong, and where.
package struct MustacheSyntaxError: Error, Sendable, Equatable {
    package var message: String
    package var line: Int
    package var column: Int

}
