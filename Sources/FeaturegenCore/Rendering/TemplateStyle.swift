/// The shape featuregen's own templates keep, so that people who copy them can read them: no
/// line longer than 160 characters and no section nested deeper than 6 in one file. What
/// would take longer lines or deeper sections — parameter and argument lists, conformance
/// clauses — is built in the context (`ContextBuilder`), and a piece used twice is a partial.
/// A Swift list on one line is a list partial, not items that put their own commas between
/// them (`{{^last()}}, {{/last()}}`). A project's own templates are not held to it.
enum TemplateStyle {
    static let maximumLineLength = 160
    static let maximumNesting = 6
    /// How a list joined inline is written instead (Documentation/Templates.md).
    static let listPartialNote =
        "write its items one a line in a partial named under 'lists:' in architecture.yaml, and include it where the list goes"

    /// Where the built-in templates are read from (`TemplateSet.source`).
    static let builtInPrefix = "<built-in>/Templates/"

    /// Whether the rule holds for the template read from `file`: a built-in one.
    static func applies(to file: String) -> Bool {
        file.hasPrefix(builtInPrefix)
    }

    /// An error at each line longer than the limit, at the first section of each run of
    /// sections nested deeper, and at each list joined inline by `last()`.
    static func diagnostics(in template: MustacheTemplate, source: String, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.count > maximumLineLength {
                diagnostics.append(
                    .error(
                        "template line is \(line.count) characters long; featuregen's templates keep to \(maximumLineLength)",
                        at: SourceLocation(file: file, line: index + 1, column: maximumLineLength + 1),
                        notes: [.init("build the list or clause in the context (ContextBuilder), or move a piece into a partial")]))
            }
            for column in inlineJoins(in: line) {
                diagnostics.append(
                    .error(
                        "a list joined by {{^last()}}, {{/last()}}; featuregen's templates join a list in a list partial",
                        at: SourceLocation(file: file, line: index + 1, column: column),
                        notes: [.init(listPartialNote)]))
            }
        }
        let bytes = Array(source.utf8)
        for offset in deepSections(template.nodes, depth: 0) {
            let position = lineAndColumn(ofByteOffset: offset, in: bytes)
            diagnostics.append(
                .error(
                    "section nested more than \(maximumNesting) deep; featuregen's templates keep to \(maximumNesting)",
                    at: SourceLocation(file: file, line: position.line, column: position.column),
                    notes: [.init("give the context a flag or a value that says it at once, or move the inner sections into a partial")]))
        }
        return diagnostics
    }

    /// The columns of the `{{^last()}},` on `line` whose section the line goes on after: a
    /// comma between items on one line. One closing a line (`{{label}}: x{{^last()}},{{/last()}}`,
    /// an argument a line) is not refused, as a list partial writes its items on one line.
    private static func inlineJoins(in line: Substring) -> [Int] {
        let open = "{{^last()}},"
        let close = "{{/last()}}"
        var columns: [Int] = []
        var rest = line[...]
        while let start = rest.firstRange(of: open) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstRange(of: close) else { break }
            if end.upperBound != line.endIndex { columns.append(line.distance(from: line.startIndex, to: start.lowerBound) + 1) }
            rest = rest[end.upperBound...]
        }
        return columns
    }

    /// The offsets of the sections one level deeper than allowed (not those inside them).
    private static func deepSections(_ nodes: [MustacheTemplate.Node], depth: Int) -> [Int] {
        nodes.flatMap { node -> [Int] in
            guard case .section(let name, let children, _) = node else { return [] }
            return depth + 1 > maximumNesting ? [name.offset] : deepSections(children, depth: depth + 1)
        }
    }
}
