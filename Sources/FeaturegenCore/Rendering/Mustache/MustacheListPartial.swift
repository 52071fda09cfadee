/// How a partial's output becomes one Swift list (a manifest's `lists:`): each line that is not
/// blank is an item, and the items are joined on the line of the tag, after `prefix` when there
/// is any (`init({{>Parameters.swift}})`).
package struct MustacheListPartial: Sendable, Equatable {
    /// Written before the items when there is at least one: `": "` for a conformance clause.
    package var prefix = ""
    /// Between the items: `", "`, or `" & "` for a composition of protocols.
    package var separator = ", "

    package init(prefix: String = "", separator: String = ", ") {
        self.prefix = prefix
        self.separator = separator
    }

    /// A list partial's output on one line: its lines that are not blank, trimmed, joined;
    /// nothing without items.
    func joined(_ text: String) -> String {
        let items = text.split(whereSeparator: \.isNewline).map(\.trimmingBlanks).filter { !$0.isEmpty }
        return items.isEmpty ? "" : prefix + items.joined(separator: separator)
    }
}
