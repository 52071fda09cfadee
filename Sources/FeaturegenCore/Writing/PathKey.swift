/// A project path as the file system tells paths apart: the path itself where it is
/// case-sensitive, folded to one case where it is not (`Features/Newslist/NewslistView.swift`
/// and `Features/NewsList/NewsListView.swift` are then one file). Every comparison of project
/// paths for identity — orphans, renames, duplicate outputs — goes through it.
package struct PathKey: Hashable, Sendable {
    private let folded: String

    package init(_ path: String, caseInsensitive: Bool) {
        folded = caseInsensitive ? path.lowercased() : path
    }
}

extension FileSystem {
    /// The key under which this file system stores `path`.
    package func identity(of path: String) -> PathKey {
        PathKey(path, caseInsensitive: isCaseInsensitive)
    }
}
