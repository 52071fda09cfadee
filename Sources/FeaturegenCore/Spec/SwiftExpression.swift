/// A Swift expression a spec writes (a `preview:` value), as generated code places it outside
/// the feature, where the feature's nested types are out of scope.
package enum SwiftExpression {
    /// Replaces each identifier that names a key of `qualified` with its qualified spelling, as
    /// `TypeExpression.qualify` does for types, but leaves alone what is not code that names a
    /// type: string literals (their interpolations are code), members (`.Entry`) and argument
    /// labels (`f(Entry: 1)`). `[Entry(title: "Entry")]` → `[Feed.ViewState.Entry(title: "Entry")]`.
    package static func qualify(_ expression: String, with qualified: [String: String]) -> String {
        guard !qualified.isEmpty else { return expression }
        var scanner = Scanner(characters: Array(expression), qualified: qualified)
        scanner.code(until: nil)
        return scanner.result
    }

    private struct Scanner {
        let characters: [Character]
        let qualified: [String: String]
        var index = 0
        var result = ""

        init(characters: [Character], qualified: [String: String]) {
            self.characters = characters
            self.qualified = qualified
        }

        private func character(at offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        private mutating func copy() {
            result.append(characters[index])
            index += 1
        }

        /// Code up to the closing parenthesis of an interpolation (`closing` is `)`), or the end.
        mutating func code(until closing: Character?) {
            var depth = 0
            while index < characters.count {
                let character = characters[index]
                if character == "(" { depth += 1 }
                if character == ")" {
                    if depth == 0, closing == ")" { return }
                    depth -= 1
                }
                if character == "\"" || (character == "#" && rawStringOpens()) {
                    string()
                } else if character.isLetter || character == "_" {
                    word()
                } else {
                    copy()
                }
            }
        }

        private func rawStringOpens() -> Bool {
            var offset = 0
            while character(at: offset) == "#" { offset += 1 }
            return character(at: offset) == "\""
        }

        /// A string literal: plain, multi-line or raw, with its interpolations.
        private mutating func string() {
            var hashes = 0
            while character(at: 0) == "#" {
                hashes += 1
                copy()
            }
            let quotes = character(at: 1) == "\"" && character(at: 2) == "\"" ? 3 : 1
            for _ in 0..<quotes { copy() }
            let terminator = String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            while index < characters.count {
                if matches(terminator) {
                    for _ in terminator { copy() }
                    return
                }
                if matches(escape) {
                    for _ in escape { copy() }
                    guard index < characters.count else { return }
                    if characters[index] == "(" {
                        copy()
                        code(until: ")")
                        if index < characters.count { copy() }
                    } else {
                        copy()
                    }
                    continue
                }
                copy()
            }
        }

        private func matches(_ text: String) -> Bool {
            for (offset, character) in text.enumerated() where self.character(at: offset) != character { return false }
            return true
        }

        private mutating func word() {
            let start = index
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                index += 1
            }
            let word = String(characters[start..<index])
            let isMember = previousNonSpace(before: start) == "."
            let isLabel = nextNonSpace(after: index) == ":" && ["(", ","].contains(previousNonSpace(before: start))
            result += (isMember || isLabel ? nil : qualified[word]) ?? word
        }

        private func previousNonSpace(before position: Int) -> Character? {
            characters[..<position].last { !$0.isWhitespace }
        }

        private func nextNonSpace(after position: Int) -> Character? {
            characters[position...].first { !$0.isWhitespace }
        }
    }
}
