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

    init(
        root: URL, workingFolder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        absolute: Bool = PathDisplay.isXcodeBuildPhase(ProcessInfo.processInfo.environment)
    ) {
        self.root = root.standardizedFileURL
        self.workingFolder = workingFolder.standardizedFileURL
        self.absolute = absolute
    }

    /// Xcode sets `XCODE_VERSION_ACTUAL` (with `SRCROOT`) for the scripts of a build.
    static func isXcodeBuildPhase(_ environment: [String: String]) -> Bool {
        environment["XCODE_VERSION_ACTUAL"].map { !$0.isEmpty } ?? false
    }

    func display(_ projectPath: String) -> String {
        if absolute, !projectPath.hasPrefix("/") { return root.appendingPathComponent(projectPath).standardizedFileURL.path }
        // The common case, without URLs: the project is the working folder, or below it.
        if !projectPath.contains(".."), !projectPath.hasPrefix("/") {
            if root.path == workingFolder.path { return projectPath }
            let base = workingFolder.path.hasSuffix("/") ? workingFolder.path : workingFolder.path + "/"
            if (root.path + "/").hasPrefix(base) { return String((root.path + "/").dropFirst(base.count)) + projectPath }
        }
        let absolute = root.appendingPathComponent(projectPath).standardizedFileURL.path
        let base = workingFolder.path.hasSuffix("/") ? workingFolder.path : workingFolder.path + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
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
