import Testing

@testable import FeaturegenCore

@Suite struct YAMLLoaderTests {
    private func load(_ text: String) throws -> YAMLNode {
        try YAMLLoader().load(Array(text.utf8), file: "t.yaml")
    }

    @Test func nodesKeepLinesAndColumnsFromOne() throws {
        let root = try load("feature: A\nstate:\n  x: [Int, \"é\"]\n  y: Bool\n")
        let pairs = try #require(root.mapping)
        #expect(pairs.map(\.key) == ["feature", "state"])
        #expect(pairs[0].keyLocation == SourceLocation(file: "t.yaml", line: 1, column: 1))
        #expect(pairs[0].value.location == SourceLocation(file: "t.yaml", line: 1, column: 10))
        let state = try #require(pairs[1].value.mapping)
        #expect(state[0].keyLocation.line == 3 && state[0].keyLocation.column == 3)
        let list = try #require(state[0].value.sequence)
        #expect(state[0].value.isFlow)
        #expect(list.map { $0.scalar?.text } == ["Int", "é"])
        #expect(list[1].scalar?.isPlain == false)
        #expect(list[1].location.column == 12)
    }

    @Test func nullAndPlainScalars() throws {
        let pairs = try #require(try load("a:\nb: ~\nc: \"null\"\n").mapping)
        #expect(pairs.map(\.value.isNull) == [true, true, false])
    }

    @Test func deepFlowInputStopsFast() {
        let text = { (depth: Int) in "a: " + String(repeating: "[", count: depth) }
        #expect(throws: DiagnosticsError.self) { try load(text(200_000)) }
        let growth = Growth.ratio(size: 50_000) { depth in _ = try? load(text(depth)) }
        #expect(growth < Growth.linear, "four times the depth took \(growth) times as long")
    }

    @Test func positionsAfterMultibyteCharacters() throws {
        let pairs = try #require(try load("# ключ\nназвание: x\nb: [é, z]\n").mapping)
        #expect(pairs[1].value.sequence?[1].location.column == 8)
        #expect(pairs[0].keyLocation.line == 2 && pairs[0].value.location.column == 11)
    }
}
