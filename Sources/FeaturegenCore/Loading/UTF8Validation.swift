/// The byte offset of the first byte that is not part of well-formed UTF-8, or nil.
/// libyaml reports encoding errors with a byte offset only; this finds the same spot so the
/// diagnostic can name a line and column.
func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return index
        }
        guard index + length <= bytes.count else { return index }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            let (low, high) = offset == 1 ? (lower, upper) : (0x80, 0xBF)
            guard byte >= low && byte <= high else { return index }
        }
        index += length
    }
    return nil
}

/// Line and column (from 1, columns in characters) of a byte offset in UTF-8 text that is
/// well formed up to that offset.
func lineAndColumn(ofByteOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
    return (line, column)
}
