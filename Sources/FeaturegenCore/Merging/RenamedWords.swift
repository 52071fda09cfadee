/// The words the spec's renames change (`move` → `shift`, `Newslist` → `NewsList`), found the
/// way `RenameMap` finds keys: from the spec rendered with its old names beside the spec as it
/// is, where every difference is a rename. The line merge uses them to tell a line the spec
/// only renamed, which the user rewrote (`case .move:` → `case let .move(from, to):`, a
/// subview's placeholder body replaced): the user's line is kept, its references renamed by
/// the syntax tree (`ReferenceRenamer`), instead of a conflict. `GeneratedNameRenames` keeps
/// the pairs that rename a generated declaration.
struct RenamedWords: Sendable, Equatable {
    private(set) var map: [Substring: Substring] = [:]

    var isEmpty: Bool { map.isEmpty }

    init() {}

    init(before: String, after: String) {
        let old = ThreeWayMerge.lines(before), new = ThreeWayMerge.lines(after)
        var ambiguous = Set<Substring>()
        for hunk in LineDiff.hunks(from: old, to: new) where hunk.baseRange.count == hunk.lines.count {
            for (oldLine, newLine) in zip(old[hunk.baseRange], hunk.lines) {
                let oldTokens = Self.tokens(oldLine), newTokens = Self.tokens(newLine)
                guard oldTokens.count == newTokens.count else { continue }
                for (oldToken, newToken) in zip(oldTokens, newTokens) where oldToken != newToken {
                    guard Self.isWord(oldToken), Self.isWord(newToken) else { break }
                    if let known = map[oldToken], known != newToken { ambiguous.insert(oldToken) }
                    map[oldToken] = newToken
                }
            }
        }
        for word in ambiguous { map[word] = nil }
    }

    /// The lines with every renamed word replaced: what the spec's renames alone make of
    /// generated lines (never applied to the user's: `ReferenceRenamer` renames those).
    func applied(to lines: [Substring]) -> [Substring] {
        lines.map { line in
            let tokens = Self.tokens(line)
            guard tokens.contains(where: { map[$0] != nil }) else { return line }
            return Substring(tokens.map { map[$0] ?? $0 }.joined())
        }
    }

    /// A line as alternating runs of identifier characters and of everything else.
    private static func tokens(_ line: Substring) -> [Substring] {
        var tokens: [Substring] = []
        var start = line.startIndex
        var inWord: Bool?
        for index in line.indices {
            let word = isIdentifierCharacter(line[index])
            if let current = inWord, current != word {
                tokens.append(line[start..<index])
                start = index
            }
            inWord = word
        }
        if start < line.endIndex { tokens.append(line[start...]) }
        return tokens
    }

    private static func isWord(_ token: Substring) -> Bool {
        token.first.map(isIdentifierCharacter) ?? false
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
