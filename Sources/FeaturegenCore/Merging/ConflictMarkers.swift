/// The marker lines of a conflict block, and finding any of them left in a file — in any line
/// ending, and each of the three on its own (a user may resolve a block half-way).
package enum ConflictMarkers {
    package static let mine = "<<<<<<< yours"
    package static let separator = "======="
    package static let new = ">>>>>>> featuregen"

    /// 1-based lines that hold a marker line: `<<<<<<<`, `=======` or `>>>>>>>` at the start of
    /// a line, as git writes them.
    package static func lines(in text: String) -> [Int] {
        // Bytes, not Characters: Swift reads "\r\n" as one Character.
        text.utf8.split(separator: 10, omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
            isMarker(Array(line)) ? offset + 1 : nil
        }
    }

    private static func isMarker(_ line: [UInt8]) -> Bool {
        var line = line[...]
        while line.last == 13 { line = line.dropLast() }
        guard line.count >= 7 else { return false }
        let first = line.first!
        guard first == UInt8(ascii: "<") || first == UInt8(ascii: ">") || first == UInt8(ascii: "=") else { return false }
        guard line.prefix(7).allSatisfy({ $0 == first }) else { return false }
        let rest = line.dropFirst(7)
        if first == UInt8(ascii: "=") { return rest.isEmpty }
        return rest.isEmpty || rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "\t")
    }
}
