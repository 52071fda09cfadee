/// A replacement of lines `baseRange` of the base by `lines`; an empty range is an insertion.
struct Hunk: Equatable, Sendable {
    var baseRange: Range<Int>
    var lines: [Substring]
}

/// Line diffs by Myers' O((N+M)·D) algorithm, after trimming the common prefix and suffix.
enum LineDiff {
    /// The hunks that turn `base` into `other`, in base order, none overlapping.
    static func hunks(from base: [Substring], to other: [Substring]) -> [Hunk] {
        slidToBlockBoundaries(alignedHunks(from: base, to: other), in: base)
    }

    private static func alignedHunks(from base: [Substring], to other: [Substring]) -> [Hunk] {
        var hunks: [Hunk] = []
        var baseIndex = 0
        var otherIndex = 0
        for (matchedBase, matchedOther) in matches(base, other) + [(base.count, other.count)] {
            if matchedBase > baseIndex || matchedOther > otherIndex {
                hunks.append(Hunk(baseRange: baseIndex..<matchedBase, lines: Array(other[otherIndex..<matchedOther])))
            }
            baseIndex = matchedBase + 1
            otherIndex = matchedOther + 1
        }
        return hunks
    }

    /// A pure insertion or deletion can often stand in several places with the same result
    /// (deleting `}`, blank, `func b() {` or blank, `func b() {`, `}`). The merge needs the one
    /// that follows the code's blocks, so a user's line inside a deleted function lands inside
    /// the deletion, not at its edge: each such hunk is slid to where the line after it is
    /// blank or least indented (the idea of git's indent heuristic).
    static func slidToBlockBoundaries(_ hunks: [Hunk], in base: [Substring]) -> [Hunk] {
        var hunks = hunks
        for index in hunks.indices {
            let lower = index > 0 ? hunks[index - 1].baseRange.upperBound : 0
            let upper = index + 1 < hunks.count ? hunks[index + 1].baseRange.lowerBound : base.count
            var candidates = [hunks[index]]
            var probe = hunks[index]
            while let up = slid(probe, by: -1, in: base, within: lower..<upper) {
                candidates.insert(up, at: 0)
                probe = up
            }
            probe = hunks[index]
            while let down = slid(probe, by: 1, in: base, within: lower..<upper) {
                candidates.append(down)
                probe = down
            }
            if candidates.count > 1 {
                hunks[index] = candidates.min { score($0, base) < score($1, base) }!
            }
        }
        return hunks
    }

    /// The same edit one line up or down, when the lines at its edges allow it.
    private static func slid(_ hunk: Hunk, by step: Int, in base: [Substring], within bounds: Range<Int>) -> Hunk? {
        let range = hunk.baseRange
        if hunk.lines.isEmpty && !range.isEmpty {
            // A deletion: slide while the line leaving it equals the line joining it.
            if step > 0, range.upperBound < bounds.upperBound, base[range.lowerBound] == base[range.upperBound] {
                return Hunk(baseRange: (range.lowerBound + 1)..<(range.upperBound + 1), lines: [])
            }
            if step < 0, range.lowerBound > bounds.lowerBound, base[range.lowerBound - 1] == base[range.upperBound - 1] {
                return Hunk(baseRange: (range.lowerBound - 1)..<(range.upperBound - 1), lines: [])
            }
        } else if range.isEmpty && !hunk.lines.isEmpty {
            let point = range.lowerBound
            if step > 0, point < bounds.upperBound, hunk.lines.first == base[point] {
                return Hunk(baseRange: (point + 1)..<(point + 1), lines: Array(hunk.lines.dropFirst()) + [base[point]])
            }
            if step < 0, point > bounds.lowerBound, hunk.lines.last == base[point - 1] {
                return Hunk(baseRange: (point - 1)..<(point - 1), lines: [base[point - 1]] + hunk.lines.dropLast())
            }
        }
        return nil
    }

    /// Lower is better: the edit is followed by the end, a blank line, or a shallow line.
    private static func score(_ hunk: Hunk, _ base: [Substring]) -> Int {
        let next = hunk.baseRange.upperBound
        guard next < base.count else { return -2 }
        let line = base[next]
        if line.allSatisfy({ $0 == " " }) { return -1 }
        return line.prefix { $0 == " " }.count
    }

    /// Index pairs of equal lines in a longest common subsequence, increasing in both.
    static func matches(_ a: [Substring], _ b: [Substring]) -> [(Int, Int)] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var result = (0..<prefix).map { ($0, $0) }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        result += myers(middleA, middleB).map { ($0 + prefix, $1 + prefix) }
        result += (0..<suffix).map { (a.count - suffix + $0, b.count - suffix + $0) }
        return result
    }

    /// Beyond this many differing lines, files are treated as replaced wholesale (no common
    /// lines past the shared prefix and suffix): the merge then conflicts rather than
    /// searching for long, and the frontiers kept for the walk back stay within ~36 MB.
    static let maximumEditDistance = 3_000

    private static func myers(_ a: [Substring], _ b: [Substring]) -> [(Int, Int)] {
        let n = a.count, m = b.count
        guard n > 0 && m > 0 else { return [] }
        let maximum = min(n + m, maximumEditDistance)
        // trace[d] holds the frontier for diagonals -d...d (index k + d) after d edits, as 32-bit
        // offsets: the trace grows with the square of the distance, and this halves its memory.
        var trace: [[Int32]] = []
        var frontier: [Int32] = [0]
        var found = false
        search: for d in 0...maximum {
            var next = [Int32](repeating: 0, count: 2 * d + 1)
            for k in stride(from: -d, through: d, by: 2) {
                let fromAbove = d > 0 && (k == -d || (k != d && frontier[k - 1 + (d - 1)] < frontier[k + 1 + (d - 1)]))
                var x = d == 0 ? 0 : Int(fromAbove ? frontier[k + 1 + (d - 1)] : frontier[k - 1 + (d - 1)] + 1)
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                next[k + d] = Int32(x)
                if x >= n && y >= m {
                    trace.append(next)
                    found = true
                    break search
                }
            }
            trace.append(next)
            frontier = next
        }
        guard found else { return [] }
        // Walk back through the frontiers to recover the diagonal (matching) moves.
        var pairs: [(Int, Int)] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let previous = trace[d - 1]
            let k = x - y
            let fromAbove = k == -d || (k != d && previous[k - 1 + (d - 1)] < previous[k + 1 + (d - 1)])
            let previousK = fromAbove ? k + 1 : k - 1
            let previousX = Int(previous[previousK + (d - 1)])
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                pairs.append((x, y))
            }
            x = previousX
            y = previousY
        }
        while x > 0 && y > 0 {
            x -= 1
            y -= 1
            pairs.append((x, y))
        }
        return pairs.reversed()
    }
}
