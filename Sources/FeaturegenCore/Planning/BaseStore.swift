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

    /// Whether git left conflict markers in a record: two branches that both changed the
    /// generated file, merged (`git merge` merges base records as text).
    package static func hasConflictMarkers(_ record: String) -> Bool {
        !ConflictMarkers.lines(in: record).isEmpty
    }

    /// A record's text as the merge uses it. A record with git's conflict markers is read as
    /// the first side of each block ("ours": what featuregen wrote on the branch merged into),
    /// a real earlier output of featuregen: what the other branch added then reads as the
    /// user's, and is kept. Nil when its markers do not pair up: then no base is known.
    package static func usableText(_ record: String) -> String? {
        hasConflictMarkers(record) ? ConflictMarkers.side(.first, of: record) : record
    }
}
