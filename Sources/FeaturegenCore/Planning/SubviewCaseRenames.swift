/// A subview's `case:` changed (`case: onTop` where featuregen wrote `onHeaderAction`): the
/// parent's case and the handler derived from it are renamed, not removed and added. The old
/// case is the one featuregen last wrote for the subview, found in the feature's base records
/// as the case that carries the subview's own `Action` type (`case onHeaderAction(Header.Action)`)
/// — a type only that subview has, so this is knowledge, not a guess from similar code.
enum SubviewCaseRenames {
    /// `spec` with `previousCaseName` set on each subview whose case featuregen wrote under
    /// another name, looking in the base records of the feature's `rendered` files.
    static func noting(in spec: FeatureSpec, rendered: [GeneratedFile], fileSystem: any FileSystem) -> FeatureSpec {
        guard !spec.subviews.isEmpty else { return spec }
        // UTF-8 bytes throughout, the rendered text searched where it is stored: this runs for
        // every spec with subviews on every full run.
        func carries(_ file: Int, _ needle: [UInt8]) -> Bool {
            let contents = rendered[file].contents
            return contents.utf8.withContiguousStorageIfAvailable { $0.firstOffset(of: needle) != nil }
                ?? Array(contents.utf8).firstOffset(of: needle).map { _ in true } ?? false
        }
        var spec = spec
        var bases: [Int: [UInt8]?] = [:]
        for index in spec.subviews.indices {
            let subview = spec.subviews[index]
            let current = Array("(\(subview.name).Action)".utf8)
            let payload = Array("(\(subview.previousName ?? subview.name).Action)".utf8)
            // Only the files whose new text carries the subview's actions: the parent's case is
            // written in the same file each time.
            var written: String?
            for file in rendered.indices where carries(file, current) {
                if bases[file] == nil { bases[file] = try? fileSystem.read(BaseStore.path(for: rendered[file].path)) }
                if let base = bases[file]!, let name = caseName(carrying: payload, in: base) {
                    written = name
                    break
                }
            }
            guard let written, written != subview.caseName else { continue }
            spec.subviews[index].previousCaseName = written
        }
        return spec
    }

    /// `onHeaderAction` in a line `case onHeaderAction(Header.Action)`.
    private static func caseName(carrying payload: [UInt8], in text: [UInt8]) -> String? {
        var from = 0
        while let found = text.firstOffset(of: payload, from: from) {
            from = found + payload.count
            // The payload ends its line, and `case <name>` starts it.
            guard from == text.count || text[from] == UInt8(ascii: "\n") || text[from] == UInt8(ascii: "\r") else { continue }
            var start = found
            while start > 0, isIdentifierByte(text[start - 1]) { start -= 1 }
            guard start < found, start >= 5, text[(start - 5)..<start].elementsEqual("case ".utf8) else { continue }
            var lineStart = start - 5
            while lineStart > 0, text[lineStart - 1] == UInt8(ascii: " ") || text[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
            guard lineStart == 0 || text[lineStart - 1] == UInt8(ascii: "\n") else { continue }
            return String(decoding: text[start..<found], as: UTF8.self)
        }
        return nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122) || byte >= 0x80
    }
}
