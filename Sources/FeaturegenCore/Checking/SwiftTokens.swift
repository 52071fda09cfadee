/// The tokens of Swift text, as far as declarations need them: names and keywords, brackets,
/// punctuation and operators, with string literals, comments and numbers read over (a string
/// literal's text, interpolations included, is never a declaration). Reads bytes, so it keeps
/// up with the writer on a project of hundreds of features, where SwiftParser's full tree
/// took several times as long as everything else the run did.
struct SwiftToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A name or keyword, backticks dropped (`` `default` `` is `default`, `isEscaped`).
        case word
        /// One of `{ } ( ) [ ] < > , : = @ # .`, or a run of other operator characters.
        case symbol
        /// A string or number literal.
        case literal
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int
    /// The first token on its line.
    var startsLine: Bool
    var isEscaped = false
}

enum SwiftTokens {
    static func tokens(of text: String) -> [SwiftToken] {
        var reader = Reader(bytes: Array(text.utf8))
        reader.run()
        return reader.tokens
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        var tokens: [SwiftToken] = []
        var lastLine = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        private func byte(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        private mutating func add(_ kind: SwiftToken.Kind, from start: Int, startLine: Int, startColumn: Int, escaped: Bool = false) {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            let token = SwiftToken(
                kind: kind, text: escaped ? String(text.dropFirst().dropLast()) : text, line: startLine, column: startColumn,
                startsLine: startLine != lastLine, isEscaped: escaped)
            lastLine = startLine
            tokens.append(token)
        }

        private mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
                || byte >= 0x80
        }

        mutating func run() {
            while let current = byte() {
                let startLine = line
                let startColumn = index - lineStart + 1
                let start = index
                switch current {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    advance()
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                    while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""):
                    skipString(hashes: 0)
                    add(.literal, from: start, startLine: startLine, startColumn: startColumn)
                case UInt8(ascii: "#") where rawStringHashes() != nil:
                    let hashes = rawStringHashes()!
                    index += hashes
                    skipString(hashes: hashes)
                    add(.literal, from: start, startLine: startLine, startColumn: startColumn)
                case UInt8(ascii: "`"):
                    index += 1
                    while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
                    if byte() == UInt8(ascii: "`") { index += 1 }
                    add(.word, from: start, startLine: startLine, startColumn: startColumn, escaped: true)
                case _ where current >= 0x30 && current <= 0x39:
                    while let next = byte(),
                        Self.isNameByte(next) || next == UInt8(ascii: ".") && byte(1).map({ $0 >= 0x30 && $0 <= 0x39 }) == true
                    {
                        index += 1
                    }
                    add(.literal, from: start, startLine: startLine, startColumn: startColumn)
                case _ where Self.isNameByte(current):
                    while let next = byte(), Self.isNameByte(next) { index += 1 }
                    add(.word, from: start, startLine: startLine, startColumn: startColumn)
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
                    UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "#"),
                    UInt8(ascii: ";"), UInt8(ascii: "\\"):
                    index += 1
                    add(.symbol, from: start, startLine: startLine, startColumn: startColumn)
                case UInt8(ascii: "."):
                    // `...` and `..<` are operators; a lone dot is member access.
                    if byte(1) == UInt8(ascii: ".") {
                        while let next = byte(), Self.isOperatorByte(next) { index += 1 }
                    } else {
                        index += 1
                    }
                    add(.symbol, from: start, startLine: startLine, startColumn: startColumn)
                case UInt8(ascii: "<"), UInt8(ascii: ">"):
                    // One at a time: `>>` closes two generic lists.
                    index += 1
                    if current == UInt8(ascii: "<"), byte() == UInt8(ascii: "=") { index += 1 }
                    add(.symbol, from: start, startLine: startLine, startColumn: startColumn)
                default:
                    if Self.isOperatorByte(current) {
                        while let next = byte(), Self.isOperatorByte(next), next != UInt8(ascii: "<"), next != UInt8(ascii: ">") {
                            index += 1
                        }
                        // `->` is one token.
                        if bytes[index - 1] == UInt8(ascii: "-"), byte() == UInt8(ascii: ">") { index += 1 }
                    } else {
                        index += 1
                    }
                    add(.symbol, from: start, startLine: startLine, startColumn: startColumn)
                }
            }
        }

        private static func isOperatorByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
                UInt8(ascii: "?"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                true
            default: false
            }
        }

        /// The number of `#` before a raw string's quote, or nil when this is no raw string.
        private func rawStringHashes() -> Int? {
            var count = 0
            while byte(count) == UInt8(ascii: "#") { count += 1 }
            return byte(count) == UInt8(ascii: "\"") ? count : nil
        }

        private mutating func skipBlockComment() {
            var depth = 0
            while let current = byte() {
                if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    advance()
                }
            }
        }

        /// From the opening quote(s) to past the closing quote(s) and `hashes` hashes; an
        /// interpolation `\(…)` (`\#(…)` in a raw string) may hold strings of its own.
        private mutating func skipString(hashes: Int) {
            let isMultiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
            index += isMultiline ? 3 : 1
            while let current = byte() {
                if current == UInt8(ascii: "\\") {
                    var count = 0
                    while byte(1 + count) == UInt8(ascii: "#") { count += 1 }
                    if count == hashes {
                        index += 1 + count
                        if byte() == UInt8(ascii: "(") {
                            skipInterpolation()
                        } else if byte() != nil {
                            advance()
                        }
                        continue
                    }
                }
                if current == UInt8(ascii: "\"") {
                    let closes = !isMultiline || (byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\""))
                    if closes {
                        var count = 0
                        let quotes = isMultiline ? 3 : 1
                        while byte(quotes + count) == UInt8(ascii: "#") { count += 1 }
                        if count >= hashes {
                            index += quotes + hashes
                            return
                        }
                    }
                }
                if current == UInt8(ascii: "\n"), !isMultiline { return }
                advance()
            }
        }

        private mutating func skipInterpolation() {
            var depth = 0
            while let current = byte() {
                switch current {
                case UInt8(ascii: "("):
                    depth += 1
                    index += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    index += 1
                    if depth == 0 { return }
                case UInt8(ascii: "\""):
                    skipString(hashes: 0)
                case UInt8(ascii: "#") where rawStringHashes() != nil:
                    let hashes = rawStringHashes()!
                    index += hashes
                    skipString(hashes: hashes)
                default:
                    advance()
                }
            }
        }
    }
}
