import FeaturegenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Maps between the project-relative paths of the core and what the user typed and sees:
/// paths relative to the working folder, so editors and terminals can open `path:line:col`
/// directly; absolute paths in an Xcode build phase, whose issue navigator does not resolve a
/// relative path against the folder the script ran in.
struct PathDisplay {
    let root: URL
    let workingFolder: URL
    let absolute: Bool
    /// What goes before a project path to show it from the working folder, when the project is
    /// the working folder (`""`) or below it (`App/`); nil otherwise. Worked out once: a large
    /// project's run shows thousands of paths.
    private let relativePrefix: String?

    init(
        root: URL, workingFolder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        absolute: Bool = PathDisplay.isXcodeBuildPhase(ProcessInfo.processInfo.environment)
    ) {
        self.root = root.standardizedFileURL
        self.workingFolder = workingFolder.standardizedFileURL
        self.absolute = absolute
        let rootPath = self.root.path
        let workingPath = self.workingFolder.path
        let base = workingPath.hasSuffix("/") ? workingPath : workingPath + "/"
        if rootPath == workingPath {
            relativePrefix = ""
        } else if (rootPath + "/").hasPrefix(base) {
            relativePrefix = String((rootPath + "/").dropFirst(base.count))
        } else {
            relativePrefix = nil
        }
    }

    /// Xcode sets `XCODE_VERSION_ACTUAL` (with `SRCROOT`) for the scripts of a build.
    static func isXcodeBuildPhase(_ environment: [String: String]) -> Bool {
        environment["XCODE_VERSION_ACTUAL"].map { !$0.isEmpty } ?? false
    }

    func display(_ projectPath: String) -> String {
        if absolute, !projectPath.hasPrefix("/") { return root.appendingPathComponent(projectPath).standardizedFileURL.path }
        // The common case, without URLs: the project is the working folder, or below it.
        if let relativePrefix, !projectPath.hasPrefix("/"), !Self.hasTwoDots(projectPath) { return relativePrefix + projectPath }
        let absolute = root.appendingPathComponent(projectPath).standardizedFileURL.path
        let base = workingFolder.path.hasSuffix("/") ? workingFolder.path : workingFolder.path + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }

    /// Whether `path` holds `..` (a step up, or a name with two dots, shown through URLs).
    private static func hasTwoDots(_ path: String) -> Bool {
        var previous: UInt8 = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "."), previous == byte { return true }
            previous = byte
        }
        return false
    }

    /// The project-relative path of a path the user typed; nil when it lies outside the project.
    func projectPath(of argument: String) -> String? {
        let absolute = URL(fileURLWithPath: argument, relativeTo: workingFolder).standardizedFileURL.path
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : nil
    }

    func rewrite(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.location = diagnostic.location.map(rewrite)
        diagnostic.notes = diagnostic.notes.map { note in
            var note = note
            note.location = note.location.map(rewrite)
            return note
        }
        return diagnostic
    }

    private func rewrite(_ location: SourceLocation) -> SourceLocation {
        guard !location.file.hasPrefix("<") else { return location }
        var location = location
        location.file = display(location.file)
        return location
    }
}
