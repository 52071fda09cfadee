/// Sets one key of `featuregen.yml` in place, keeping every other line — the user's comments,
/// their other keys and their order — as it is.
enum ConfigFileEditor {
    /// The text with `key: value`: the key's line rewritten (its trailing comment kept), or a
    /// commented-out `# key:` line taken back in, or the key appended.
    static func setting(_ key: String, to value: String, in text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let index = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) {
            let rest = lines[index].dropFirst(key.count + 1)
            let comment = rest.firstRange(of: " #").map { String(rest[$0.lowerBound...]) } ?? ""
            lines[index] = "\(key): \(value)\(comment)"
        } else if let index = lines.firstIndex(where: { $0.hasPrefix("# \(key):") }) {
            let rest = lines[index].dropFirst("# \(key):".count)
            let comment = rest.firstRange(of: " #").map { String(rest[$0.lowerBound...]) } ?? ""
            lines[index] = "\(key): \(value)\(comment)"
        } else {
            if lines.last == "" { lines.removeLast() }
            lines.append("\(key): \(value)")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// The text with the key's line commented out (`# key: value`), its value kept for whoever
    /// turns it back on; the text as it is when the key is not set.
    static func commentingOut(_ key: String, in text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) else { return text }
        lines[index] = "# " + lines[index]
        return lines.joined(separator: "\n")
    }
}
