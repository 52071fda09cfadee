#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    let folders = FolderCache()
    private let rootPath: String
    /// Whether the project's folder folds case, found out on first use (`isCaseInsensitive`).
    let caseFolding = Memo<String, Bool>()
    /// The entries of each folder `storedPath` and `recase` looked in, by their identity.
    let listings = Memo<String, [PathKey: String]>()

    public init(root: URL) {
        self.root = root.standardizedFileURL
        rootPath = self.root.path
    }

    private func url(_ path: String) -> URL {
        path.isEmpty ? root : root.appendingPathComponent(path)
    }

    public func read(_ path: String) throws -> [UInt8]? {
        // Non-blocking: opening a FIFO (a named pipe where a template or spec should be) would
        // otherwise wait for a writer forever, holding the run lock. Only regular files are read.
        let descriptor = open(absolutePath(path), O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileSystemError(path: path, reason: "cannot read: \(Self.lastError())")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileSystemError(path: path, reason: "cannot read: \(Self.lastError())") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileSystemError(path: path, reason: "is a folder, not a file") }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw FileSystemError(path: path, reason: "is not a regular file (a pipe, socket or device); featuregen reads only files")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var total = 0
        while true {
            if total == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: 4096)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + total, buffer.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: path, reason: "cannot read: \(Self.lastError())")
            }
            if count == 0 { break }
            total += count
        }
        bytes.removeSubrange(total...)
        return bytes
    }

    /// Writes a temporary file under `.featuregen/tmp/` and renames it over the target: a
    /// reader never sees half a file, and a symbolic link at the target is replaced, not
    /// followed. A failed write (a full disk) removes its temporary file and leaves the target
    /// as it was.
    public func write(_ path: String, _ contents: [UInt8]) throws {
        _ = try replace(path, contents, ifStill: nil)
    }

    /// As `write`, with the target's stamp compared right before the rename: the window in
    /// which another program's save can still be lost is the rename itself.
    public func write(_ path: String, _ contents: [UInt8], ifStill expected: FileStamp?) throws -> Bool {
        try replace(path, contents, ifStill: .some(expected))
    }

    private func replace(_ path: String, _ contents: [UInt8], ifStill expected: FileStamp??) throws -> Bool {
        let target = absolutePath(path)
        try makeFolder(ProjectPath.folder(of: path), for: path)
        try makeFolder(Self.temporaryFolder, for: path)
        let temporaryFolder = absolutePath(Self.temporaryFolder)
        var temporary = temporaryFolder + "/\(getpid())-\(folders.nextNumber())"
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        while descriptor < 0 && errno == EEXIST {
            temporary = temporaryFolder + "/\(getpid())-\(folders.nextNumber())"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        }
        if descriptor < 0 && errno == ENOENT {
            // A folder this run created is gone (removed by the user or by a cleanup): again.
            folders.removeAll()
            try makeFolder(Self.temporaryFolder, for: path)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        }
        guard descriptor >= 0 else { throw FileSystemError(path: path, reason: "cannot write: \(Self.lastError())") }
        var failure = contents.withUnsafeBytes { writeAll(descriptor, $0) } ? nil : Self.lastError()
        if close(descriptor) != 0 && failure == nil { failure = Self.lastError() }
        if failure == nil, let expected, stamp(path) != expected {
            unlink(temporary)
            return false
        }
        if failure == nil && rename(temporary, target) != 0 {
            if errno == ENOENT {
                folders.removeAll()
                try makeFolder(ProjectPath.folder(of: path), for: path)
            }
            if rename(temporary, target) != 0 { failure = Self.lastError() }
        }
        listings.removeAll()
        if let failure {
            unlink(temporary)
            throw FileSystemError(
                path: path, reason: "cannot write: \(failure); the file was left as it was, and running again completes the run")
        }
        return true
    }

    public func createFolder(_ folder: String) throws -> Bool {
        var info = stat()
        if stat(absolutePath(folder), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return false }
        try makeFolder(folder, for: folder)
        return true
    }

    /// Creates a project-relative folder and those above it (`mkdir -p`), once per run.
    private func makeFolder(_ folder: String, for path: String) throws {
        guard !folder.isEmpty, !folders.contains(folder) else { return }
        if let problem = Self.createFolder(absolutePath(folder)) {
            throw FileSystemError(path: path, reason: "cannot write: \(problem)")
        }
        if folder == Self.temporaryFolder { try refuseLinks(on: folder) }
        folders.insert(folder)
    }

    /// featuregen's own folders are real folders of the project: a repository can carry a
    /// symbolic link at `.featuregen/tmp`, and temporary files opened through it would be
    /// written wherever it points.
    private func refuseLinks(on folder: String) throws {
        var prefix = ""
        for component in folder.split(separator: "/") {
            prefix += (prefix.isEmpty ? "" : "/") + component
            var info = stat()
            if lstat(absolutePath(prefix), &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                throw FileSystemError(
                    path: prefix,
                    reason: "is a symbolic link; featuregen keeps its temporary files in a real folder of the project, so remove the link")
            }
        }
    }

    /// nil once the folder exists; else what stood in the way.
    private static func createFolder(_ folder: String) -> String? {
        if mkdir(folder, 0o755) == 0 { return nil }
        switch errno {
        case EEXIST:
            var info = stat()
            guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                return "'\(folder)' is in the way of a folder"
            }
            return nil
        case ENOENT:
            guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { return lastError() }
            if let problem = createFolder(String(folder[..<slash])) { return problem }
            return mkdir(folder, 0o755) == 0 || errno == EEXIST ? nil : lastError()
        default:
            return lastError()
        }
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }

    public func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard lstat(absolutePath(path), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
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
        let folder = absolutePath(Self.temporaryFolder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names { unlink(folder + "/" + name) }
        rmdir(folder)
        folders.removeAll()
    }

    /// Removes the file, then every folder above it that this leaves empty (up to the root).
    public func remove(_ path: String) throws {
        do {
            try FileManager.default.removeItem(at: url(path))
        } catch {
            throw FileSystemError(path: path, reason: "cannot remove: \(error)")
        }
        var folder = ProjectPath.folder(of: path)
        while !folder.isEmpty, (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: url(folder))
            folder = ProjectPath.folder(of: folder)
        }
        // A folder removed here is no longer one this run made: `createFolder` makes it again.
        folders.removeAll()
        listings.removeAll()
    }

    /// Walks the folder with `readdir` (the file types come with the names, so nothing is
    /// stat-ed twice); symbolic links are not followed.
    public func files(under folder: String) throws -> [String] {
        walk(folder).files
    }

    /// The symbolic links under `folder` (not followed), sorted.
    public func symbolicLinks(under folder: String) throws -> [String] {
        walk(folder).links
    }

    /// The regular files and the symbolic links under `folder`, each sorted.
    private func walk(_ folder: String) -> (files: [String], links: [String]) {
        var files: [String] = []
        var links: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let directory = opendir(absolutePath(current)) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = Self.name(of: entry)
                if name == "." || name == ".." { continue }
                let path = current.isEmpty ? name : current + "/" + name
                var type = Int32(entry.pointee.d_type)
                if type == Int32(DT_UNKNOWN) {
                    var info = stat()
                    guard lstat(absolutePath(path), &info) == 0 else { continue }
                    switch info.st_mode & S_IFMT {
                    case S_IFREG: type = Int32(DT_REG)
                    case S_IFDIR: type = Int32(DT_DIR)
                    case S_IFLNK: type = Int32(DT_LNK)
                    default: continue
                    }
                }
                switch type {
                case Int32(DT_REG): files.append(path)
                case Int32(DT_DIR): pending.append(path)
                case Int32(DT_LNK): links.append(path)
                default: continue
                }
            }
        }
        return (files.sorted(), links.sorted())
    }

    func absolutePath(_ path: String) -> String {
        path.isEmpty ? rootPath : rootPath + "/" + path
    }

    public func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(absolutePath(path), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}

/// Folders known to exist, so each is created once per run rather than once per file.
final class FolderCache: Sendable {
    private let known = Locked<Set<String>>([])
    private let counter = Locked(0)

    func contains(_ folder: String) -> Bool { known.withLock { $0.contains(folder) } }
    func insert(_ folder: String) { _ = known.withLock { $0.insert(folder) } }
    func removeAll() { known.withLock { $0.removeAll() } }

    /// Names temporary files: a number per write of this process (no random source to open).
    func nextNumber() -> Int {
        counter.withLock { counter in
            counter += 1
            return counter
        }
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
