import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The project folder on disk.
public struct DiskFileSystem: FileSystem {
    public let root: URL
    /// Where atomic writes put their temporary files, on the project's volume: featuregen's own
    /// folder, so an interrupted run leaves nothing in the user's folders and the next run
    /// finds and removes what it left (`removeTemporaryFiles`).
    public static let temporaryFolder = ".featuregen/tmp"
    private let folders = FolderCache()

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    private func url(_ path: String) -> URL {
        path.isEmpty ? root : root.appendingPathComponent(path)
    }

    public func read(_ path: String) throws -> [UInt8]? {
        let url = url(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { throw FileSystemError(path: path, reason: "is a folder, not a file") }
        do {
            return Array(try Data(contentsOf: url))
        } catch {
            throw FileSystemError(path: path, reason: "cannot read: \(error.localizedDescription)")
        }
    }

    /// Writes a temporary file under `.featuregen/tmp/` and renames it over the target: a
    /// reader never sees half a file, and a symbolic link at the target is replaced, not
    /// followed. A failed write (a full disk) removes its temporary file and leaves the target
    /// as it was.
    public func write(_ path: String, _ contents: [UInt8]) throws {
        let target = url(path)
        try makeFolder(target.deletingLastPathComponent(), for: path)
        let temporaryFolder = url(Self.temporaryFolder)
        try makeFolder(temporaryFolder, for: path)
        let temporary = temporaryFolder.appendingPathComponent("\(getpid())-\(UUID().uuidString)").path
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        if descriptor < 0 && errno == ENOENT {
            // A folder this run created is gone (removed by the user or by a cleanup): again.
            folders.removeAll()
            try makeFolder(temporaryFolder, for: path)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        }
        guard descriptor >= 0 else { throw FileSystemError(path: path, reason: "cannot write: \(Self.lastError())") }
        var written = 0
        var failure: String?
        contents.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = Self.lastError()
                    return
                }
                written += count
            }
        }
        if close(descriptor) != 0 && failure == nil { failure = Self.lastError() }
        if failure == nil && rename(temporary, target.path) != 0 {
            if errno == ENOENT {
                folders.removeAll()
                try makeFolder(target.deletingLastPathComponent(), for: path)
            }
            if rename(temporary, target.path) != 0 { failure = Self.lastError() }
        }
        if let failure {
            unlink(temporary)
            throw FileSystemError(
                path: path, reason: "cannot write: \(failure); the file was left as it was, and running again completes the run")
        }
    }

    private func makeFolder(_ folder: URL, for path: String) throws {
        guard !folders.contains(folder.path) else { return }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError(path: path, reason: "cannot write: \(error.localizedDescription)")
        }
        folders.insert(folder.path)
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }

    public func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard lstat(url(path).path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
            let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
            let changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            let changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
        return FileStamp(size: UInt64(info.st_size), modified: modified, changed: changed, inode: UInt64(info.st_ino))
    }

    /// Removes temporary files an interrupted run left behind.
    public func removeTemporaryFiles() {
        let folder = url(Self.temporaryFolder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names { unlink(folder.appendingPathComponent(name).path) }
        rmdir(folder.path)
        folders.removeAll()
    }

    /// Removes the file, then every folder above it that this leaves empty (up to the root).
    public func remove(_ path: String) throws {
        do {
            try FileManager.default.removeItem(at: url(path))
        } catch {
            throw FileSystemError(path: path, reason: "cannot remove: \(error.localizedDescription)")
        }
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: url(folder))
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    public func files(under folder: String) throws -> [String] {
        let base = url(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var files: [String] = []
        for case let file as URL in walker {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let relative = file.standardizedFileURL.path.dropFirst(root.path.count).drop { $0 == "/" }
            files.append(String(relative))
        }
        return files.sorted()
    }

    public func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url(path).path)) != nil
    }
}

/// Folders known to exist, so each is created once per run rather than once per file.
private final class FolderCache: @unchecked Sendable {
    private let lock = NSLock()
    private var known: Set<String> = []

    func contains(_ folder: String) -> Bool { lock.withLock { known.contains(folder) } }
    func insert(_ folder: String) { _ = lock.withLock { known.insert(folder) } }
    func removeAll() { lock.withLock { known.removeAll() } }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
