/// The project's `.gitattributes` lines for the base records: a copy of every generated file
/// that only the merge reads, so code review hides them (`linguist-generated`) and `git diff`
/// shows no lines of them (`-diff`). They keep git's text merge: where two merged branches
/// changed one record, featuregen reads the record's first side (`BaseStore.usableText`), and
/// rewrites the record on the next `generate`. `init` adds the lines to the file, or writes it;
/// a file that already names the records (the user's own choice) is left alone.
package enum GitAttributesFile {
    package static let path = ".gitattributes"

    package static let lines = """
        # featuregen's base records: the text it last generated, which its merge reads. Hidden in
        # code review and diffs; see Documentation/Regeneration.md, "Branches and merges".
        \(BaseStore.folder)/** linguist-generated=true -diff

        """

    package enum Outcome { case created, updated }

    /// Writes or extends the file when it does not name the base records yet.
    /// - Returns: what it did, nil when the file already names them.
    package static func ensure(in fileSystem: any FileSystem) throws -> Outcome? {
        guard let current = try fileSystem.readText(path) else {
            try fileSystem.writeText(path, lines)
            return .created
        }
        if namesBaseRecords(current) { return nil }
        let ended = current.isEmpty || current.hasSuffix("\n") ? current : current + "\n"
        try fileSystem.writeText(path, ended + (ended.isEmpty ? "" : "\n") + lines)
        return .updated
    }

    /// A line whose pattern is the base records' folder or below it (`.featuregen/base/**`,
    /// `/.featuregen/base/*.swift`).
    static func namesBaseRecords(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { line in
            let pattern = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
            let trimmed = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern
            return trimmed == BaseStore.folder || trimmed.hasPrefix(BaseStore.folder + "/")
        }
    }
}
