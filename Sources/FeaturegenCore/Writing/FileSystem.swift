/// The disk as the planner and writer see it, with paths relative to the project root.
/// `DiskFileSystem` is the real one; `MemoryFileSystem` lets the whole pipeline run in tests.
public protocol FileSystem: Sendable {
    /// The file's bytes, or nil when there is no file.
    func read(_ path: String) throws -> [UInt8]?
    /// Replaces the file atomically (temporary file + rename), creating folders as needed.
    func write(_ path: String, _ contents: [UInt8]) throws
    /// Replaces the file as `write` does, but only while it is still the version `expected`
    /// stamps (nil: while there is no file): another program — an editor's autosave — may have
    /// saved it since the run read it. False, with nothing written, when it changed.
    func write(_ path: String, _ contents: [UInt8], ifStill expected: FileStamp?) throws -> Bool
    /// Removes the file, and folders it leaves empty.
    func remove(_ path: String) throws
    /// Creates the folder, and those above it, when it is not there (`mkdir -p`).
    /// - Returns: true when it was created.
    func createFolder(_ folder: String) throws -> Bool
    /// Every regular file below `folder`, recursively, as project-relative paths, sorted.
    func files(under folder: String) throws -> [String]
    func symbolicLinks(under folder: String) throws -> [String]
    /// True when the path itself (not what it points to) is a symbolic link.
    func isSymbolicLink(_ path: String) -> Bool
    /// Removes what interrupted writes left behind; nothing to do where writes leave nothing.
    func removeTemporaryFiles()
    /// What identifies this version of the file, without reading it; nil when there is none.
    func stamp(_ path: String) -> FileStamp?
    /// The time the file system would stamp a file written now, in the units of `FileStamp`
    /// (its own clock: a network volume's may differ from this machine's); nil when unknown.
    func clock() -> Int64?
    /// A run's planning starts: until the file system changes something, it may take what it
    /// found missing as still missing (another program's file appearing meanwhile is caught
    /// when the writer compares stamps).
    func startPlanning()
    /// True where `Name.swift` and `NAME.swift` are one file (macOS's APFS by default): the
    /// system keeps the case a name was created with and finds it under any case.
    var isCaseInsensitive: Bool { get }
    /// The path as the file system spells it — each folder and the file in the case it was
    /// created with — or nil when no file answers to it.
    func storedPath(of path: String) throws -> String?
    /// Gives the file at `path`, and the folders above it, the case `path` spells them in,
    /// renaming those stored in another case (a folder with all it holds). Nothing changes
    /// where the system is case-sensitive: there, another case is another file.
    func recase(_ path: String) throws
}

/// Size, modification and status-change times and file number: any write to a file, and any
/// replacement of it, changes its stamp (the status-change time cannot be set back by tools).
public struct FileStamp: Hashable, Sendable {
    public var size: UInt64
    public var modified: Int64
    public var changed: Int64
    public var inode: UInt64

    public init(size: UInt64, modified: Int64, changed: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }
}

extension FileSystem {
    public func removeTemporaryFiles() {}

    public func clock() -> Int64? { nil }

    public func startPlanning() {}

    /// The symbolic links under a folder, which `files(under:)` leaves out.
    public func symbolicLinks(under folder: String) throws -> [String] { [] }

    /// Removes the file only while it is still the version `expected` stamps; false, with
    /// nothing removed, when it changed.
    public func remove(_ path: String, ifStill expected: FileStamp?) throws -> Bool {
        guard stamp(path) == expected else { return false }
        if expected != nil { try remove(path) }
        return true
    }
}

extension FileSystem {
    /// The first folder on the way to `path` (itself included) that is a symbolic link, if any.
    /// `known` keeps each folder's answer, so a run asks each folder once however many paths
    /// pass through it.
    public func symbolicLink(in path: String, known: inout [String: String?]) -> String? {
        if path.isEmpty { return nil }
        if let answer = known[path] { return answer }
        let answer = symbolicLink(in: ProjectPath.folder(of: path), known: &known) ?? (isSymbolicLink(path) ? path : nil)
        known[path] = .some(answer)
        return answer
    }

    /// The file's text, its bytes kept exactly (`LosslessText`): bytes that are not UTF-8 are
    /// carried through a merge and written back as they were.
    public func readText(_ path: String) throws -> String? {
        guard let bytes = try read(path) else { return nil }
        guard let text = LosslessText.decode(bytes) else {
            throw FileSystemError(
                path: path,
                reason:
                    "holds characters of U+10FF80…U+10FFFF, which featuregen uses to carry bytes that are not UTF-8, so it cannot keep the file's bytes exactly; featuregen leaves the project as it is"
            )
        }
        return text
    }

    public func writeText(_ path: String, _ text: String) throws {
        try write(path, LosslessText.encode(text))
    }

    public func writeText(_ path: String, _ text: String, ifStill expected: FileStamp?) throws -> Bool {
        try write(path, LosslessText.encode(text), ifStill: expected)
    }
}

/// A failure of the disk itself (permissions, a full disk), with the path it happened at.
public struct FileSystemError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): error: \(reason)" }
}
