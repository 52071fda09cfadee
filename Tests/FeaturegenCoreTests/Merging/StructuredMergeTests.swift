import FeaturegenTestSupport
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import FeaturegenCore

/// The declaration-aware merge on small Swift files: each test is one rule of Documentation/Design.md §4, and
/// checks where every user line ends up — not only that it is still somewhere in the file.
@Suite struct StructuredMergeTests {
    private let merge = ThreeWayMerge()

    private func swift(_ lines: String...) -> String { lines.joined(separator: "\n") + "\n" }

    /// `private func name() async {` … `}` with the given body lines.
    private func handler(_ name: String, _ body: String...) -> [String] {
        ["    private func \(name)() async {"] + body.map { "        " + $0 } + ["    }"]
    }

    private func viewModel(_ handlers: [[String]]) -> String {
        var lines = ["actor ViewModel {"]
        for (index, handler) in handlers.enumerated() {
            if index > 0 { lines.append("") }
            lines += handler
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Identity, not position

    @Test func reorderedHandlersKeepTheirBodies() throws {
        let base = viewModel([handler("load"), handler("save")])
        let mine = viewModel([handler("load", "print(\"LOAD\")"), handler("save")])
        let new = viewModel([handler("save"), handler("load")])
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(!result.hasConflicts)
        #expect(result.text == viewModel([handler("save"), handler("load", "print(\"LOAD\")")]))
    }

    @Test func addOneDropAnotherKeepsTheBodyInItsFunction() {
        let base = viewModel([handler("load"), handler("save"), handler("close")])
        let mine = viewModel([handler("load"), handler("save", "try? store.save()"), handler("close")])
        let new = viewModel([handler("load"), handler("share"), handler("save")])
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(!result.hasConflicts)
        #expect(result.text == viewModel([handler("load"), handler("share"), handler("save", "try? store.save()")]))
    }

    @Test func switchCasesAreMatchedByTheirEnumCase() {
        func handle(_ cases: [(String, String)]) -> String {
            var lines = ["struct S {", "    func handle(_ action: Action) {", "        switch action {"]
            for (name, body) in cases { lines += ["        case .\(name):", "            \(body)"] }
            lines += ["        }", "    }", "}"]
            return lines.joined(separator: "\n") + "\n"
        }
        let base = handle([("onTapA", "break"), ("onTapB", "break"), ("onTapC", "break")])
        let mine = handle([("onTapA", "break"), ("onTapB", "open()"), ("onTapC", "break")])
        let new = handle([("onTapD", "break"), ("onTapC", "break"), ("onTapB", "break")])
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(!result.hasConflicts)
        #expect(result.text == handle([("onTapD", "break"), ("onTapC", "break"), ("onTapB", "open()")]))
    }

    @Test func casesOfAReducersSwitchInAComputedBodyAreMatchedByTheirEnumCase() {
        // TCA: `var body { Scope(…); Reduce { state, action in switch action { … } } }`.
        func reducer(_ cases: [(String, [String])], scopes: [String] = []) -> String {
            var lines = ["struct Feature: Reducer {", "    var body: some ReducerOf<Self> {"]
            for scope in scopes {
                lines += ["        Scope(state: \\.\(scope), action: \\.\(scope)) {", "            Child()", "        }"]
            }
            lines += ["        Reduce { state, action in", "            switch action {"]
            for (pattern, body) in cases { lines += ["            case \(pattern):"] + body.map { "                " + $0 } }
            lines += ["            }", "        }", "    }", "}"]
            return lines.joined(separator: "\n") + "\n"
        }
        let none = ["return .none"]
        let base = reducer([(".start", none), ("let .load(page)", none), (".delegate", none)])
        let mine = reducer([
            (".start", ["state.isLoading = true", "return .send(.load(1))"]), ("let .load(page)", ["state.page = page", "return .none"]),
            (".delegate", none),
        ])
        let new = reducer([("let .load(page)", none), (".refresh", none), (".start", none), (".delegate", none)], scopes: ["header"])
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(!result.hasConflicts)
        #expect(
            result.text
                == reducer(
                    [
                        ("let .load(page)", ["state.page = page", "return .none"]), (".refresh", none),
                        (".start", ["state.isLoading = true", "return .send(.load(1))"]), (".delegate", none),
                    ], scopes: ["header"]))
    }

    /// TCA's view actions: every case is `.view(…)`, so a case is known by the cases it matches
    /// inside (`.view(.buy)`), whatever it binds, and not by its outer case alone.
    @Test func casesMatchedInsideAnotherCaseAreKnownByTheWholePath() {
        func reducer(_ cases: [(String, [String])]) -> String {
            var lines = ["struct Feature: Reducer {", "    var body: some ReducerOf<Self> {", "        Reduce { state, action in"]
            lines += ["            switch action {"]
            for (pattern, body) in cases { lines += ["            case \(pattern):"] + body.map { "                " + $0 } }
            lines += ["            }", "        }", "    }", "}"]
            return lines.joined(separator: "\n") + "\n"
        }
        let none = ["return .none"]
        let base = reducer([(".view(.onAppear)", none), (".view(.buy)", none), (".view(.reset)", none), (".delegate", none)])
        let mine = reducer([
            (".view(.onAppear)", none), ("let .view(.buy(count))", ["state.count += count", "return .none"]),
            (".view(.reset)", ["state.count = 0", "return .none"]), (".delegate", none),
        ])
        let new = reducer([
            (".view(.onAppear)", none), (".view(.refresh)", none), (".view(.buy)", none), (".view(.reset)", none),
            (".view(.share)", none), (".destination(.presented(.alert))", none), (".delegate", none),
        ])
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(!result.hasConflicts)
        #expect(
            result.text
                == reducer([
                    (".view(.onAppear)", none), (".view(.refresh)", none),
                    ("let .view(.buy(count))", ["state.count += count", "return .none"]),
                    (".view(.reset)", ["state.count = 0", "return .none"]), (".view(.share)", none),
                    (".destination(.presented(.alert))", none), (".delegate", none),
                ]))
        #expect(
            DeclarationParser.caseKey(of: switchCase("case .path(.element(_, .cart(.delegate(.didBuy(let n))))):"))
                == "case .path(.element(.cart(.delegate(.didBuy))))")
        #expect(DeclarationParser.caseKey(of: switchCase("case let .select(index, animated):")) == "case .select")
        #expect(DeclarationParser.caseKey(of: switchCase("case .binding(\\.text), .view(let .buy(count)):")) == "case .binding,.view(.buy)")
        // Tuple patterns, as a reducer of two states writes them, keep their text: each is its own key.
        #expect(DeclarationParser.caseKey(of: switchCase("case (.top, .bottom):")) == "case (.top, .bottom)")
        #expect(DeclarationParser.caseKey(of: switchCase("case let (.loaded(items), _):")) == "case (.loaded(items), _)")
    }

    private func switchCase(_ label: String) -> SwitchCaseListSyntax.Element {
        let source = Parser.parse(source: "switch a {\n\(label)\n    break\n}\n")
        let expression = source.statements.first!.item.as(ExpressionStmtSyntax.self)!.expression.as(SwitchExprSyntax.self)!
        return expression.cases.first!
    }

    @Test func aBindingPatternMatchesThePlainCase() {
        let base = swift("func f(_ a: A) {", "    switch a {", "    case .x:", "        break", "    }", "}")
        let mine = swift("func f(_ a: A) {", "    switch a {", "    case .x:", "        go()", "    }", "}")
        let new = swift(
            "func f(_ a: A) {", "    switch a {", "    case .y:", "        break", "    case let .x(value):", "        use(value)", "    }",
            "}")
        let result = merge.merge(base: base, mine: mine, new: new)
        // Both sides changed case .x: its lines conflict, inside the case, not in .y.
        #expect(result.hasConflicts)
        #expect(result.text.hasPrefix(swift("func f(_ a: A) {", "    switch a {", "    case .y:", "        break")))
    }

    @Test func aRetypedHandlerKeepsItsBody() {
        let base = swift("actor V {", "    private func select(_ value: Int) async {", "    }", "}")
        let mine = swift("actor V {", "    private func select(_ value: Int) async {", "        pick(value)", "    }", "}")
        let new = swift("actor V {", "    private func select(_ value: Double) async {", "    }", "}")
        #expect(
            merge.merge(base: base, mine: mine, new: new).text
                == swift("actor V {", "    private func select(_ value: Double) async {", "        pick(value)", "    }", "}"))
    }

    @Test func aHandlerThatGainsParametersIsMatchedByItsBaseName() {
        let base = swift("actor V {", "    private func load() async {", "    }", "}")
        let mine = swift("actor V {", "    private func load() async {", "        fetch()", "    }", "}")
        let new = swift("actor V {", "    private func load(_ value: Int) async {", "    }", "}")
        #expect(
            merge.merge(base: base, mine: mine, new: new).text
                == swift("actor V {", "    private func load(_ value: Int) async {", "        fetch()", "    }", "}"))
    }

    // MARK: - Removed declarations

    @Test func aRemovedHandlerTheUserEditedConflicts() {
        let base = viewModel([handler("load"), handler("save")])
        let mine = viewModel([handler("load"), handler("save", "persist()")])
        let new = viewModel([handler("load")])
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(result.hasConflicts)
        #expect(result.text.contains("persist()"))
        #expect(result.text.contains(ConflictMarkers.mine) && result.text.contains(ConflictMarkers.new))
    }

    @Test func aCommentAboveAnUneditedRemovedHandlerStaysWithoutConflict() {
        let base = viewModel([handler("load"), handler("save")])
        let mine = viewModel([handler("load"), ["    // Saves on every change."] + handler("save")])
        let new = viewModel([handler("load")])
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(!result.hasConflicts)
        #expect(result.text.contains("// Saves on every change."))
        #expect(!result.text.contains("func save"))
    }

    // MARK: - User declarations

    @Test func aUserDeclarationStaysAfterItsNeighbour() {
        let helper = ["    private func helper() {", "        work()", "    }"]
        let base = viewModel([handler("a"), handler("b"), handler("c")])
        let mine = viewModel([handler("a"), handler("b"), helper, handler("c")])
        let new = viewModel([handler("c"), handler("b"), handler("a")])
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(result.text == viewModel([handler("c"), handler("b"), helper, handler("a")]))
    }

    @Test func aDeclarationBothSidesAddIsKeptOnceAsTheUsersText() {
        let base = swift("enum Action {", "    case load", "}")
        let mine = swift("enum Action {", "    case load", "    /// Pulls to refresh.", "    case refresh", "}")
        let new = swift("enum Action {", "    case load", "    case refresh", "}")
        #expect(merge.merge(base: base, mine: mine, new: new).text == mine)
    }

    @Test func aDeclarationTheUserWroteInAnotherContainerIsNotAddedAgain() {
        let base = swift("actor V {", "    func handle() {}", "}", "", "extension V {", "    private func load() async {", "    }", "}")
        let mine = swift(
            "actor V {", "    func handle() {}", "", "    private func refresh() async {", "        reload()", "    }", "}", "",
            "extension V {", "    private func load() async {", "    }", "}")
        let new = swift(
            "actor V {", "    func handle() {}", "}", "", "extension V {", "    private func load() async {", "    }", "",
            "    private func refresh() async {", "    }", "}")
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(result.text == mine)
    }

    /// Nested types of one name in different types are different types: a member the spec adds
    /// to one is added even where the other declares a member with that key (a TCA feature's
    /// `Action` has `case edit(draft:)`, its destination's `Action` gains `case edit(…)`), and
    /// a member the user wrote in an extension of the nested type is not added again.
    @Test func aMemberOfANestedTypeIsNotTakenForOneOfAnotherTypeOfTheSameName() {
        let base = swift(
            "struct F {", "    enum Action {", "        case edit", "    }", "", "    enum Destination {", "        case edit", "    }", "}"
        )
        let new = swift(
            "struct F {", "    enum Action {", "        case edit", "    }", "", "    enum Destination {", "        case edit", "",
            "        enum Action {", "            case edit", "        }", "    }", "}")
        #expect(merge.merge(base: base, mine: base, new: new).text == new)
        let extended = base + swift("", "extension F.Destination {", "    var isEditing: Bool { true }", "}")
        let generated = swift(
            "struct F {", "    enum Action {", "        case edit", "    }", "", "    enum Destination {", "        case edit", "",
            "        var isEditing: Bool { true }", "    }", "}")
        #expect(merge.merge(base: base, mine: extended, new: generated).text == extended)
    }

    @Test func aStaleBaseDoesNotDuplicateWhatTheFileHasAlready() {
        // The base is from before `refresh` was added (a `git checkout` of .featuregen/).
        let base = swift("enum Action {", "    case load", "}", "", "final class State {", "    var count: Int", "}")
        let mine = swift(
            "enum Action {", "    case load", "    case refresh", "}", "", "final class State {", "    var count: Int",
            "    var title: String", "}")
        let new = mine
        let edited = mine.replacingOccurrences(of: "    case refresh\n", with: "    case refresh\n    case mine\n")
        #expect(merge.merge(base: base, mine: edited, new: new).text == edited)
    }

    // MARK: - Lines next to spec changes

    @Test func aDocCommentBetweenTwoChangedFieldsDoesNotConflict() {
        let base = swift("final class S {", "    @Published var a: Int", "    @Published var b: Int", "}")
        let mine = swift("final class S {", "    @Published var a: Int", "    /// The second.", "    @Published var b: Int", "}")
        let new = swift("@Observable", "final class S {", "    var a: Int", "    var b: Int", "}")
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(!result.hasConflicts)
        #expect(result.text == swift("@Observable", "final class S {", "    var a: Int", "    /// The second.", "    var b: Int", "}"))
    }

    @Test func bothInsertingTheSameLinesOnceContainedAreNotRepeated() {
        let base = swift("func f() {", "    a()", "}")
        let mine = swift("func f() {", "    a()", "    b()", "    c()", "}")
        let new = swift("func f() {", "    a()", "    b()", "}")
        #expect(merge.merge(base: base, mine: mine, new: new).text == mine)
    }

    @Test func extensionsAreMatchedByWhatTheyHold() {
        let base = swift("extension S {", "    enum A {}", "}", "", "extension S {", "    enum B {}", "}")
        let mine = swift("extension S {", "    enum A {}", "}", "", "// B's own.", "extension S {", "    enum B {}", "}")
        let new = swift("extension S {", "    enum B {}", "}")
        #expect(merge.merge(base: base, mine: mine, new: new).text == swift("// B's own.", "extension S {", "    enum B {}", "}"))
    }

    @Test func eightHundredHandlersWithUserCodeMergeARetypeWithoutConflict() {
        let names = (0..<800).map { "action\($0)" }
        func file(retyped: Bool, user: Bool) -> String {
            var lines = ["actor V {"]
            for (index, name) in names.enumerated() {
                let parameter = index == 400 && retyped ? "_ value: Double" : "_ value: Int"
                lines += ["    private func \(name)(\(parameter)) async {"]
                if user { lines += ["        print(\"\(name)\")"] }
                lines += ["    }", ""]
            }
            lines.removeLast()
            lines.append("}")
            return lines.joined(separator: "\n") + "\n"
        }
        let result = merge.merge(
            base: file(retyped: false, user: false), mine: file(retyped: false, user: true), new: file(retyped: true, user: false))
        #expect(!result.hasConflicts)
        #expect(result.text == file(retyped: true, user: true))
    }

    // MARK: - Lines the spec moves in

    /// tca's body wrapped in `CombineReducers { … }`: the user's lines inside move in with the
    /// generated ones, rather than stay where they were or conflict with every line's whitespace.
    @Test func linesTheSpecIndentsTakeTheUsersLinesAlong() {
        func feature(wrapped: Bool, cases: [String], sync: [String]) -> String {
            let pad = wrapped ? "    " : ""
            var body = ["Scope(\\.child, action: \\.child) {", "    Child()", "}", "Reduce { state, action in", "    switch action {"]
            body += cases + ["    }", "}"]
            var lines =
                ["struct F {", "    struct State {", "        var count = 0"] + sync + [
                    "    }", "", "    var body: some Reducer<State, Action> {",
                ]
            if wrapped { lines.append("        CombineReducers {") }
            lines += body.map { "        " + pad + $0 }
            if wrapped { lines += ["        }", "        .onChange(of: \\.count) { _, state in", "            return .none", "        }"] }
            return (lines + ["    }", "}"]).joined(separator: "\n") + "\n"
        }
        let update = ["", "        mutating func update() {", "            child.count = count", "        }"]
        let generated = ["    case .onAppear:", "        return .none", "    case .child:", "        return .none"]
        let edited = [
            "    case .onAppear:", "        state.count += 1", "        return .none", "    case .child:", "        return .none",
        ]
        let base = feature(wrapped: false, cases: generated, sync: update)
        let mine = feature(wrapped: false, cases: edited, sync: update)
        let new = feature(wrapped: true, cases: generated, sync: [])
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(!result.hasConflicts)
        #expect(result.text == feature(wrapped: true, cases: edited, sync: []))
    }

    // MARK: - Line endings and fall-back

    @Test func crlfFilesMergeByLineAndKeepTheirEndings() {
        let base = viewModel([handler("load"), handler("save")])
        let mine = viewModel([handler("load", "print(\"LOAD\")"), handler("save")]).replacingOccurrences(of: "\n", with: "\r\n")
        let new = viewModel([handler("save"), handler("load")])
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(!result.hasConflicts)
        #expect(
            result.text == viewModel([handler("save"), handler("load", "print(\"LOAD\")")]).replacingOccurrences(of: "\n", with: "\r\n"))
    }

    @Test func aFileThatDoesNotParseFallsBackToLinesNotToOverwriting() {
        let base = swift("struct S {", "    var a: Int", "}")
        let mine = swift("struct S {", "    var a: Int", "    func half(", "}")
        let new = swift("struct S {", "    var a: Int", "    var b: Int", "}")
        let result = merge.merge(base: base, mine: mine, new: new)
        #expect(result.text.contains("func half("))
        #expect(result.text.contains("var b: Int"))
    }

    // MARK: - Renames and adoption

    @Test func aDeclaredRenameCarriesTheBody() {
        let base = viewModel([handler("load"), handler("save")])
        let mine = viewModel([handler("load", "fetch()"), handler("save")])
        let new = viewModel([handler("reload"), handler("save")])
        let renamed = ThreeWayMerge(renames: ["func load()": "func reload()", "func load": "func reload"])
        #expect(renamed.merge(base: base, mine: mine, new: new).text == viewModel([handler("reload", "fetch()"), handler("save")]))
        // Without the hint, the removal of an edited handler conflicts: never a guessed rename.
        #expect(merge.merge(base: base, mine: mine, new: new).hasConflicts)
    }

    @Test func adoptKeepsTheUsersDeclarationsAndAddsTheSpecs() throws {
        let mine = viewModel([handler("load", "fetch()"), ["    private func helper() {", "    }"]])
        let new = viewModel([handler("load"), handler("save")])
        let result = try #require(merge.adopt(mine: mine, new: new))
        // The spec's declarations keep their order; the user's own stays after its neighbour.
        #expect(result.text == viewModel([handler("load", "fetch()"), handler("save"), ["    private func helper() {", "    }"]]))
        #expect(result.report.contains("added: func save() in ViewModel"))
        #expect(result.report.contains("kept yours: func load() in ViewModel"))
        #expect(merge.adopt(mine: "struct {", new: new) == nil)
    }

    // MARK: - The tree itself

    @Test(arguments: ["combine", "observable", "public"])
    func everyGoldenFileCutsIntoATreeThatJoinsBackUnchanged(set: String) throws {
        let folder = Repository.root.appendingPathComponent("Tests/Golden/\(set)")
        let disk = DiskFileSystem(root: folder)
        for path in try disk.files(under: "Features") {
            let text = try #require(try disk.readText(path))
            let lines = ThreeWayMerge.lines(text)
            let tree = try #require(DeclarationParser.parse(lines), "\(path) does not parse")
            #expect(tree.lines == lines, "\(path)")
            #expect(tree.isContainer, "\(path)")
        }
    }
}
