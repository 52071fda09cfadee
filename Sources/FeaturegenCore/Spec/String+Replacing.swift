extension String {
    /// Every occurrence of `target` replaced, matched on UTF-8 code units as Foundation's
    /// `replacingOccurrences(of:with:)` matches on UTF-16 ones: `"\n"` is found inside `"\r\n"`.
    /// featuregen links only FoundationEssentials, which has no `replacingOccurrences`.
    public func replacingText(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
                bytes[index..<(index + pattern.count)].elementsEqual(pattern)
            {
                output.append(contentsOf: replacement.utf8)
                index += pattern.count
                changed = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return changed ? String(decoding: output, as: UTF8.self) : self
    }
}
