/// The marker lines of a conflict block, and finding any of them left in a file — in any line
/// ending, and each of the marker lines on its own (a user may resolve a block half-way).
package enum ConflictMarkers {
    package static let mine = "<<<<<<< yours"
    package static let separator = "======="
    package static let new = ">>>>>>> featuregen"

    /// 1-based lines that hold a marker line: `<<<<<<<`, `|||||||` (git's `diff3` style),
    /// `=======` or `>>>>>>>` at the start of a line, as git writes them.
    package static func lines(in text: String) -> [Int] {
        byteLines(of: text).enumerated().compactMap { offset, line in
            kind(of: line) != nil ? offset + 1 : nil
        }
    }

    /// Whether a marker in the text is git's (a `git merge`, `rebase` or `stash pop` that
    /// conflicted) rather than one featuregen wrote: labelled other than `yours`/`featuregen`.
    package static func areGits(in text: String) -> Bool {
        byteLines(of: text).contains { line in
            switch kind(of: line) {
            case .start?: trimmed(line).elementsEqual(mine.utf8) == false
            case .end?: trimmed(line).elementsEqual(new.utf8) == false
            case .base?: true
            case .separator?, nil: false
            }
        }
    }

    /// The two sides of a block: git's "ours" (the branch merged into) and "theirs".
    package enum Side: Sendable { case first, second }

    /// The text as it was on one side of each block, the other side, the common ancestor's
    /// lines (`diff3` style) and the marker lines dropped; line endings kept. Nil when the
    /// markers do not pair up into blocks, or there are none.
    package static func side(_ side: Side, of text: String) -> String? {
        enum Part { case outside, first, base, second }
        var part = Part.outside
        var kept: [Substring.UTF8View.SubSequence] = []
        var sawBlock = false
        for line in byteLines(of: text) {
            switch (kind(of: line), part) {
            case (nil, .outside): kept.append(line)
            case (nil, .first): if side == .first { kept.append(line) }
            case (nil, .second): if side == .second { kept.append(line) }
            case (nil, .base): break
            case (.start?, .outside): part = .first
            case (.base?, .first): part = .base
            case (.separator?, .first), (.separator?, .base): part = .second
            case (.end?, .second):
                part = .outside
                sawBlock = true
            default: return nil
            }
        }
        guard sawBlock, part == .outside else { return nil }
        // `lines` joined with "\n" is the text: the kept ones joined are the side, ending as
        // the text ends.
        return kept.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }

    private enum Kind { case start, base, separator, end }

    // Bytes, not Characters: Swift reads "\r\n" as one Character.
    private static func byteLines(of text: String) -> [Substring.UTF8View.SubSequence] {
        Substring(text).utf8.split(separator: 10, omittingEmptySubsequences: false)
    }

    private static func trimmed(_ line: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
        var line = line
        while line.last == 13 { line = line.dropLast() }
        return line
    }

    private static func kind(of line: Substring.UTF8View.SubSequence) -> Kind? {
        let line = trimmed(line)
        guard line.count >= 7, let first = line.first else { return nil }
        let kind: Kind
        switch first {
        case UInt8(ascii: "<"): kind = .start
        case UInt8(ascii: "|"): kind = .base
        case UInt8(ascii: "="): kind = .separator
        case UInt8(ascii: ">"): kind = .end
        default: return nil
        }
        guard line.prefix(7).allSatisfy({ $0 == first }) else { return nil }
        let rest = line.dropFirst(7)
        if kind == .separator { return rest.isEmpty ? kind : nil }
        return rest.isEmpty || rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "\t") ? kind : nil
    }
}
