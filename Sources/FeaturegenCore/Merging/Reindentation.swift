/// The spec's side moved lines one level in or out without changing them (tca's body, wrapped
/// in `CombineReducers { … }` once a child shows a computed value): the user's side is moved
/// alike before the merge, so the user's code inside follows, re-indented, rather than
/// conflict with the whitespace of every line.
enum Reindentation {
    /// `base` and `mine` indented as `new` indents the lines it kept, or nil when `new` moved
    /// none. A line of the user's is moved with the base lines around it, when they all moved
    /// alike; one among lines that moved differently (or not at all) stays as it is.
    static func follow(base: [Substring], mine: [Substring], new: [Substring]) -> (base: [Substring], mine: [Substring])? {
        guard mayHaveMoved(base: base, new: new) else { return nil }
        // Lines moved alike, in a block of at least three that stays together on both sides: a
        // lone brace the longest common subsequence pairs with another one elsewhere is no move.
        var shifts: [Int: Shift] = [:]
        var run: [(base: Int, new: Int, shift: Shift)] = []
        func endRun() {
            if run.count >= 3 { for line in run { shifts[line.base] = line.shift } }
            run = []
        }
        for (baseIndex, newIndex) in LineDiff.matches(base.map(stripped), new.map(stripped))
        where !base[baseIndex].allSatisfy(\.isWhitespace) {
            guard base[baseIndex] != new[newIndex],
                let shift = Shift(from: indentation(of: base[baseIndex]), to: indentation(of: new[newIndex]))
            else {
                endRun()
                continue
            }
            if let last = run.last,
                last.shift != shift || nextLine(after: last.base, in: base) != baseIndex || nextLine(after: last.new, in: new) != newIndex
            {
                endRun()
            }
            run.append((baseIndex, newIndex, shift))
        }
        endRun()
        guard !shifts.isEmpty else { return nil }
        var movedBase = base
        for (index, shift) in shifts { movedBase[index] = shift.applied(to: base[index]) }

        var movedMine: [Substring] = []
        var position = 0
        for hunk in LineDiff.hunks(from: base, to: mine) {
            for index in position..<hunk.baseRange.lowerBound { movedMine.append(movedBase[index]) }
            // The shift of every base line the hunk replaces and of the lines either side.
            let around = (hunk.baseRange.lowerBound - 1)...(hunk.baseRange.upperBound)
            let neighbours = around.filter { base.indices.contains($0) && !base[$0].allSatisfy(\.isWhitespace) }
            let moved = neighbours.map { shifts[$0] }
            if let shift = moved.first ?? nil, moved.allSatisfy({ $0 == shift }) {
                movedMine += hunk.lines.map { shift.applied(to: $0) }
            } else {
                movedMine += hunk.lines
            }
            position = hunk.baseRange.upperBound
        }
        for index in position..<base.count { movedMine.append(movedBase[index]) }
        return (movedBase, movedMine)
    }

    /// Whether a line of `new` is, but for its indentation, a line `base` had and `new` lost:
    /// a test by hashing, so that the whitespace-blind diff below runs only on the merges it
    /// can change (it costs as much as the merge's own diff, and on a file both sides rewrote
    /// it would double the merge's time and memory).
    private static func mayHaveMoved(base: [Substring], new: [Substring]) -> Bool {
        let kept = Set(new), had = Set(base)
        let lost = Set(base.lazy.filter { !kept.contains($0) }.map(stripped))
        return !lost.isEmpty
            && new.contains { !had.contains($0) && !$0.allSatisfy(\.isWhitespace) && lost.contains(stripped($0)) }
    }

    /// Blanks added before a line, or taken from it.
    private enum Shift: Equatable {
        case indent(Substring)
        case outdent(Substring)

        init?(from old: Substring, to new: Substring) {
            if new.hasPrefix(old) {
                self = .indent(new.dropFirst(old.count))
            } else if old.hasPrefix(new) {
                self = .outdent(old.dropFirst(new.count))
            } else {
                return nil
            }
        }

        func applied(to line: Substring) -> Substring {
            guard !line.allSatisfy(\.isWhitespace) else { return line }
            switch self {
            case .indent(let blanks): return Substring(blanks + line)
            case .outdent(let blanks): return line.hasPrefix(blanks) ? line.dropFirst(blanks.count) : line
            }
        }
    }

    /// The index of the first line after `index` that is not blank.
    private static func nextLine(after index: Int, in lines: [Substring]) -> Int {
        var next = index + 1
        while next < lines.count && lines[next].allSatisfy(\.isWhitespace) { next += 1 }
        return next
    }

    private static func indentation(of line: Substring) -> Substring {
        line.prefix { $0 == " " || $0 == "\t" }
    }

    private static func stripped(_ line: Substring) -> Substring {
        line.drop { $0 == " " || $0 == "\t" }
    }
}
