/// The project as it would be with some files added, for a dry run (`new --dry-run`): reads
/// see the added files over the real ones; nothing is ever written.
package struct PreviewFileSystem: FileSystem {
    let base: any FileSystem
    /// The files a command would write before its plan, by path.
    let added: [String: [UInt8]]

    package init(_ base: any FileSystem, adding added: [String: [UInt8]]) {
        self.base = base
        self.added = added
    }

    package var isCaseInsensitive: Bool { base.isCaseInsensitive }

    private func addedPath(_ path: String) -> String? {
        if added[path] != nil { return path }
        guard isCaseInsensitive else { return nil }
        return added.keys.first { $0.lowercased() == path.lowercased() }
    }

    package func read(_ path: String) throws -> [UInt8]? {
        if let added = addedPath(path) { return self.added[added] }
        return try base.read(path)
    }

    package func stamp(_ path: String) -> FileStamp? {
        if let added = addedPath(path) { return FileStamp(size: UInt64(self.added[added]!.count), modified: 0, changed: 0, inode: 0) }
        return base.stamp(path)
    }

    package func files(under folder: String) throws -> [String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        let ownAdded = added.keys.filter { $0.hasPrefix(prefix) }
        return (try base.files(under: folder) + ownAdded).uniqued().sorted()
    }

    package func symbolicLinks(under folder: String) throws -> [String] { try base.symbolicLinks(under: folder) }
    package func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(path) }

    package func storedPath(of path: String) throws -> String? {
        try addedPath(path) ?? base.storedPath(of: path)
    }

    package func write(_ path: String, _ contents: [UInt8]) throws { throw Self.refusal(path) }
    package func write(_ path: String, _ contents: [UInt8], ifStill expected: FileStamp?) throws -> Bool { throw Self.refusal(path) }
    package func remove(_ path: String) throws { throw Self.refusal(path) }
    package func createFolder(_ folder: String) throws -> Bool { throw Self.refusal(folder) }
    package func recase(_ path: String) throws { throw Self.refusal(path) }

    private static func refusal(_ path: String) -> FileSystemError {
        FileSystemError(path: path, reason: "a dry run writes nothing")
    }
}
