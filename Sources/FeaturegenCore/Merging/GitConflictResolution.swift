/// A generated file git left conflict markers in: two branches each changed it (each added an
/// action, say), were merged, and the user resolved the spec. Each side of git's conflict is
/// the file as one branch had it, with that branch's code; each is merged onto the merged
/// spec's output against the base record of its own branch (the record's side of the same
/// name, when git's markers are in the record too). Where the two results change different
/// lines of the new output, both changes are kept; anything less certain — a side whose merge
/// conflicts, two changes at the same place, a result that does not parse — gives nil, and the
/// file is left for the user with git's markers in it.
extension ThreeWayMerge {
    package func resolvingGitConflict(recordedBase: String, mine: String, new: String) -> String? {
        guard let mineFirst = ConflictMarkers.side(.first, of: mine), let mineSecond = ConflictMarkers.side(.second, of: mine) else {
            return nil
        }
        let conflictedBase = BaseStore.hasConflictMarkers(recordedBase)
        guard let baseFirst = conflictedBase ? ConflictMarkers.side(.first, of: recordedBase) : recordedBase,
            let baseSecond = conflictedBase ? ConflictMarkers.side(.second, of: recordedBase) : recordedBase
        else { return nil }
        let first = merge(base: baseFirst, mine: mineFirst, new: new)
        let second = merge(base: baseSecond, mine: mineSecond, new: new)
        guard !first.hasConflicts, !second.hasConflicts else { return nil }
        let ending = LineEnding(of: mine)
        let newLines = Self.lines(LineEnding.normalized(new))
        let firstHunks = LineDiff.hunks(from: newLines, to: Self.lines(LineEnding.normalized(first.text)))
        let secondHunks = LineDiff.hunks(from: newLines, to: Self.lines(LineEnding.normalized(second.text)))
        // Both branches kept a change (both left the spec's new line alone, or changed it alike).
        let shared = firstHunks.filter(secondHunks.contains)
        let hunks = (firstHunks + secondHunks.filter { !shared.contains($0) }).sorted { $0.baseRange.lowerBound < $1.baseRange.lowerBound }
        // Two changes that touch — at the same place, or next to each other — are the user's to
        // order.
        for (earlier, later) in zip(hunks, hunks.dropFirst()) where later.baseRange.lowerBound <= earlier.baseRange.upperBound {
            return nil
        }
        var lines: [Substring] = []
        var index = 0
        for hunk in hunks {
            lines += newLines[index..<hunk.baseRange.lowerBound]
            lines += hunk.lines
            index = hunk.baseRange.upperBound
        }
        lines += newLines[index...]
        let endsWithNewline = [first.text, second.text, new].contains { $0.hasSuffix("\n") }
        let text = lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
        guard SwiftSyntaxCheck.parses(text) || !SwiftSyntaxCheck.parses(new) else { return nil }
        return ending.applied(to: text)
    }
}
