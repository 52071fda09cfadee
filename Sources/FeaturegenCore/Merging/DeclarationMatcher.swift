/// Pairs the children of one container across base, mine and new by identity, never by
/// position: first by the full key (`func select(_:)`), then by the base name (`func select`)
/// among those left. Declarations that share a key (extensions of one type, overloads) are
/// paired by what they hold — shared member keys, or shared lines — and then in order.
enum DeclarationMatcher {
    struct Identity: Equatable {
        var base: Int?
        var mine: Int?
        var new: Int?
    }

    static func identities(base: [DeclarationNode], mine: [DeclarationNode], new: [DeclarationNode]) -> [Identity] {
        var identities: [Identity] = base.indices.map { Identity(base: $0) }
        var mineTaken = Set<Int>(), newTaken = Set<Int>()
        for (b, n) in pairs(base, new) {
            identities[b].new = n
            newTaken.insert(n)
        }
        for (b, m) in pairs(base, mine) {
            identities[b].mine = m
            mineTaken.insert(m)
        }
        let mineLeft = mine.indices.filter { !mineTaken.contains($0) }
        let newLeft = new.indices.filter { !newTaken.contains($0) }
        var pairedNew = Set<Int>()
        // Added by both sides: extensions are one declaration only when they hold one member at
        // least in common, so the spec's new extension does not land in the user's own.
        for (m, n) in pairs(mineLeft.map { mine[$0] }, newLeft.map { new[$0] }, byContentOnly: true) {
            identities.append(Identity(mine: mineLeft[m], new: newLeft[n]))
            pairedNew.insert(newLeft[n])
        }
        let pairedMine = Set(identities.compactMap(\.mine))
        identities += mine.indices.filter { !pairedMine.contains($0) }.map { Identity(mine: $0) }
        identities += newLeft.filter { !pairedNew.contains($0) }.map { Identity(new: $0) }
        return identities
    }

    /// Index pairs of `x` and `y` that are the same declaration.
    /// - Parameter byContentOnly: declarations that share a key (extensions) pair only when
    ///   they share members or lines, never by order alone.
    static func pairs(_ x: [DeclarationNode], _ y: [DeclarationNode], byContentOnly: Bool = false) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var xLeft = Set(x.indices), yLeft = Set(y.indices)
        for level in 0..<2 {
            var xGroups: [String: [Int]] = [:], yGroups: [String: [Int]] = [:]
            for index in x.indices where xLeft.contains(index) && level < x[index].keys.count {
                xGroups[x[index].keys[level], default: []].append(index)
            }
            for index in y.indices where yLeft.contains(index) && level < y[index].keys.count {
                yGroups[y[index].keys[level], default: []].append(index)
            }
            for (key, xs) in xGroups.sorted(by: { $0.key < $1.key }) {
                guard let ys = yGroups[key] else { continue }
                for (a, b) in pairGroup(xs.map { x[$0] }, ys.map { y[$0] }, byContentOnly: byContentOnly) {
                    result.append((xs[a], ys[b]))
                    xLeft.remove(xs[a])
                    yLeft.remove(ys[b])
                }
            }
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// Pairs declarations with one key: the most alike first, then in order.
    private static func pairGroup(_ x: [DeclarationNode], _ y: [DeclarationNode], byContentOnly: Bool) -> [(Int, Int)] {
        let byContent = byContentOnly && x[0].allowsDuplicates
        if x.count == 1 && y.count == 1 && !byContent { return [(0, 0)] }
        var candidates: [(score: Int, a: Int, b: Int)] = []
        let yContents = y.map(contents)
        for (a, left) in x.enumerated() {
            let leftContents = contents(left)
            for b in y.indices {
                candidates.append((leftContents.intersection(yContents[b]).count, a, b))
            }
        }
        candidates.sort { ($0.score, -$0.a, -$0.b) > ($1.score, -$1.a, -$1.b) }
        var usedA = Set<Int>(), usedB = Set<Int>()
        var result: [(Int, Int)] = []
        for candidate in candidates where !usedA.contains(candidate.a) && !usedB.contains(candidate.b) {
            if byContent && candidate.score == 0 { break }
            result.append((candidate.a, candidate.b))
            usedA.insert(candidate.a)
            usedB.insert(candidate.b)
        }
        return result
    }

    private static func contents(_ node: DeclarationNode) -> Set<String> {
        if node.isContainer { return Set(node.children.map(\.key)) }
        return Set(node.lines.map { $0.trimmingBlanks }.filter { !$0.isEmpty })
    }
}
