/// Merges the user's file (`mine`) and the newly rendered one (`new`) against what featuregen
/// wrote last (`base`), line by line (DESIGN.md §4):
/// - changes that do not overlap merge, even on neighbouring lines;
/// - both sides inserting at the same point keep both, the user's lines first;
/// - the same change on both sides is taken once;
/// - overlapping, different changes become a conflict block with markers.
public struct ThreeWayMerge: Sendable {
    public struct Result: Sendable, Equatable {
        public var text: String
        /// 1-based lines of the `<<<<<<<` markers in `text`.
        public var conflictLines: [Int]
        public var hasConflicts: Bool { !conflictLines.isEmpty }
    }

    public static let mineMarker = "<<<<<<< yours"
    public static let separatorMarker = "======="
    public static let newMarker = ">>>>>>> featuregen"

    public init() {}

    public func merge(base: String, mine: String, new: String) -> Result {
        if mine == base || mine == new { return Result(text: new, conflictLines: []) }
        if new == base { return Result(text: mine, conflictLines: []) }
        let baseLines = Self.lines(base), mineLines = Self.lines(mine), newLines = Self.lines(new)
        let tagged =
            LineDiff.hunks(from: baseLines, to: mineLines).map { (hunk: $0, isMine: true) }
            + LineDiff.hunks(from: baseLines, to: newLines).map { (hunk: $0, isMine: false) }
        let ordered = tagged.sorted { lhs, rhs in
            let l = lhs.hunk.baseRange, r = rhs.hunk.baseRange
            if l.lowerBound != r.lowerBound { return l.lowerBound < r.lowerBound }
            if l.isEmpty != r.isEmpty { return l.isEmpty }
            return lhs.isMine && !rhs.isMine
        }

        var output: [Substring] = []
        var conflicts: [Int] = []
        var position = 0
        var index = 0
        while index < ordered.count {
            var group = [ordered[index]]
            var range = ordered[index].hunk.baseRange
            index += 1
            while index < ordered.count, Self.overlaps(range, ordered[index].hunk.baseRange) {
                let next = ordered[index].hunk.baseRange
                range = min(range.lowerBound, next.lowerBound)..<max(range.upperBound, next.upperBound)
                group.append(ordered[index])
                index += 1
            }
            output += baseLines[position..<range.lowerBound]
            position = range.upperBound
            let mineHunks = group.filter(\.isMine).map(\.hunk)
            let newHunks = group.filter { !$0.isMine }.map(\.hunk)
            let mineText = Self.apply(mineHunks, to: baseLines, in: range)
            let newText = Self.apply(newHunks, to: baseLines, in: range)
            if mineHunks.isEmpty || newHunks.isEmpty || mineText == newText {
                output += mineHunks.isEmpty ? newText : mineText
            } else if range.isEmpty {
                output += mineText + newText
            } else {
                conflicts.append(output.count + 1)
                output.append(Substring(Self.mineMarker))
                output += mineText
                output.append(Substring(Self.separatorMarker))
                output += newText
                output.append(Substring(Self.newMarker))
            }
        }
        output += baseLines[position...]
        return Result(text: Self.text(output, endsWithNewline: mine.hasSuffix("\n") || new.hasSuffix("\n")), conflictLines: conflicts)
    }

    /// Ranges conflict when they share a line, or one inserts strictly inside the other.
    /// Insertions at the same point are grouped too, so both are kept in order.
    private static func overlaps(_ group: Range<Int>, _ next: Range<Int>) -> Bool {
        if group.isEmpty && next.isEmpty { return group.lowerBound == next.lowerBound }
        if group.isEmpty { return next.lowerBound < group.lowerBound && group.lowerBound < next.upperBound }
        if next.isEmpty { return group.lowerBound < next.lowerBound && next.lowerBound < group.upperBound }
        return next.lowerBound < group.upperBound && group.lowerBound < next.upperBound
    }

    /// The lines of `range` of the base with one side's hunks (all inside `range`) applied.
    private static func apply(_ hunks: [Hunk], to base: [Substring], in range: Range<Int>) -> [Substring] {
        var result: [Substring] = []
        var position = range.lowerBound
        for hunk in hunks {
            result += base[position..<hunk.baseRange.lowerBound]
            result += hunk.lines
            position = hunk.baseRange.upperBound
        }
        result += base[position..<range.upperBound]
        return result
    }

    static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    private static func text(_ lines: [Substring], endsWithNewline: Bool) -> String {
        lines.joined(separator: "\n") + (endsWithNewline && !lines.isEmpty ? "\n" : "")
    }

    /// 1-based lines that hold a conflict marker left from an earlier run.
    public static func conflictMarkerLines(in text: String) -> [Int] {
        lines(text).enumerated().compactMap { offset, line in
            line.hasPrefix(mineMarker) ? offset + 1 : nil
        }
    }
}
