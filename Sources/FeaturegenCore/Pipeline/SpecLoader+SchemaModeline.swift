extension SpecLoader {
    /// A spec's `# yaml-language-server: $schema=<path>` line (the starter spec's first) points
    /// the editor at the project's schema by a path relative to the spec. Moved to another
    /// folder, the spec keeps the line and the editor checks nothing, in silence: a warning at the
    /// path, with the path that reaches the schema from where the spec is now.
    func schemaModelineWarning(in bytes: [UInt8], path: String) -> Diagnostic? {
        guard let modeline = Self.schemaModeline(in: bytes), !modeline.target.contains("://"), !modeline.target.hasPrefix("/")
        else { return nil }
        guard fileSystem.stamp(ProjectPath.resolve(modeline.target, from: path)) == nil else { return nil }
        let location = SourceLocation(file: path, line: modeline.line, column: modeline.column)
        let levels = ProjectPath.components(of: ProjectPath.folder(of: path)).filter { $0 != "." }.count
        let reaching = (0...levels).lazy.map { String(repeating: "../", count: $0) + ReservedPaths.specSchemaPath }
            .first { fileSystem.stamp(ProjectPath.resolve($0, from: path)) != nil }
        let note: Diagnostic.Note =
            reaching.map { .init("the project's schema is '\($0)' from here: write '$schema=\($0)'") }
            ?? .init("'featuregen init' writes the project's schema to '\(ReservedPaths.specSchemaPath)'")
        return .warning(
            "the editor's schema '\(modeline.target)' does not exist: the editor checks nothing in this spec", at: location,
            notes: [note])
    }

    /// The `$schema=` target among the comment lines that open the file, with its position.
    static func schemaModeline(in bytes: [UInt8]) -> (target: String, line: Int, column: Int)? {
        let text = String(decoding: bytes, as: UTF8.self)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#") else { return nil }
            guard trimmed.contains("yaml-language-server:"), let key = line.firstRange(of: "$schema=") else { continue }
            let target = line[key.upperBound...].prefix { $0 != " " && $0 != "\r" }
            guard !target.isEmpty else { return nil }
            return (String(target), index + 1, line.utf8.distance(from: line.startIndex, to: key.upperBound) + 1)
        }
        return nil
    }
}
