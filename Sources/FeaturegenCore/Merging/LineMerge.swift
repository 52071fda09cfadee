/// The three-way merge of lines (diff3's rules), used inside each matched declaration and for
/// whole files that do not parse:
/// - changes that do not overlap merge, even on neighbouring lines;
/// - both sides inserting at the same point keep both, the user's lines first — or one, when
///   one insertion contains the other;
/// - the same change on both sides is taken once;
/// - overlapping, different changes become a conflict block with markers.
enum LineMerge {
    /// The merged lines; a conflict is in them as marker lines.
    struct Merged {
        var lines: [Substring]
    }

    /// - Parameter renamedWords: the spec's renames; where the spec's side of an overlap only
    ///   renames, the user's side is taken (its references already renamed by the syntax
    ///   tree); empty where they were not, so such an overlap conflicts.
    static func merge(
        base baseLines: [Substring], mine mineLines: [Substring], new newLines: [Substring], renamedWords: RenamedWords = RenamedWords()
    ) -> Merged {
        if mineLines == baseLines || mineLines == newLines { return Merged(lines: newLines) }
        if newLines == baseLines { return Merged(lines: mineLines) }
        let tagged =
            LineDiff.hunks(from: baseLines, to: mineLines).map { (hunk: $0, isMine: true) }
            + specHunks(from: baseLines, to: newLines, renamedWords: renamedWords).map { (hunk: $0, isMine: false) }
        let ordered = tagged.sorted { lhs, rhs in
            let l = lhs.hunk.baseRange, r = rhs.hunk.baseRange
            if l.lowerBound != r.lowerBound { return l.lowerBound < r.lowerBound }
            if l.isEmpty != r.isEmpty { return l.isEmpty }
            return lhs.isMine && !rhs.isMine
        }

        var output: [Substring] = []
        var position = 0
        var index = 0
        while index < ordered.count {
            var group = [ordered[index]]
            var range = ordered[index].hunk.baseRange
            index += 1
            while index < ordered.count,
                overlaps(range, ordered[index].hunk.baseRange) || follows(reshaped: group, ordered[index])
                    || ContinuationLines.follows(replaced: group, ordered[index], baseLines: baseLines, renamedWords: renamedWords)
            {
                let next = ordered[index].hunk.baseRange
                range = min(range.lowerBound, next.lowerBound)..<max(range.upperBound, next.upperBound)
                group.append(ordered[index])
                index += 1
            }
            output += baseLines[position..<range.lowerBound]
            position = range.upperBound
            let mineHunks = group.filter(\.isMine).map(\.hunk)
            let newHunks = group.filter { !$0.isMine }.map(\.hunk)
            let mineText = apply(mineHunks, to: baseLines, in: range)
            let newText = apply(newHunks, to: baseLines, in: range)
            let baseText = Array(baseLines[range])
            if mineHunks.isEmpty || newHunks.isEmpty || mineText == newText {
                output += mineHunks.isEmpty ? newText : mineText
            } else if sameText(mineText, newText) || sameText(newText, baseText) {
                // The two differ only in blank lines' indentation (Xcode indents blank lines),
                // or the spec's change is only that: the user's text.
                output += mineText
            } else if sameText(mineText, baseText) {
                output += newText
            } else if !renamedWords.isEmpty, !range.isEmpty, newText == renamedWords.applied(to: baseText) {
                // The spec only renamed these lines; the references in the user's rewrite of
                // them were renamed by the syntax tree before the merge (`ReferenceRenamer`).
                output += mineText
            } else if range.isEmpty {
                if mineText.contains(newText) {
                    output += mineText
                } else if newText.contains(mineText) {
                    output += newText
                } else {
                    output += mineText + newText
                }
            } else {
                output.append(Substring(ConflictMarkers.mine))
                output += mineText
                output.append(Substring(ConflictMarkers.separator))
                output += newText
                output.append(Substring(ConflictMarkers.new))
            }
        }
        output += baseLines[position...]
        return Merged(lines: output)
    }

    /// The spec's hunks; where the spec renamed, a hunk that replaces lines one for one is
    /// taken line by line, so a line it only renamed, which the user rewrote, merges on its own
    /// (the user's `#expect` below `handle(.select(0))` → `handle(.choose(index: 0))`) rather
    /// than conflict with its neighbour's other change.
    private static func specHunks(from baseLines: [Substring], to newLines: [Substring], renamedWords: RenamedWords) -> [Hunk] {
        let hunks = LineDiff.hunks(from: baseLines, to: newLines)
        guard !renamedWords.isEmpty else { return hunks }
        return hunks.flatMap { hunk -> [Hunk] in
            guard hunk.baseRange.count > 1, hunk.lines.count == hunk.baseRange.count else { return [hunk] }
            return zip(hunk.baseRange, hunk.lines).compactMap { index, line in
                baseLines[index] == line ? nil : Hunk(baseRange: index..<(index + 1), lines: [line])
            }
        }
    }

    /// An insertion right below lines the other side rewrote into a different number of lines
    /// (`Text(…)` became `VStack { … }`): the inserted line most likely continued the old
    /// lines (a modifier), so it conflicts rather than attach to the new ones. A one-for-one
    /// rewrite (`@Published var a` → `var a`) keeps the insertion.
    private static func follows(reshaped group: [(hunk: Hunk, isMine: Bool)], _ next: (hunk: Hunk, isMine: Bool)) -> Bool {
        let point = next.hunk.baseRange
        guard point.isEmpty, !next.hunk.lines.isEmpty else { return false }
        return group.contains { other in
            other.isMine != next.isMine && other.hunk.baseRange.upperBound == point.lowerBound && !other.hunk.baseRange.isEmpty
                && !other.hunk.lines.isEmpty && other.hunk.lines.count != other.hunk.baseRange.count
        }
    }

    /// The same lines, but for whitespace on lines that hold nothing else.
    private static func sameText(_ a: [Substring], _ b: [Substring]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 == $1 || ($0.allSatisfy(\.isWhitespace) && $1.allSatisfy(\.isWhitespace)) }
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

}

extension Array where Element == Substring {
    /// `other` appears in these lines as a contiguous run.
    fileprivate func contains(_ other: [Substring]) -> Bool {
        guard !other.isEmpty else { return true }
        guard other.count <= count else { return false }
        return (0...(count - other.count)).contains { start in self[start..<(start + other.count)].elementsEqual(other) }
    }
}
