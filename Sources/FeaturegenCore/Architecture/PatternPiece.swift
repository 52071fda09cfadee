/// A piece of a manifest's pattern (a file's path, a type of `declares:`): text, a value
/// (`{{feature}}`), a section's start (`{{#options.flag}}`, `{{^…}}`) or end (`{{/…}}`), or a
/// `{{` that no `}}` closes.
enum PatternPiece: Equatable {
    case text(String)
    case value(String)
    case open(String, inverted: Bool)
    case close(String)
    /// From a `{{` that no `}}` closes to the end.
    case unclosed(String)

    static func pieces(of pattern: String) -> [PatternPiece] {
        let bytes = Array(pattern.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        var pieces: [PatternPiece] = []
        var start = 0
        while let open = bytes.firstOffset(of: Array("{{".utf8), from: start) {
            pieces.append(.text(text(start..<open)))
            guard let close = bytes.firstOffset(of: Array("}}".utf8), from: open + 2) else {
                pieces.append(.unclosed(text(open..<bytes.count)))
                return pieces
            }
            let tag = text(open + 2..<close).trimmingBlanks
            switch tag.first {
            case "#": pieces.append(.open(String(tag.dropFirst()), inverted: false))
            case "^": pieces.append(.open(String(tag.dropFirst()), inverted: true))
            case "/": pieces.append(.close(String(tag.dropFirst())))
            default: pieces.append(.value(tag))
            }
            start = close + 2
        }
        pieces.append(.text(text(start..<bytes.count)))
        return pieces
    }
}
