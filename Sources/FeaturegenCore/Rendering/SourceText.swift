/// Layout rules every generated file follows, whatever template produced it: no trailing
/// spaces, no runs of blank lines, no blank line just inside braces, each import once (a
/// spec's `imports:` may repeat a template's), one final newline.
enum SourceText {
    static func normalized(_ text: String) -> String {
        var lines: [Substring] = []
        var imports: Set<Substring> = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            if line.hasPrefix("import ") && !imports.insert(line).inserted { continue }
            let previousIsBlank = lines.last?.isEmpty ?? true
            if line.isEmpty && (previousIsBlank || lines.last?.hasSuffix("{") == true) { continue }
            if line.trimmingPrefix(while: { $0 == " " }).hasPrefix("}") && previousIsBlank && !lines.isEmpty {
                lines.removeLast()
            }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Substring {
    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        self[(firstIndex { !predicate($0) } ?? endIndex)...]
    }
}
