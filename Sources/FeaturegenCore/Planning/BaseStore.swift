/// Where featuregen keeps the base of each file it writes — the text it generated last time —
/// so the next run can tell the user's edits from its own changes. Kept in the project
/// (`.featuregen/base/<path>`) and committed with it: a teammate's clone merges just the same.
package enum BaseStore {
    package static let folder = ".featuregen/base"

    package static func path(for file: String) -> String {
        ProjectPath.join(folder, file)
    }

    /// The project path a base record stands for.
    package static func file(forBase path: String) -> String? {
        guard path.hasPrefix(folder + "/") else { return nil }
        return String(path.dropFirst(folder.count + 1))
    }
}
