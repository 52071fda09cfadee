#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A project held in memory, for tests and for planning without touching the disk. Made
/// case-insensitive, it behaves as macOS's APFS does: a name keeps the case it was created
/// with, is found under any case, and changes case only when renamed (`recase`).
package final class MemoryFileSystem: FileSystem, Sendable {
    /// Everything a test can change or read, behind one lock.
    private struct Storage {
        /// Each file's bytes under its stored path.
        var contents: [String: [UInt8]] = [:]
        /// The stored path of each file, by the path's identity.
        var storedPaths: [PathKey: String] = [:]
        var writeCounts: [String: Int] = [:]
        var readCounts: [String: Int] = [:]
        /// A number per write, standing in for the disk's modification time.
        var generations: [String: Int64] = [:]
        var generation: Int64 = 0
        var symbolicLinks: Set<String> = []
        var bytesLeft: Int?
        var savesDuringWrite: [String: [UInt8]] = [:]
        var folders: Set<String> = []
    }

    private let storage = Locked(Storage())
    package let isCaseInsensitive: Bool

    package init(files: [String: String] = [:], caseInsensitive: Bool = false) {
        isCaseInsensitive = caseInsensitive
        storage.withLock { storage in
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let stored = spelling(of: path, in: storage)
                storage.contents[stored] = Array(text.utf8)
                storage.storedPaths[identity(of: path)] = stored
            }
        }
    }

    /// How many times each path was written: tests check that unchanged files are not.
    package var writeCounts: [String: Int] { storage.withLock { $0.writeCounts } }

    /// How many times each path was read: tests check that a run reads a spec once.
    package var readCounts: [String: Int] { storage.withLock { $0.readCounts } }

    package var symbolicLinks: Set<String> {
        get { storage.withLock { $0.symbolicLinks } }
        set { storage.withLock { $0.symbolicLinks = newValue } }
    }

    /// A disk that fills up: once this many more bytes are written, writes fail as a full disk
    /// does, leaving the file as it was. Nil: no limit.
    package var bytesLeft: Int? {
        get { storage.withLock { $0.bytesLeft } }
        set { storage.withLock { $0.bytesLeft = newValue } }
    }

    /// Folders made by `createFolder`; a folder also exists wherever a file is below it.
    package var folders: Set<String> { storage.withLock { $0.folders } }

    package var paths: [String] { storage.withLock { $0.contents.keys.sorted() } }

    package func read(_ path: String) throws -> [UInt8]? {
        storage.withLock { storage in
            storage.readCounts[path, default: 0] += 1
            return storage.storedPaths[identity(of: path)].flatMap { storage.contents[$0] }
        }
    }

    package func write(_ path: String, _ bytes: [UInt8]) throws {
        _ = try replace(path, bytes, ifStill: nil)
    }

    package func write(_ path: String, _ bytes: [UInt8], ifStill expected: FileStamp?) throws -> Bool {
        try replace(path, bytes, ifStill: .some(expected))
    }

    /// Saves `text` at `path` right before the next write there, as an editor's autosave can
    /// in the middle of a run.
    package func saveDuringNextWrite(of path: String, _ text: String) {
        storage.withLock { $0.savesDuringWrite[path] = Array(text.utf8) }
    }

    private func replace(_ path: String, _ bytes: [UInt8], ifStill expected: FileStamp??) throws -> Bool {
        try storage.withLock { storage in
            let key = identity(of: path)
            if let saved = storage.savesDuringWrite.removeValue(forKey: path) {
                let stored = storage.storedPaths[key] ?? spelling(of: path, in: storage)
                storage.storedPaths[key] = stored
                storage.contents[stored] = saved
                storage.generation += 1
                storage.generations[stored] = storage.generation
            }
            if let expected, stamp(path, in: storage) != expected { return false }
            if let left = storage.bytesLeft {
                guard bytes.count <= left else {
                    throw FileSystemError(
                        path: path,
                        reason: "cannot write: No space left on device; the file was left as it was, and running again completes the run")
                }
                storage.bytesLeft = left - bytes.count
            }
            let stored = storage.storedPaths[key] ?? spelling(of: path, in: storage)
            storage.storedPaths[key] = stored
            storage.contents[stored] = bytes
            storage.writeCounts[stored, default: 0] += 1
            storage.generation += 1
            storage.generations[stored] = storage.generation
            return true
        }
    }

    /// Replaces a file's bytes and keeps its stamp, as a checkout can within the disk's
    /// timestamp granularity, at the same size and inode.
    /// What `clock()` answers, in the units of the stamps (write generations); nil, the
    /// default, is a file system whose clock cannot be read.
    package let clockReading = Locked<Int64?>(nil)

    package func clock() -> Int64? {
        clockReading.withLock { $0 }
    }

    package func replaceKeepingStamp(_ path: String, _ text: String) {
        storage.withLock { storage in
            guard let stored = storage.storedPaths[identity(of: path)] else { return }
            storage.contents[stored] = Array(text.utf8)
        }
    }

    package func createFolder(_ folder: String) throws -> Bool {
        let exists = try !files(under: folder).isEmpty
        return storage.withLock { !exists && $0.folders.insert(folder).inserted }
    }

    package func remove(_ path: String) throws {
        storage.withLock { storage in
            guard let stored = storage.storedPaths.removeValue(forKey: identity(of: path)) else { return }
            storage.contents.removeValue(forKey: stored)
        }
    }

    /// Below `folder` as it is asked for, each path in its stored case (as a walk of the disk
    /// reports them).
    package func files(under folder: String) throws -> [String] {
        let prefix = Self.components(folder)
        return storage.withLock { storage in
            storage.contents.keys.compactMap { stored in
                let components = Self.components(stored)
                guard components.count > prefix.count, sameFolders(components, prefix, count: prefix.count) else { return nil }
                return (prefix + components.dropFirst(prefix.count)).joined(separator: "/")
            }.sorted()
        }
    }

    package func stamp(_ path: String) -> FileStamp? {
        storage.withLock { stamp(path, in: $0) }
    }

    private func stamp(_ path: String, in storage: Storage) -> FileStamp? {
        guard let stored = storage.storedPaths[identity(of: path)], let bytes = storage.contents[stored] else { return nil }
        let generation = storage.generations[stored] ?? 0
        return FileStamp(size: UInt64(bytes.count), modified: generation, changed: generation, inode: 0)
    }

    package func isSymbolicLink(_ path: String) -> Bool {
        symbolicLinks.contains { identity(of: $0) == identity(of: path) }
    }

    package func storedPath(of path: String) throws -> String? {
        storage.withLock { $0.storedPaths[identity(of: path)] }
    }

    /// Renames every stored folder on the way to `path` that has another case, with all it
    /// holds, then the file itself.
    package func recase(_ path: String) throws {
        guard isCaseInsensitive else { return }
        let wanted = Self.components(path)
        storage.withLock { storage in
            for stored in storage.contents.keys {
                var components = Self.components(stored)
                var index = 0
                while index < min(components.count, wanted.count), sameFolders([components[index]], [wanted[index]], count: 1) {
                    components[index] = wanted[index]
                    index += 1
                }
                let renamed = components.joined(separator: "/")
                guard renamed != stored else { continue }
                storage.contents[renamed] = storage.contents.removeValue(forKey: stored)
                storage.storedPaths[identity(of: stored)] = renamed
                storage.writeCounts[renamed] = storage.writeCounts.removeValue(forKey: stored)
                storage.generations[renamed] = storage.generations.removeValue(forKey: stored)
            }
        }
    }

    /// A new file goes into the folders that are there, in the case they have.
    private func spelling(of path: String, in storage: Storage) -> String {
        var components = Self.components(path)
        guard isCaseInsensitive, components.count > 1 else { return path }
        let folders = components.count - 1
        for stored in storage.contents.keys {
            let storedComponents = Self.components(stored)
            var index = 0
            while index < min(folders, storedComponents.count - 1), sameFolders([storedComponents[index]], [components[index]], count: 1) {
                components[index] = storedComponents[index]
                index += 1
            }
        }
        return components.joined(separator: "/")
    }

    /// The first `count` components of `a` and `b` name the same folders.
    private func sameFolders(_ a: [String], _ b: [String], count: Int) -> Bool {
        (0..<count).allSatisfy { identity(of: a[$0]) == identity(of: b[$0]) }
    }

    private static func components(_ path: String) -> [String] {
        ProjectPath.components(of: path).map(String.init)
    }
}
