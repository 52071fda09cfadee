#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A project held in memory, for tests and for planning without touching the disk.
public final class MemoryFileSystem: FileSystem, @unchecked Sendable {
    private let lock = Lock()
    private var contents: [String: [UInt8]]
    /// How many times each path was written: tests check that unchanged files are not.
    public private(set) var writeCounts: [String: Int] = [:]
    /// A number per write, standing in for the disk's modification time.
    private var generations: [String: Int64] = [:]
    private var generation: Int64 = 0
    public var symbolicLinks: Set<String> = []
    /// A disk that fills up: once this many more bytes are written, writes fail as a full disk
    /// does, leaving the file as it was. Nil: no limit.
    public var bytesLeft: Int?

    public init(files: [String: String] = [:]) {
        contents = files.mapValues { Array($0.utf8) }
    }

    public var paths: [String] { lock.withLock { contents.keys.sorted() } }

    public func read(_ path: String) throws -> [UInt8]? {
        lock.withLock { contents[path] }
    }

    public func write(_ path: String, _ bytes: [UInt8]) throws {
        _ = try replace(path, bytes, ifStill: nil)
    }

    public func write(_ path: String, _ bytes: [UInt8], ifStill expected: FileStamp?) throws -> Bool {
        try replace(path, bytes, ifStill: .some(expected))
    }

    private var savesDuringWrite: [String: [UInt8]] = [:]

    /// Saves `text` at `path` right before the next write there, as an editor's autosave can
    /// in the middle of a run.
    public func saveDuringNextWrite(of path: String, _ text: String) {
        lock.withLock { savesDuringWrite[path] = Array(text.utf8) }
    }

    private func replace(_ path: String, _ bytes: [UInt8], ifStill expected: FileStamp??) throws -> Bool {
        try lock.withLock {
            if let saved = savesDuringWrite.removeValue(forKey: path) {
                contents[path] = saved
                generation += 1
                generations[path] = generation
            }
            if let expected, stampLocked(path) != expected { return false }
            if let left = bytesLeft {
                guard bytes.count <= left else {
                    throw FileSystemError(
                        path: path,
                        reason: "cannot write: No space left on device; the file was left as it was, and running again completes the run")
                }
                bytesLeft = left - bytes.count
            }
            contents[path] = bytes
            writeCounts[path, default: 0] += 1
            generation += 1
            generations[path] = generation
            return true
        }
    }

    /// Replaces a file's bytes and keeps its stamp, as a checkout can within the disk's
    /// timestamp granularity, at the same size and inode.
    public func replaceKeepingStamp(_ path: String, _ text: String) {
        lock.withLock { contents[path] = Array(text.utf8) }
    }

    public func remove(_ path: String) throws {
        _ = lock.withLock { contents.removeValue(forKey: path) }
    }

    public func files(under folder: String) throws -> [String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        return lock.withLock { contents.keys.filter { $0.hasPrefix(prefix) }.sorted() }
    }

    public func stamp(_ path: String) -> FileStamp? {
        lock.withLock { stampLocked(path) }
    }

    private func stampLocked(_ path: String) -> FileStamp? {
        guard let bytes = contents[path] else { return nil }
        let generation = generations[path] ?? 0
        return FileStamp(size: UInt64(bytes.count), modified: generation, changed: generation, inode: 0)
    }

    public func isSymbolicLink(_ path: String) -> Bool {
        symbolicLinks.contains(path)
    }
}
