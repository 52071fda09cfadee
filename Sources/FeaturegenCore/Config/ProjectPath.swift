/// Checks on the relative paths featuregen writes to: they stay inside the project.
package enum ProjectPath {
    /// Why `path` cannot be used as a path inside the project, or nil when it can.
    package static func problem(with path: String) -> String? {
        if isPlainlyFine(path) { return nil }
        if path.isEmpty { return "is empty" }
        if path.hasPrefix("/") || path.hasPrefix("~") { return "'\(path)' is absolute; use a path inside the project" }
        if path.utf8Contains(UInt8(ascii: "\\")) { return "'\(path)' contains a backslash; use '/' between folders" }
        if components(of: path).contains("..") { return "'\(path)' leads outside the project ('..')" }
        return lengthProblem(with: path)
    }

    /// An ASCII path, relative, without a backslash, `..` or a name or whole too long: what
    /// nearly every path featuregen writes is, told in one pass over its bytes (a full generate
    /// of a large project asks about 60,000 paths).
    private static func isPlainlyFine(_ path: String) -> Bool {
        let bytes = path.utf8
        guard !bytes.isEmpty, bytes.count <= maximumPathLength else { return false }
        var nameLength = 0
        var dots = 0
        for (offset, byte) in bytes.enumerated() {
            guard byte < 0x80, byte != UInt8(ascii: "\\") else { return false }
            if byte == UInt8(ascii: "/") {
                if offset == 0 || (nameLength == 2 && dots == 2) { return false }
                nameLength = 0
                dots = 0
                continue
            }
            if offset == 0 && byte == UInt8(ascii: "~") { return false }
            nameLength += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
            if nameLength > maximumNameLength { return false }
        }
        return !(nameLength == 2 && dots == 2)
    }

    /// Why `path` is too long to write, or nil.
    package static func lengthProblem(with path: String) -> String? {
        if isPlainlyFine(path) { return nil }
        if let long = components(of: path).first(where: { $0.utf8.count > maximumNameLength }) {
            return "a name in it is \(long.utf8.count) bytes long ('\(abbreviated(long))'); file systems allow \(maximumNameLength)"
        }
        if path.utf8.count > maximumPathLength {
            return "it is \(path.utf8.count) bytes long; macOS allows \(maximumPathLength) for a whole path"
        }
        return nil
    }

    /// A long name cut in the middle for a diagnostic: `BBBBBBBB…BBBViewModel.swift`.
    package static func abbreviated(_ text: some StringProtocol, keeping limit: Int = 48) -> String {
        text.count <= limit ? String(text) : "\(text.prefix(limit - 20))…\(text.suffix(19))"
    }

    /// `NAME_MAX` of APFS, HFS+ and ext4: longer file names fail to write.
    package static let maximumNameLength = 255
    /// macOS's `PATH_MAX` (1024, with the terminating zero) for the path inside the project;
    /// the project's own folder makes the real path longer still.
    package static let maximumPathLength = 1023

    /// `./Specs/` → `Specs`.
    package static func normalized(_ path: String) -> String {
        if isNormalized(path) { return path }
        return components(of: path).filter { $0 != "." }.joined(separator: "/")
    }

    /// An ASCII path with no empty or `.` name, and no slash at either end: itself normalized.
    private static func isNormalized(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        var beforePrevious = UInt8(ascii: "/")
        for byte in path.utf8 {
            guard byte < 0x80 else { return false }
            if byte == UInt8(ascii: "/") {
                // `//`, a leading `/`, or a `.` name just ended.
                if previous == UInt8(ascii: "/") || (previous == UInt8(ascii: ".") && beforePrevious == UInt8(ascii: "/")) {
                    return false
                }
            }
            beforePrevious = previous
            previous = byte
        }
        // Empty, a trailing `/`, or a last name `.`.
        return previous != UInt8(ascii: "/") && !(previous == UInt8(ascii: ".") && beforePrevious == UInt8(ascii: "/"))
    }

    /// The last component of a path: `Specs/Cart.yaml` → `Cart.yaml`.
    package static func fileName(of path: String) -> String {
        components(of: path).last.map(String.init) ?? path
    }

    /// The file's name without its extension: `Specs/Cart.yaml` → `Cart`.
    package static func stem(of path: String) -> String {
        let name = fileName(of: path)
        return name.split(separator: ".").first.map(String.init) ?? name
    }

    /// The folder a path is in: `Features/Cart/Cart.swift` → `Features/Cart`; empty for a file
    /// in the project's own folder.
    package static func folder(of path: String) -> String {
        components(of: path).dropLast().joined(separator: "/")
    }

    /// A relative link written in the file at `path`, resolved as an editor does: from the
    /// file's folder, each `..` taking away the folder before it where there is one.
    /// `Specs/Shop/Cart.yaml` and `../../featuregen.schema.json` → `featuregen.schema.json`; the
    /// link of a file with an absolute path stays absolute.
    package static func resolve(_ link: String, from path: String) -> String {
        var parts = components(of: path).dropLast().filter { $0 != "." }
        for part in components(of: link) where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    package static func join(_ parts: String...) -> String {
        normalized(parts.filter { !$0.isEmpty }.joined(separator: "/"))
    }

    /// The names between the slashes of `path`, empty ones left out, split by bytes as the file
    /// system splits it: Swift's characters would make one of a slash and a combining mark
    /// after it, and hide the folder before it (a symbolic link, say). An ASCII path, as
    /// featuregen's nearly always are, gives slices of itself (splitting by characters cost a
    /// one-module run about a millisecond); any other, new strings.
    static func components(of path: String) -> [Substring] {
        let bytes = path.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return bytes.split(separator: UInt8(ascii: "/")).map { Substring(String(decoding: $0, as: UTF8.self)) }
        }
        var components: [Substring] = []
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "/") {
                if start != index { components.append(path[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start != bytes.endIndex { components.append(path[start..<bytes.endIndex]) }
        return components
    }
}
