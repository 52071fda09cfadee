extension Array where Element == UInt8 {
    /// Where `needle` first occurs at or after `start`; nil when it does not.
    func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        withUnsafeBufferPointer { $0.firstOffset(of: needle, from: start) }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Where `needle` first occurs at or after `start`; nil when it does not.
    func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, start >= 0, needle.count <= count - start else { return nil }
        let rest = UnsafeBufferPointer(rebasing: self[start...])
        return needle.withUnsafeBufferPointer { Platform.offset(of: $0, in: rest) }.map { start + $0 }
    }
}

extension String {
    /// Whether the string's UTF-8 holds `byte`, searched in its storage: a search of the
    /// `UTF8View` goes index by index, several times slower on the files a run writes.
    func utf8Contains(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }
}
