/// Where two texts first differ, 1-based: the line and column a stale file's error points at,
/// so Xcode and CI jump to what `generate` would change.
package enum FirstDifference {
    package static func position(between current: String, and result: String) -> (line: Int, column: Int) {
        let old = current.split(separator: "\n", omittingEmptySubsequences: false)
        let new = result.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil
            let b = index < new.count ? new[index] : nil
            guard a != b else { continue }
            guard let a, let b else { return (min(index + 1, max(old.count, 1)), 1) }
            let common = zip(a, b).prefix { $0 == $1 }.count
            return (index + 1, common + 1)
        }
        return (1, 1)
    }
}
