import Foundation
import Testing

@testable import FeaturegenCore

@Suite struct ThreeWayMergeTests {
    private let merge = ThreeWayMerge()

    private func text(_ lines: String...) -> String { lines.joined(separator: "\n") + "\n" }

    @Test func nonOverlappingEditsMerge() {
        let base = text("a", "b", "c", "d", "e")
        let mine = text("a", "B", "c", "d", "e")
        let new = text("a", "b", "c", "D", "e")
        #expect(merge.merge(base: base, mine: mine, new: new) == .init(text: text("a", "B", "c", "D", "e"), conflictLines: []))
    }

    @Test func editsOnNeighbouringLinesMerge() {
        let base = text("a", "b", "c", "d")
        let mine = text("a", "B", "c", "d")
        let new = text("a", "b", "C", "d")
        #expect(merge.merge(base: base, mine: mine, new: new).text == text("a", "B", "C", "d"))
    }

    @Test func insertionsAtTheSamePointKeepBothUsersFirst() {
        let base = text("case a", "}")
        let mine = text("case a", "case mine", "}")
        let new = text("case a", "case spec", "}")
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(result == .init(text: text("case a", "case mine", "case spec", "}"), conflictLines: []))
    }

    @Test func theSameChangeOnBothSidesIsTakenOnce() {
        let base = text("a", "b")
        let both = text("a", "x", "b")
        #expect(merge.merge(base: base, mine: both, new: both).text == both)
        let mine = text("a", "x", "b", "user")
        #expect(merge.merge(base: base, mine: mine, new: both).text == mine)
    }

    @Test func overlappingEditsConflictWithMarkers() {
        let base = text("a", "b", "c")
        let mine = text("a", "mine", "c")
        let new = text("a", "new", "c")
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(result.text == text("a", "<<<<<<< yours", "mine", "=======", "new", ">>>>>>> featuregen", "c"))
        #expect(result.conflictLines == [2])
    }

    @Test func retypedSignatureKeepsTheImplementedBody() {
        let base = text("    private func move(_ value: CGFloat) async {", "    }")
        let mine = text("    private func move(_ value: CGFloat) async {", "        await go(value)", "    }")
        let new = text("    private func move(_ value: Double) async {", "    }")
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(
            result
                == .init(
                    text: text("    private func move(_ value: Double) async {", "        await go(value)", "    }"), conflictLines: []))
    }

    @Test func removingAnImplementedHandlerConflictsRatherThanDroppingIt() {
        let base = text("x", "    private func old() async {", "    }", "y")
        let mine = text("x", "    private func old() async {", "        work()", "    }", "y")
        let new = text("x", "y")
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(result.hasConflicts)
        #expect(result.text.contains("        work()"))
    }

    @Test func conflictMarkersAreFound() {
        #expect(ConflictMarkers.lines(in: text("a", "<<<<<<< yours", "b", "=======", "c", ">>>>>>> featuregen")) == [2, 4, 6])
        #expect(ConflictMarkers.lines(in: "a\r\n=======\r\nb\r\n") == [2])
        #expect(ConflictMarkers.lines(in: "x\n>>>>>>> featuregen\n// ======= not a marker\n") == [2])
    }

    // MARK: - Properties, over seeded random edits

    @Test(arguments: 0..<200)
    func properties(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let base = (0..<Int.random(in: 0...30, using: &random)).map { "line \($0 % 7)" }
        let baseText = base.isEmpty ? "" : base.joined(separator: "\n") + "\n"
        let mine = randomEdit(of: base, marker: "mine", using: &random)
        let new = randomEdit(of: base, marker: "new", using: &random)
        let mineText = mine.isEmpty ? "" : mine.joined(separator: "\n") + "\n"
        let newText = new.isEmpty ? "" : new.joined(separator: "\n") + "\n"

        // mine == base gives new; new == base gives mine.
        #expect(merge.merge(base: baseText, mine: baseText, new: newText).text == newText)
        #expect(merge.merge(base: baseText, mine: mineText, new: baseText).text == mineText)

        let result = merge.merge(base: baseText, mine: mineText, new: newText)
        if !result.hasConflicts {
            // Every line either side added survives.
            let lines = ThreeWayMerge.lines(result.text)
            for added in (mine + new).filter({ $0.hasPrefix("mine") || $0.hasPrefix("new") }) {
                #expect(lines.contains(Substring(added)), "lost \(added)")
            }
            // Merging again, against the new base, changes nothing.
            #expect(merge.merge(base: newText, mine: result.text, new: newText).text == result.text)
        } else {
            for added in mine.filter({ $0.hasPrefix("mine") }) {
                #expect(result.text.contains(added), "conflict lost \(added)")
            }
        }
    }

    @Test(arguments: 0..<100)
    func disjointEditsNeverConflict(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 1000)
        let base = (0..<40).map { "unique \($0)" }
        // Mine edits the first half, new the second: the edits cannot overlap.
        let split = 20
        let mine = randomEdit(of: Array(base[..<split]), marker: "mine", using: &random) + base[split...]
        let new = Array(base[..<split]) + randomEdit(of: Array(base[(split + 1)...]), marker: "new", using: &random).prepending(base[split])
        let join = { (lines: [String]) in lines.joined(separator: "\n") + "\n" }
        let result = merge.merge(base: join(base), mine: join(mine), new: join(new))
        #expect(!result.hasConflicts)
        for added in (mine + new).filter({ !$0.hasPrefix("unique") }) {
            #expect(result.text.contains(added))
        }
    }

    private func randomEdit(of lines: [String], marker: String, using random: inout SplitMix64) -> [String] {
        var lines = lines
        for step in 0..<Int.random(in: 0...3, using: &random) {
            let position = Int.random(in: 0...lines.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: lines.insert("\(marker) inserted \(step)", at: position)
            case 1 where position < lines.count: lines.remove(at: position)
            case 2 where position < lines.count: lines[position] = "\(marker) changed \(step)"
            default: break
            }
        }
        return lines
    }
}

extension Array {
    fileprivate func prepending(_ element: Element) -> [Element] { [element] + self }
}

/// A small deterministic generator, so every property-test case is reproducible by its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct MergeBoundsTests {
    @Test func veryDifferentLargeFilesConflictQuicklyAndLoseNothing() throws {
        let lines = { (prefix: String, count: Int) in (0..<count).map { "\(prefix) \($0)" }.joined(separator: "\n") + "\n" }
        let clock = ContinuousClock()
        var merged: ThreeWayMerge.Result?
        let elapsed = clock.measure {
            merged = ThreeWayMerge().merge(base: lines("base", 20_000), mine: lines("mine", 20_000), new: lines("new", 20_000))
        }
        // A guard against a merge that hangs (minutes when quadratic), not a speed target.
        #expect(elapsed < .seconds(60))
        let result = try #require(merged)
        #expect(result.hasConflicts)
        #expect(result.text.contains("mine 19999") && result.text.contains("new 0"))
        let growth = Growth.ratio(size: 2_500) { count in
            _ = ThreeWayMerge().merge(base: lines("base", count), mine: lines("mine", count), new: lines("new", count))
        }
        #expect(growth < Growth.linear, "four times the lines took \(growth) times as long")
    }

    @Test func longParameterListsSplitInLinearTime() {
        let list = { (count: Int) in (0..<count).map { "p\($0): Int" }.joined(separator: ", ") }
        #expect(TypeExpression.parameterList(list(100_000))?.count == 100_000)
        let growth = Growth.ratio(size: 25_000) { count in _ = TypeExpression.parameterList(list(count)) }
        #expect(growth < Growth.linear, "four times the parameters took \(growth) times as long")
    }
}
