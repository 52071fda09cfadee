/// A file's bytes as text and back, byte for byte, also when some bytes are not UTF-8 (a
/// comment saved in Latin-1, `// caf\xE9`): each such byte becomes one scalar of
/// U+10FF80…U+10FFFF, a private-use range no source file uses, and turns back into the same
/// byte when the text is written. So a merge carries the user's bytes through unchanged
/// instead of replacing them with U+FFFD.
enum LosslessText {
    /// Where a byte that is not UTF-8 goes: U+10FF00 + the byte (always ≥ 0x80).
    private static let carrierBase: UInt32 = 0x10_FF00

    private static func isCarrier(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= carrierBase + 0x80 && scalar.value <= carrierBase + 0xFF
    }

    /// The text of `bytes`; nil when the bytes already hold a scalar of the carrier range as
    /// UTF-8, which could not be told apart from a carried byte.
    static func decode(_ bytes: [UInt8]) -> String? {
        if firstInvalidUTF8Offset(in: bytes) == nil {
            let text = String(decoding: bytes, as: UTF8.self)
            // A carrier's UTF-8 starts with 0xF4, which ordinary source text never holds.
            guard bytes.contains(0xF4) else { return text }
            return text.unicodeScalars.contains(where: isCarrier) ? nil : text
        }
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if isCarrier(scalar) { return nil }
                scalars.append(scalar)
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<(offset + length)] {
                    scalars.append(Unicode.Scalar(carrierBase + UInt32(byte))!)
                }
                offset += length
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// The bytes of `text`, with every carried byte turned back into itself.
    static func encode(_ text: String) -> [UInt8] {
        // A carrier's UTF-8 starts with 0xF4, which ordinary source text never holds.
        guard text.utf8Contains(0xF4) else { return Array(text.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isCarrier(scalar) {
                bytes.append(UInt8(scalar.value - carrierBase))
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        return bytes
    }
}
