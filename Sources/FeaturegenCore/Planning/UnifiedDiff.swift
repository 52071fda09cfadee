/// `diff -u` output for the changes of a plan, as `--dry-run` and `check` print them.
package enum UnifiedDiff {
    package static let contextLines = 3

    package static func diff(_ plan: WritePlan) -> String {
        plan.changes.map { diff(path: $0.path, old: $0.current, new: $0.result) }.joined()
    }

    package static func diff(path: String, old: String?, new: String?) -> String {
        let oldLines = old.map(ThreeWayMerge.lines) ?? []
        let newLines = new.map(ThreeWayMerge.lines) ?? []
        let hunks = LineDiff.hunks(from: oldLines, to: newLines)
        guard !hunks.isEmpty else { return "" }
        var output = "--- \(old == nil ? "/dev/null" : "a/\(path)")\n+++ \(new == nil ? "/dev/null" : "b/\(path)")\n"
        // Hunks closer than twice the context share one block.
        var blocks: [[Hunk]] = []
        for hunk in hunks {
            if let last = blocks.last?.last, hunk.baseRange.lowerBound - last.baseRange.upperBound <= 2 * contextLines {
                blocks[blocks.count - 1].append(hunk)
            } else {
                blocks.append([hunk])
            }
        }
        var shift = 0  // new line index minus old line index, before the current block
        for block in blocks {
            let start = max(0, block[0].baseRange.lowerBound - contextLines)
            let end = min(oldLines.count, block[block.count - 1].baseRange.upperBound + contextLines)
            var body: [String] = []
            var position = start
            var newCount = 0
            for hunk in block {
                body += oldLines[position..<hunk.baseRange.lowerBound].map { " \($0)" }
                newCount += hunk.baseRange.lowerBound - position
                body += oldLines[hunk.baseRange].map { "-\($0)" }
                body += hunk.lines.map { "+\($0)" }
                newCount += hunk.lines.count
                position = hunk.baseRange.upperBound
            }
            body += oldLines[position..<end].map { " \($0)" }
            newCount += end - position
            let newStart = start + shift
            output += "@@ -\(range(start, end - start)) +\(range(newStart, newCount)) @@\n"
            output += body.map { $0 + "\n" }.joined()
            for hunk in block { shift += hunk.lines.count - hunk.baseRange.count }
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : (count == 1 ? "\(start + 1)" : "\(start + 1),\(count)")
    }
}
