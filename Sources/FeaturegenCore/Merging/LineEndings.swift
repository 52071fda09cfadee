/// A file's line ending: the merge works on `\n` lines and writes the result back with the
/// ending the user's file has, so a CRLF file stays CRLF.
enum LineEnding: Sendable, Equatable {
    case lf
    case crlf

    /// CRLF when most of the text's line breaks are CRLF.
    init(of text: String) {
        var crlf = 0, lf = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 10 {
                if previous == 13 { crlf += 1 } else { lf += 1 }
            }
            previous = byte
        }
        self = crlf > lf ? .crlf : .lf
    }

    /// The text with every `\r\n` made `\n`.
    static func normalized(_ text: String) -> String {
        guard text.utf8Contains(13) else { return text }
        return text.replacingText("\r\n", with: "\n")
    }

    func applied(to text: String) -> String {
        switch self {
        case .lf: text
        case .crlf: text.replacingText("\n", with: "\r\n")
        }
    }
}
