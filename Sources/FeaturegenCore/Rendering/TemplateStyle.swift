/// The shape featuregen's own templates keep, so that people who copy them can read them: no
/// line longer than 160 characters and no section nested deeper than 6 in one file. What
/// would take longer lines or deeper sections — parameter and argument lists, conformance
/// clauses — is built in the context (`ContextBuilder`), and a piece used twice is a partial.
/// A project's own templates are not held to it.
enum TemplateStyle {
    static let maximumLineLength = 160
    static let maximumNesting = 6

    /// Where the built-in templates are read from (`TemplateSet.source`).
    static let builtInPrefix = "<built-in>/Templates/"

    /// Whether the rule holds for the template read from `file`: a built-in one.
    static func applies(to file: String) -> Bool {
        file.hasPrefix(builtInPrefix)
    }

    /// An error at each line longer than the limit, and at the first section of each run of
    /// sections nested deeper.
    static func diagnostics(in template: MustacheTemplate, source: String, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.count > maximumLineLength {
            diagnostics.append(
                .error(
                    "template line is \(line.count) characters long; featuregen's templates keep to \(maximumLineLength)",
                    at: SourceLocation(file: file, line: index + 1, column: maximumLineLength + 1),
                    notes: [.init("build the list or clause in the context (ContextBuilder), or move a piece into a partial")]))
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

    /// The offsets of the sections one level deeper than allowed (not those inside them).
    private static func deepSections(_ nodes: [MustacheTemplate.Node], depth: Int) -> [Int] {
        nodes.flatMap { node -> [Int] in
            guard case .section(let name, let children, _) = node else { return [] }
            return depth + 1 > maximumNesting ? [name.offset] : deepSections(children, depth: depth + 1)
        }
    }
}
