/// Generated members the spec removes while the user's own code still uses them: the view
/// model's `input` that mvvm no longer stores, a state field, a helper. Removing one the user
/// left unedited would merge cleanly into a file that no longer compiles, so it is kept, with
/// the line that assigns it in an `init` (`self.input = input`), until the user's use is gone.
///
/// The user's code is the lines of `mine` that are not the base's (their own declarations,
/// and their lines in generated bodies); a use is an identifier token there, never a word in
/// a comment or a string. A member is a property or function of the base's declaration tree
/// that a pure deletion of `base` → `new` declares outside any bracket; a deletion that holds
/// a type or a `case`, or whose brackets do not pair up, is left to the merge as before.
struct KeptDeclarations {
    /// A kept member, where it is in the merged text and where the user's code uses it.
    struct Kept: Sendable, Equatable {
        var name: String
        var line: Int
        var column: Int
        var useLine: Int

        func diagnostic(in path: String) -> Diagnostic {
            .warning(
                "kept '\(name)', which the spec no longer generates: your code at line \(useLine) uses it; "
                    + "remove that use and run generate again to let featuregen remove it",
                at: SourceLocation(file: path, line: line, column: column))
        }
    }

    /// The kept names, in the order their declarations were in the base.
    private(set) var names: [String] = []
    /// `new` with the kept members (and their assignments) back where the base had them: what
    /// the merge takes for the spec's text, and the base record written for the file.
    private(set) var new: [Substring]

    private static let memberKeywords: Set<String> = ["var", "let", "func"]
    /// A deletion with one of these is left to the merge: a type, or a `case` (an enum's, which
    /// a `switch` must handle, or a `switch`'s).
    private static let skippedKeywords: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "extension", "typealias", "case",
    ]

    init(base: [Substring], mine: [Substring], new: [Substring]) {
        self.new = new
        let hunks = LineDiff.hunks(from: base, to: new)
        let deletions = hunks.indices.filter { hunks[$0].lines.isEmpty && !hunks[$0].baseRange.isEmpty }
        var members = Dictionary(uniqueKeysWithValues: deletions.map { ($0, Self.members(Self.tokens(of: base[hunks[$0].baseRange]))) })
        guard members.values.contains(where: { !$0.isEmpty }), let tree = DeclarationParser.parse(base) else { return }
        // Only what the base declares as a member: a local `let` in a body is none.
        var declared = Set<String>()
        Self.memberNames(of: tree, into: &declared)
        members = members.mapValues { $0.filter(declared.contains) }
        let matches = LineDiff.matches(base, mine)
        let unedited = Set(matches.map(\.0))
        let used = Self.wordsOnUserLines(mine, matched: Set(matches.map(\.1)))
        guard !used.isEmpty else { return }
        // Deletions the user left as they were, declaring a member their code uses.
        let candidates = deletions.filter { hunks[$0].baseRange.allSatisfy(unedited.contains) }
        var kept: [String] = []
        for index in candidates {
            for name in members[index] ?? [] where used.contains(name) && !kept.contains(name) { kept.append(name) }
        }
        guard !kept.isEmpty else { return }
        names = kept
        let restored = candidates.filter { index in
            !Set(members[index] ?? []).isDisjoint(with: kept)
                || Self.assignedName(Self.tokens(of: base[hunks[index].baseRange])).map(kept.contains) == true
        }
        // Each restored deletion goes back where `new` continues after the lines before it.
        var result: [Substring] = []
        var newIndex = 0, baseIndex = 0
        for (index, hunk) in hunks.enumerated() {
            let unchanged = hunk.baseRange.lowerBound - baseIndex
            result += new[newIndex..<(newIndex + unchanged)]
            newIndex += unchanged
            result += restored.contains(index) ? Array(base[hunk.baseRange]) : hunk.lines
            newIndex += hunk.lines.count
            baseIndex = hunk.baseRange.upperBound
        }
        result += new[newIndex...]
        self.new = result
    }

    /// Where each kept name is declared in `merged` and first used on a line of the user's
    /// (one `new` does not have); a name either cannot be found for is not reported.
    func located(in merged: [Substring]) -> [Kept] {
        guard !names.isEmpty else { return [] }
        let userLines = Set(merged.indices).subtracting(LineDiff.matches(new, merged).map(\.1))
        let tokens = Self.tokens(of: merged[...])
        return names.compactMap { name in
            let declaration = tokens.indices.first { index in
                index > 0 && tokens[index].kind == .word && tokens[index].text == name
                    && Self.memberKeywords.contains(tokens[index - 1].text) && !userLines.contains(tokens[index].line - 1)
            }
            let use = tokens.first { $0.kind == .word && $0.text == name && userLines.contains($0.line - 1) }
            guard let declaration, let use else { return nil }
            return Kept(name: name, line: tokens[declaration].line, column: tokens[declaration].column, useLine: use.line)
        }
    }

    private static func tokens(of lines: ArraySlice<Substring>) -> [SwiftToken] {
        SwiftTokens.tokens(of: lines.joined(separator: "\n"))
    }

    /// The names of the members a deletion declares outside any brace; none when it declares
    /// a type or its braces do not pair up.
    private static func members(_ tokens: [SwiftToken]) -> [String] {
        var names: [String] = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            switch (token.kind, token.text) {
            case (.symbol, "{"), (.symbol, "("), (.symbol, "["): depth += 1
            case (.symbol, "}"), (.symbol, ")"), (.symbol, "]"):
                depth -= 1
                if depth < 0 { return [] }
            case (.word, let word) where depth == 0 && !token.isEscaped:
                if skippedKeywords.contains(word) { return [] }
                if memberKeywords.contains(word), index + 1 < tokens.count, tokens[index + 1].kind == .word {
                    names.append(tokens[index + 1].text)
                }
            default: break
            }
        }
        return depth == 0 ? names : []
    }

    /// The names of the properties and functions declared anywhere in the tree.
    private static func memberNames(of node: DeclarationNode, into names: inout Set<String>) {
        for key in node.keys {
            if key.hasPrefix("var "), !key.contains(",") { names.insert(String(key.dropFirst(4))) }
            if key.hasPrefix("func "), !key.contains("(") { names.insert(String(key.dropFirst(5))) }
        }
        for child in node.children { memberNames(of: child, into: &names) }
    }

    /// The name a one-line deletion assigns (`self.input = input`, `input = nil`).
    private static func assignedName(_ tokens: [SwiftToken]) -> String? {
        guard let first = tokens.first, tokens.allSatisfy({ $0.line == first.line }) else { return nil }
        let words = tokens.map(\.text)
        if words.count > 3, words[0] == "self", words[1] == ".", tokens[2].kind == .word, words[3] == "=" { return words[2] }
        if words.count > 1, first.kind == .word, words[1] == "=" { return words[0] }
        return nil
    }

    /// The identifier tokens on the lines of `mine` that are not matched to the base.
    private static func wordsOnUserLines(_ mine: [Substring], matched: Set<Int>) -> Set<String> {
        var words = Set<String>()
        for token in tokens(of: mine[...]) where token.kind == .word && !matched.contains(token.line - 1) {
            words.insert(token.text)
        }
        return words
    }
}
