extension String {
    /// Every occurrence of `target` replaced, matched on UTF-8 code units as Foundation's
    /// `replacingOccurrences(of:with:)` matches on UTF-16 ones: `"\n"` is found inside `"\r\n"`.
    /// featuregen links only FoundationEssentials, which has no `replacingOccurrences`.
    package func replacingText(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let pattern = Array(target.utf8)
        guard var found = bytes.firstOffset(of: pattern) else { return self }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while true {
            output.append(contentsOf: bytes[index..<found])
            output.append(contentsOf: replacement.utf8)
            index = found + pattern.count
            guard let next = bytes.firstOffset(of: pattern, from: index) else { break }
            found = next
        }
        output.append(contentsOf: bytes[index...])
        return String(decoding: output, as: UTF8.self)
    }
}
