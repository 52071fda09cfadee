import Foundation
import Testing

@testable import FeaturegenCore

/// `Reindentation` under `ThreeWayMerge`: the spec moves lines one level in or out (tca's body
/// wrapped in `CombineReducers { … }`) and the user's lines must follow, at the right place and
/// indentation, or conflict; never land elsewhere or change a multi-line string's value.
@Suite struct ReindentationTests {
    private let merge = ThreeWayMerge()

    /// A tca feature whose body holds `body` (written with four-space levels, re-written with
    /// `unit`), wrapped in `CombineReducers { … }` with an `.onChange` when `wrapped`.
    private func feature(_ body: [String], wrapped: Bool = false, unit: String = "    ", members: [String] = []) -> String {
        func indented(_ line: String, _ levels: Int) -> String {
            guard !line.isEmpty else { return line }
            var rest = Substring(line)
            var depth = levels
            while rest.hasPrefix("    ") {
                rest = rest.dropFirst(4)
                depth += 1
            }
            return String(repeating: unit, count: depth) + rest
        }
        var lines = ["struct Feature: Reducer {"] + members.map { indented($0, 1) } + [indented("var body: some ReducerOf<Self> {", 1)]
        if wrapped { lines.append(indented("CombineReducers {", 2)) }
        lines += body.map { indented($0, wrapped ? 3 : 2) }
        if wrapped {
            lines += [
                indented("}", 2), indented(".onChange(of: \\.count) { _, _ in", 2), indented("Reduce { _, _ in .none }", 3),
                indented("}", 2),
            ]
        }
        return (lines + [indented("}", 1), "}"]).joined(separator: "\n") + "\n"
    }

    private func reducer(_ cases: [String]) -> [String] {
        ["Reduce { state, action in", "    switch action {"] + cases.map { "    " + $0 } + ["    }", "}"]
    }

    private let scope = ["Scope(state: \\.child, action: \\.child) {", "    Child()", "}"]
    private let cases = ["case .onAppear:", "    return .none", "case .child:", "    return .none"]

    // MARK: - Lines inside and beside the moved block

    @Test func aLineInsideTheMovedBlockMovesIn() {
        let edited = ["case .onAppear:", "    state.count += 1", "    return .none", "case .child:", "    return .none"]
        let result = merge.merge(
            base: feature(scope + reducer(cases)), mine: feature(scope + reducer(edited)),
            new: feature(scope + reducer(cases), wrapped: true))
        #expect(!result.hasConflicts)
        #expect(result.text == feature(scope + reducer(edited), wrapped: true))
    }

    @Test func aUserEditOfAMovedLineIsKeptMoved() {
        let edited = ["case .onAppear:", "    return .send(.child(.load))", "case .child:", "    return .none"]
        let result = merge.merge(
            base: feature(scope + reducer(cases)), mine: feature(scope + reducer(edited)),
            new: feature(scope + reducer(cases), wrapped: true))
        #expect(!result.hasConflicts)
        #expect(result.text == feature(scope + reducer(edited), wrapped: true))
    }

    @Test func aUserMemberOutsideTheBodyIsNotMoved() {
        let helper = ["func log() {", "    print(1)", "}", ""]
        let result = merge.merge(
            base: feature(scope + reducer(cases)), mine: feature(scope + reducer(cases), members: helper),
            new: feature(scope + reducer(cases), wrapped: true))
        #expect(!result.hasConflicts)
        #expect(result.text == feature(scope + reducer(cases), wrapped: true, members: helper))
    }

    // MARK: - Whitespace

    @Test func tabsMoveByATab() {
        let edited = ["case .onAppear:", "    state.count += 1", "    return .none", "case .child:", "    return .none"]
        let result = merge.merge(
            base: feature(scope + reducer(cases), unit: "\t"), mine: feature(scope + reducer(edited), unit: "\t"),
            new: feature(scope + reducer(cases), wrapped: true, unit: "\t"))
        #expect(!result.hasConflicts)
        #expect(result.text == feature(scope + reducer(edited), wrapped: true, unit: "\t"))
    }

    @Test func aUserFileInTabsKeepsTheCodeWhenTheSpecIndents() {
        // The user re-indented the file with tabs; the spec wraps the body in spaces.
        let edited = ["case .onAppear:", "    state.count += 1", "    return .none", "case .child:", "    return .none"]
        let result = merge.merge(
            base: feature(scope + reducer(cases)), mine: feature(scope + reducer(edited), unit: "\t"),
            new: feature(scope + reducer(cases), wrapped: true))
        // Every line's whitespace differs from both other sides: a conflict, the user's line in it.
        #expect(result.hasConflicts)
        #expect(result.text.contains("\t\t\t\tstate.count += 1"))
    }

    @Test func anOutdentTakesTheUsersLinesOut() {
        let edited = ["case .onAppear:", "    state.count += 1", "    return .none", "case .child:", "    return .none"]
        let result = merge.merge(
            base: feature(scope + reducer(cases), wrapped: true), mine: feature(scope + reducer(edited), wrapped: true),
            new: feature(scope + reducer(cases)))
        #expect(!result.hasConflicts)
        #expect(result.text == feature(scope + reducer(edited)))
    }

    @Test func anOutdentKeepsALineWrittenAtTheMargin() {
        let mine = feature(scope + reducer(cases), wrapped: true)
            .replacingOccurrences(
                of: "                case .onAppear:\n",
                with: "                case .onAppear:\n#if DEBUG\n                    print(state)\n#endif\n")
        let result = merge.merge(base: feature(scope + reducer(cases), wrapped: true), mine: mine, new: feature(scope + reducer(cases)))
        #expect(!result.hasConflicts)
        #expect(
            result.text
                == feature(scope + reducer(cases)).replacingOccurrences(
                    of: "            case .onAppear:\n",
                    with: "            case .onAppear:\n#if DEBUG\n                print(state)\n#endif\n"))
    }

    // MARK: - Multi-line strings

    @Test func aMultiLineStringMovesWhole() {
        let edited = [
            "case .onAppear:", "    let text = \"\"\"", "        first", "      second", "    \"\"\"", "    print(text)",
            "    return .none",
            "case .child:", "    return .none",
        ]
        let result = merge.merge(
            base: feature(scope + reducer(cases)), mine: feature(scope + reducer(edited)),
            new: feature(scope + reducer(cases), wrapped: true))
        #expect(!result.hasConflicts)
        #expect(result.text == feature(scope + reducer(edited), wrapped: true))
    }

    @Test func aMultiLineStringAtTheBlocksEdgeKeepsItsValue() {
        // A string after the moved block whose closing line matches a base line.
        let string = ["let footer = \"\"\"", "    }", "\"\"\""]
        let base = feature(scope + reducer(cases))
        let mine = feature(scope + reducer(cases) + string)
        let new = feature(scope + reducer(cases), wrapped: true)
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(result.hasConflicts || stringValue(in: result.text) == stringValue(in: mine), "\(result.text)")
    }

    @Test func aStringsContentIsNeverMovedApartFromItsDelimiter() {
        // The user's string holds lines equal to generated ones; only some would follow the move.
        let string = ["print(\"\"\"", "    Reduce { state, action in", "        switch action {", "    \"\"\")"]
        let base = feature(scope + reducer(cases))
        let mine = feature(string + scope + reducer(cases))
        let new = feature(scope + reducer(cases), wrapped: true)
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(result.hasConflicts || stringValue(in: result.text) == stringValue(in: mine), "\(result.text)")
    }

    /// The content of the first multi-line string, its lines stripped of the closing line's indentation.
    private func stringValue(in text: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let open = lines.firstIndex(where: { $0.hasSuffix("\"\"\"") }),
            let close = lines[(open + 1)...].firstIndex(where: { $0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("\"\"\"") })
        else { return nil }
        let margin = lines[close].prefix { $0 == " " || $0 == "\t" }.count
        return lines[(open + 1)..<close].map { String($0.dropFirst(min(margin, $0.prefix { $0 == " " || $0 == "\t" }.count))) }
    }

    // MARK: - Deletions, edits and repeats

    @Test func linesTheUserDeletedInTheMovedBlockStayDeleted() {
        let result = merge.merge(
            base: feature(scope + reducer(cases)), mine: feature(reducer(cases)), new: feature(scope + reducer(cases), wrapped: true))
        #expect(!result.hasConflicts)
        #expect(result.text == feature(reducer(cases), wrapped: true))
    }

    @Test func aSpecThatMovesAndAddsACaseKeepsTheUsersLine() {
        let edited = ["case .onAppear:", "    state.count += 1", "    return .none", "case .child:", "    return .none"]
        let added = cases + ["case .binding:", "    return .none"]
        let result = merge.merge(
            base: feature(scope + reducer(cases)), mine: feature(scope + reducer(edited)),
            new: feature(scope + reducer(added), wrapped: true))
        #expect(!result.hasConflicts)
        #expect(result.text == feature(scope + reducer(edited + ["case .binding:", "    return .none"]), wrapped: true))
    }

    @Test func aSpecThatMovesAndEditsTheUsersLineConflicts() {
        let mineCases = ["case .onAppear:", "    return .send(.load)", "case .child:", "    return .none"]
        let newCases = ["case .onAppear:", "    return .send(.appeared)", "case .child:", "    return .none"]
        let result = merge.merge(
            base: feature(scope + reducer(cases)), mine: feature(scope + reducer(mineCases)),
            new: feature(scope + reducer(newCases), wrapped: true))
        #expect(result.hasConflicts, "\(result.text)")
        #expect(result.text.contains("return .send(.load)"))
    }

    @Test func repeatedReturnsKeepTheUsersLineInItsCase() {
        let many = (1...6).flatMap { ["case .a\($0):", "    return .none"] }
        var edited = many
        edited.insert("    state.count = 4", at: 7)  // before case a4's return
        var added = many
        added.insert(contentsOf: ["case .b:", "    return .none"], at: 4)  // after a2
        var expected = edited
        expected.insert(contentsOf: ["case .b:", "    return .none"], at: 4)
        let result = merge.merge(
            base: feature(reducer(many)), mine: feature(reducer(edited)), new: feature(reducer(added), wrapped: true))
        #expect(!result.hasConflicts)
        #expect(result.text == feature(reducer(expected), wrapped: true))
    }

    // MARK: - Blocks moved apart, and a move the user already made

    @Test func blocksMovedByDifferentAmountsEachTakeTheirLines() {
        // The spec wraps the body and, inside, wraps the switch in `if`: two depths.
        let edited = ["case .onAppear:", "    state.count += 1", "    return .none", "case .child:", "    return .none"]
        func nested(_ cases: [String]) -> [String] {
            ["Reduce { state, action in", "    if isEnabled {", "        switch action {"] + cases.map { "        " + $0 }
                + ["        }", "    }", "    return .none", "}"]
        }
        func flat(_ cases: [String]) -> [String] {
            ["Reduce { state, action in", "    switch action {"] + cases.map { "    " + $0 } + ["    }", "    return .none", "}"]
        }
        let result = merge.merge(
            base: feature(scope + flat(cases)), mine: feature(scope + flat(edited)),
            new: feature(scope + nested(cases), wrapped: true))
        #expect(!result.hasConflicts)
        #expect(result.text == feature(scope + nested(edited), wrapped: true), "\(result.text)")
    }

    @Test func aWrapperTheUserAlreadyAddedIsNotDoubled() {
        let base = feature(scope + reducer(cases))
        let mine = feature(scope + reducer(cases), wrapped: true)
        let new = feature(scope + reducer(cases), wrapped: true)
        #expect(merge.merge(base: base, mine: mine, new: new).text == new)
        // With a line of the user's inside, too.
        let edited = ["case .onAppear:", "    state.count += 1", "    return .none", "case .child:", "    return .none"]
        let result = merge.merge(base: base, mine: feature(scope + reducer(edited), wrapped: true), new: new)
        // Kept once, in the one wrapper (the edge of `Scope`'s block is re-indented a level too far).
        #expect(result.text.components(separatedBy: "state.count += 1").count == 2)
        #expect(result.text.components(separatedBy: "CombineReducers {").count == 2)
    }

    @Test func aStringInAWrapperTheUserAlreadyAddedKeepsItsValue() {
        let base = feature(scope + reducer(cases))
        let string = [
            "case .onAppear:", "    let s = \"\"\"", "return .none", "\"\"\"", "    return .none", "case .child:", "    return .none",
        ]
        // The string's content and closing line at 16 blanks: its `return .none` equals a base line,
        // so the diff splits the string between hunks the move treats apart.
        let mine = feature(scope + reducer(string), wrapped: true)
            .replacingOccurrences(
                of: "\n                    return .none\n                    \"\"\"\n",
                with: "\n                return .none\n                \"\"\"\n")
        let new = feature(scope + reducer(cases), wrapped: true)
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(result.hasConflicts || stringValue(in: result.text) == stringValue(in: mine))
    }
}
