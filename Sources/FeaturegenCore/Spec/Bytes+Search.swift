extension Array where Element == UInt8 {
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
