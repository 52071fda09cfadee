/// A replacement of lines `baseRange` of the base by `lines`; an empty range is an insertion.
struct Hunk: Equatable, Sendable {
    var baseRange: Range<Int>
    var lines: [Substring]
}

/// Line diffs by Myers' O((N+M)·D) algorithm, after trimming the common prefix and suffix.
enum LineDiff {
    /// The hunks that turn `base` into `other`, in base order, none overlapping.
    static func hunks(from base: [Substring], to other: [Substring]) -> [Hunk] {
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

    private static func myers(_ a: [Substring], _ b: [Substring]) -> [(Int, Int)] {
        let n = a.count, m = b.count
        guard n > 0 && m > 0 else { return [] }
        let maximum = n + m
        let offset = maximum
        var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        search: for d in 0...maximum {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                    x = frontier[offset + k + 1]
                } else {
                    x = frontier[offset + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        // Walk back through the frontiers to recover the diagonal (matching) moves.
        var pairs: [(Int, Int)] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1])) ? k + 1 : k - 1
            let previousX = previous[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                pairs.append((x, y))
            }
            if d > 0 {
                x = previousX
                y = previousY
            }
        }
        return pairs.reversed()
    }
}
