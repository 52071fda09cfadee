extension Array where Element == UInt8 {
    /// Where `needle` first occurs at or after `start`; nil when it does not.
    func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        withUnsafeBufferPointer { $0.firstOffset(of: needle, from: start) }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Where `needle` first occurs at or after `start`; nil when it does not.
    func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first, needle.count <= count else { return nil }
        var index = start
        while index <= count - needle.count {
            if self[index] == first && self[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

extension String {
    /// Whether the string's UTF-8 holds `byte`, searched in its storage: a search of the
    /// `UTF8View` goes index by index, several times slower on the files a run writes.
    func utf8Contains(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }
}
