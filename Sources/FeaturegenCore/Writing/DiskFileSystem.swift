#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
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
    /// Paths found missing before this file system changed anything (`MissingPaths`).
    let missing = MissingPaths()

    /// Whether a file that is not there yet is written with no name and then linked in
    /// (`createAnonymously`); where it is off, or the system cannot, every write goes through
    /// `.featuregen/tmp`.
    let writesNewFilesAnonymously: Bool
    /// Set once the file system refused a file with no name, so the run stops asking.
    private let anonymousFilesRefused = Locked(false)

    public init(root: URL, writesNewFilesAnonymously: Bool = true) {
        self.root = root.standardizedFileURL
        rootPath = self.root.path
        self.writesNewFilesAnonymously = writesNewFilesAnonymously
    }

    private func url(_ path: String) -> URL {
        path.isEmpty ? root : root.appendingPathComponent(path)
    }

    public func read(_ path: String) throws -> [UInt8]? {
        if missing.contains(path) { return nil }
        // Non-blocking: opening a FIFO (a named pipe where a template or spec should be) would
        // otherwise wait for a writer forever, holding the run lock. Only regular files are read.
        let descriptor = Platform.openToRead(absolutePath(path))
        guard descriptor >= 0 else {
            if Platform.errorNumber == Platform.noSuchEntry { missing.insert(path) }
            if Platform.errorNumber == Platform.noSuchEntry || Platform.errorNumber == Platform.notAFolder { return nil }
            throw FileSystemError(path: path, reason: "cannot read: \(Self.lastError())")
        }
        defer { Platform.closeFile(descriptor) }
        guard let info = Platform.status(ofDescriptor: descriptor) else {
            throw FileSystemError(path: path, reason: "cannot read: \(Self.lastError())")
        }
        if info.kind == .folder { throw FileSystemError(path: path, reason: "is a folder, not a file") }
        guard info.kind == .regular else {
            throw FileSystemError(path: path, reason: "is not a regular file (a pipe, socket or device); featuregen reads only files")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.size))
        var total = 0
        while true {
            if total == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: 4096)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                Platform.readBytes(descriptor, into: buffer.baseAddress! + total, count: buffer.count - total)
            }
            if count < 0 {
                if Platform.errorNumber == Platform.interrupted { continue }
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
        if expected == nil || expected == .some(nil), try createAnonymously(path, contents) {
            listings.removeAll()
            return true
        }
        let temporaryFolder = absolutePath(Self.temporaryFolder)
        var temporary = temporaryFolder + "/\(Platform.processID)-\(folders.nextNumber())"
        var descriptor = Platform.createNewFile(temporary)
        while descriptor < 0 && Platform.errorNumber == Platform.alreadyExists {
            temporary = temporaryFolder + "/\(Platform.processID)-\(folders.nextNumber())"
            descriptor = Platform.createNewFile(temporary)
        }
        if descriptor < 0 && Platform.errorNumber == Platform.noSuchEntry {
            // A folder this run created is gone (removed by the user or by a cleanup): again.
            folders.removeAll()
            try makeFolder(Self.temporaryFolder, for: path)
            descriptor = Platform.createNewFile(temporary)
        }
        guard descriptor >= 0 else { throw FileSystemError(path: path, reason: "cannot write: \(Self.lastError())") }
        var failure = contents.withUnsafeBytes { Platform.writeAll(descriptor, $0) } ? nil : Self.lastError()
        if Platform.closeFile(descriptor) != 0 && failure == nil { failure = Self.lastError() }
        if failure == nil, let expected, stamp(path) != expected {
            Platform.removeFile(temporary)
            return false
        }
        if failure == nil && !Platform.moveFile(temporary, to: target) {
            if Platform.errorNumber == Platform.noSuchEntry {
                folders.removeAll()
                try makeFolder(ProjectPath.folder(of: path), for: path)
            }
            if !Platform.moveFile(temporary, to: target) { failure = Self.lastError() }
        }
        listings.removeAll()
        if let failure {
            Platform.removeFile(temporary)
            throw FileSystemError(
                path: path, reason: "cannot write: \(failure); the file was left as it was, and running again completes the run")
        }
        return true
    }

    /// Writes a file that is not there yet the way `cp` does, in one entry of its own folder:
    /// the bytes go to a file with no name (`O_TMPFILE`), which is linked in under the
    /// target's name only once whole. A run stopped midway leaves nothing, and no temporary
    /// file crosses folders (on Linux a rename between folders takes a lock for the whole file
    /// system, which serialised the writer at project scale).
    /// - Returns: false, with nothing written, where something is at the target (the caller
    ///   then replaces it through `.featuregen/tmp`, which compares stamps and replaces links)
    ///   or the file system has no files without a name.
    private func createAnonymously(_ path: String, _ contents: [UInt8]) throws -> Bool {
        guard writesNewFilesAnonymously, !anonymousFilesRefused.withLock({ $0 }) else { return false }
        let descriptor = Platform.createAnonymousFile(inFolder: absolutePath(ProjectPath.folder(of: path)))
        guard descriptor >= 0 else {
            // A folder removed under the run is made again by the caller's path.
            if Platform.errorNumber != Platform.noSuchEntry { anonymousFilesRefused.withLock { $0 = true } }
            return false
        }
        defer { Platform.closeFile(descriptor) }
        guard contents.withUnsafeBytes({ Platform.writeAll(descriptor, $0) }) else {
            throw FileSystemError(
                path: path, reason: "cannot write: \(Self.lastError()); the file was left as it was, and running again completes the run")
        }
        if Platform.linkAnonymousFile(descriptor, to: absolutePath(path)) { return true }
        if Platform.errorNumber != Platform.alreadyExists { anonymousFilesRefused.withLock { $0 = true } }
        return false
    }

    public func createFolder(_ folder: String) throws -> Bool {
        if Platform.status(of: absolutePath(folder), followingLinks: true)?.kind == .folder { return false }
        try makeFolder(folder, for: folder)
        return true
    }

    /// Creates a project-relative folder and those above it (`mkdir -p`), once per run. Every
    /// write comes through here first, so this is where what planning found missing is forgotten.
    private func makeFolder(_ folder: String, for path: String) throws {
        missing.forget()
        guard !folder.isEmpty, !folders.contains(folder) else { return }
        if let problem = Self.createFolder(absolutePath(folder)) {
            throw FileSystemError(path: path, reason: "cannot write: \(problem)")
        }
        if folder == Self.temporaryFolder { try refuseLinks(on: folder) }
        // The folders above exist too: their files' writes need not ask again.
        var known = folder
        while !known.isEmpty, !folders.contains(known) {
            folders.insert(known)
            known = ProjectPath.folder(of: known)
        }
    }

    /// featuregen's own folders are real folders of the project: a repository can carry a
    /// symbolic link at `.featuregen/tmp`, and temporary files opened through it would be
    /// written wherever it points.
    private func refuseLinks(on folder: String) throws {
        var prefix = ""
        for component in ProjectPath.components(of: folder) {
            prefix += (prefix.isEmpty ? "" : "/") + component
            if Platform.status(of: absolutePath(prefix))?.kind == .symbolicLink {
                throw FileSystemError(
                    path: prefix,
                    reason: "is a symbolic link; featuregen keeps its temporary files in a real folder of the project, so remove the link")
            }
        }
    }

    /// nil once the folder exists; else what stood in the way.
    private static func createFolder(_ folder: String) -> String? {
        if Platform.makeFolder(folder) { return nil }
        switch Platform.errorNumber {
        case Platform.alreadyExists:
            guard Platform.status(of: folder, followingLinks: true)?.kind == .folder else {
                return "'\(folder)' is in the way of a folder"
            }
            return nil
        case Platform.noSuchEntry:
            guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { return lastError() }
            if let problem = createFolder(String(folder[..<slash])) { return problem }
            return Platform.makeFolder(folder) || Platform.errorNumber == Platform.alreadyExists ? nil : lastError()
        default:
            return lastError()
        }
    }

    static func lastError() -> String {
        Platform.errorMessage
    }

    public func stamp(_ path: String) -> FileStamp? {
        guard let info = status(of: path), info.kind == .regular else { return nil }
        return FileStamp(size: info.size, modified: info.modified, changed: info.changed, inode: info.inode)
    }

    /// The status-change time of a file made now in `.featuregen/tmp` and removed again.
    public func clock() -> Int64? {
        guard (try? makeFolder(Self.temporaryFolder, for: Self.temporaryFolder)) != nil else { return nil }
        let probe = absolutePath(Self.temporaryFolder) + "/clock-\(Platform.processID)-\(folders.nextNumber())"
        let descriptor = Platform.createNewFile(probe)
        guard descriptor >= 0 else { return nil }
        defer {
            Platform.closeFile(descriptor)
            Platform.removeFile(probe)
            Platform.removeFolder(absolutePath(Self.temporaryFolder))
            folders.removeAll()
        }
        return Platform.status(ofDescriptor: descriptor)?.changed
    }

    /// Removes temporary files an interrupted run left behind.
    public func removeTemporaryFiles() {
        missing.forget()
        let folder = absolutePath(Self.temporaryFolder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names { Platform.removeFile(folder + "/" + name) }
        Platform.removeFolder(folder)
        folders.removeAll()
    }

    /// Removes the file, then every folder above it that this leaves empty (up to the root).
    public func remove(_ path: String) throws {
        missing.forget()
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
            if missing.contains(current) { continue }
            guard let entries = Platform.entries(ofFolder: absolutePath(current)) else {
                if Platform.errorNumber == Platform.noSuchEntry { missing.insert(current) }
                continue
            }
            for (name, kind) in entries where name != "." && name != ".." {
                let path = current.isEmpty ? name : current + "/" + name
                guard let kind = kind ?? Platform.status(of: absolutePath(path))?.kind else { continue }
                switch kind {
                case .regular: files.append(path)
                case .folder: pending.append(path)
                case .symbolicLink: links.append(path)
                case .other: continue
                }
            }
        }
        return (files.sorted(), links.sorted())
    }

    func absolutePath(_ path: String) -> String {
        path.isEmpty ? rootPath : rootPath + "/" + path
    }

    public func isSymbolicLink(_ path: String) -> Bool {
        status(of: path)?.kind == .symbolicLink
    }

    public func startPlanning() {
        missing.start()
    }

    /// `lstat(2)` of a project path, answered without a call where it is below a missing one.
    private func status(of path: String) -> Platform.FileStatus? {
        if missing.contains(path) { return nil }
        let info = Platform.status(of: absolutePath(path))
        if info == nil, Platform.errorNumber == Platform.noSuchEntry { missing.insert(path) }
        return info
    }
}

/// Paths found missing since the run's planning started, while it had changed nothing on
/// disk. What is below a missing path is missing too, so the planner's questions about a new
/// feature's files — is each a symbolic link, its stamp, its bytes, and the same of its base
/// record — cost no system call once its folder is known to be missing (15,000 files of a
/// 500-feature project were asked about 90,000 times). The first change the file system makes
/// turns it off: from then on, every answer, as the writer's comparisons of stamps, is asked
/// of the disk.
final class MissingPaths: Sendable {
    // Substrings: a path's folders are looked up without a copy of each.
    private let state = Locked<(isOff: Bool, paths: Set<Substring>)>((true, []))

    /// On, and empty: a run's planning starts (`FileSystem.startPlanning`).
    func start() {
        state.withLock { $0 = (false, []) }
    }

    func contains(_ path: String) -> Bool {
        state.withLock { state in
            guard !state.isOff, !state.paths.isEmpty else { return false }
            var current = Substring(path)
            while true {
                if state.paths.contains(current) { return true }
                guard let slash = current.lastIndex(of: "/") else { return false }
                current = current[..<slash]
            }
        }
    }

    func insert(_ path: String) {
        state.withLock { state in
            if !state.isOff { state.paths.insert(Substring(path)) }
        }
    }

    func forget() {
        state.withLock { state in
            state.isOff = true
            state.paths.removeAll()
        }
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
