/// A line one side inserted that continues the line above it (`.padding()` under
/// `FHeader()`), where the other side replaced that line, one for one, with another
/// expression (`Text("FHeader")`, a subview made inline): the modifier belonged to the view
/// that is gone, so the line merge conflicts rather than attach it to the new one. A line the
/// spec only renamed (`FHeader()` → `FTopBar()`, per `RenamedWords`) or whose arguments
/// changed (`FHeader(state: a)` → `FHeader(state: b)`) is the same expression: the inserted
/// line follows it.
enum ContinuationLines {
    static func follows(
        replaced group: [(hunk: Hunk, isMine: Bool)], _ next: (hunk: Hunk, isMine: Bool), baseLines: [Substring],
        renamedWords: RenamedWords
    ) -> Bool {
        let point = next.hunk.baseRange
        guard point.isEmpty, let inserted = next.hunk.lines.first(where: { !$0.allSatisfy(\.isWhitespace) }),
            inserted.drop(while: \.isWhitespace).first == "."
        else { return false }
        return group.contains { other in
            guard other.isMine != next.isMine, other.hunk.baseRange.upperBound == point.lowerBound, !other.hunk.baseRange.isEmpty,
                other.hunk.lines.count == other.hunk.baseRange.count, let newLine = other.hunk.lines.last
            else { return false }
            let oldLine = renamedWords.applied(to: [baseLines[other.hunk.baseRange.upperBound - 1]])[0]
            return head(of: oldLine) != head(of: newLine)
        }
    }

    /// What a line's expression starts with, up to its arguments: `FHeader` of
    /// `FHeader(state: x)`, `Text` of `Text("Title")`, `intent.model.title` of a reference.
    private static func head(of line: Substring) -> Substring {
        line.drop(while: \.isWhitespace).prefix { $0 != "(" && $0 != "{" && $0 != " " }
    }
}
