/// The types a Swift file declares at its top level (`struct ProductCardList<S>: View` at the
/// start of a line), found by reading lines rather than parsing: it runs over every hand-written
/// file of a module, and top-level declarations start at the first column in any formatted file.
enum TopLevelTypes {
    private static let keywords: Set<Substring> = ["struct", "class", "enum", "actor", "protocol", "typealias"]
    private static let modifiers: Set<Substring> = [
        "public", "internal", "fileprivate", "private", "package", "open", "final", "indirect", "nonisolated",
    ]

    /// Each type's name with the 1-based line of its declaration, in file order. Lines are
    /// told apart by their bytes: `check` runs this over every file of every module, and only
    /// a line that starts with a letter or `@` can declare a type.
    static func declarations(in text: String) -> [(name: String, line: Int)] {
        var found: [(String, Int)] = []
        var line = 0
        var inBlockComment = false
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            line += 1
            if inBlockComment {
                if contains(closingComment, in: bytes) { inBlockComment = false }
                continue
            }
            if bytes.starts(with: openingComment) {
                inBlockComment = !contains(closingComment, in: bytes.dropFirst(2))
                continue
            }
            guard let first = bytes.first, first >= 0x80 || isASCIILetter(first) || first == UInt8(ascii: "@") else { continue }
            let row = Substring(bytes)
            guard let first = row.first, first.isLetter || first == "@" else { continue }
            var words = row.split(separator: " ", omittingEmptySubsequences: true)[...]
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) { words = words.dropFirst() }
            guard let keyword = words.first, keywords.contains(keyword), let rest = words.dropFirst().first else { continue }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            // `class func` and `class var` are members, never at the top level.
            let isMember = keyword == "class" && ["func", "var", "let"].contains(rest)
            if !name.isEmpty, !isMember { found.append((String(name), line)) }
        }
        return found
    }

    private static let openingComment = Array("/*".utf8)
    private static let closingComment = Array("*/".utf8)

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func contains(_ needle: [UInt8], in bytes: Substring.UTF8View.SubSequence) -> Bool {
        var rest = bytes[...]
        while let index = rest.firstIndex(of: needle[0]) {
            if rest[index...].starts(with: needle) { return true }
            rest = rest[rest.index(after: index)...]
        }
        return false
    }

    /// The folder of a feature's module: the path up to the folder named after the feature
    /// (`Features/Profile` for `Features/Profile/Components/ProfileHeader.swift`), or the
    /// file's own folder when no folder is.
    static func moduleFolder(of path: String, feature: String) -> String {
        let components = ProjectPath.components(of: path)
        if let index = components.dropLast().lastIndex(where: { $0 == feature }) {
            return components[...index].joined(separator: "/")
        }
        return components.dropLast().joined(separator: "/")
    }
}
