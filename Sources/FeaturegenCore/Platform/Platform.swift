#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls featuregen makes, in the one file that imports the C library: the writer's
/// files and folders, the run lock, signals, the mutex behind `Locked`, and what the CLI asks
/// of the terminal. Each call keeps the system's answer (a descriptor, a result, `errno`);
/// what to make of it stays with the caller.
package enum Platform {}

// MARK: - Errors

extension Platform {
    /// `errno`: why the last call that failed failed.
    package static var errorNumber: Int32 { errno }
    /// `strerror(errno)`.
    package static var errorMessage: String { String(cString: strerror(errno)) }

    /// ENOENT: nothing at the path, or a folder on the way is missing.
    package static var noSuchEntry: Int32 { ENOENT }
    /// ENOTDIR: a file where the path needs a folder.
    package static var notAFolder: Int32 { ENOTDIR }
    /// EEXIST.
    package static var alreadyExists: Int32 { EEXIST }
    /// EINTR: a signal interrupted the call; make it again.
    package static var interrupted: Int32 { EINTR }
    /// EWOULDBLOCK: a lock another process holds.
    package static var wouldBlock: Int32 { EWOULDBLOCK }
}

// MARK: - Files and folders

extension Platform {
    /// What `stat(2)` says of a file, with the times in nanoseconds on every system.
    package struct FileStatus: Sendable {
        package enum Kind: Sendable {
            case regular, folder, symbolicLink, other
        }

        package var kind: Kind
        package var size: UInt64
        package var modified: Int64
        package var changed: Int64
        package var device: UInt64
        package var inode: UInt64

        init(_ info: stat) {
            switch info.st_mode & S_IFMT {
            case S_IFREG: kind = .regular
            case S_IFDIR: kind = .folder
            case S_IFLNK: kind = .symbolicLink
            default: kind = .other
            }
            size = UInt64(info.st_size)
            #if canImport(Darwin)
                modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
                changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
            #else
                modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
                changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
            #endif
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// `lstat(2)` (a symbolic link itself), or `stat(2)` when `followingLinks`; nil where the
    /// call fails.
    package static func status(of path: String, followingLinks: Bool = false) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? FileStatus(info) : nil
    }

    /// `fstat(2)`; nil where the call fails.
    package static func status(ofDescriptor descriptor: Int32) -> FileStatus? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileStatus(info) : nil
    }

    /// `access(path, F_OK)`: something is at the path (through symbolic links).
    package static func pathExists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Opens a file to read, without blocking (a FIFO would wait for a writer); -1 on failure.
    package static func openToRead(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_NONBLOCK)
    }

    /// Creates a file that must not exist yet, to write; -1 on failure.
    package static func createNewFile(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    }

    /// Opens a file with no name in `folder`, to write (Linux's `O_TMPFILE`): it vanishes when
    /// closed unless `linkAnonymousFile` names it. -1 where the system or file system cannot.
    package static func createAnonymousFile(inFolder folder: String) -> Int32 {
        #if os(Linux)
            // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`, a macro Swift does not import.
            open(folder, O_WRONLY | O_DIRECTORY | 0o20000000, 0o644)
        #else
            errno = EOPNOTSUPP
            return -1
        #endif
    }

    /// Gives a file opened by `createAnonymousFile` its name, which must not exist yet: true once
    /// linked; else `errno` says why (`EEXIST` when something is there).
    package static func linkAnonymousFile(_ descriptor: Int32, to path: String) -> Bool {
        linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
    }

    /// Opens a lock file, creating it if need be, never through a symbolic link; -1 on failure.
    package static func openLockFile(_ path: String) -> Int32 {
        open(path, O_RDWR | O_CREAT | O_NOFOLLOW, 0o666)
    }

    /// `close(2)`: 0, or -1 with `errno` set.
    @discardableResult
    package static func closeFile(_ descriptor: Int32) -> Int32 {
        close(descriptor)
    }

    /// `read(2)`: the bytes read, 0 at the end, -1 with `errno` set.
    package static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        read(descriptor, buffer, count)
    }

    /// Writes every byte to a file descriptor, again where a call was interrupted or wrote part.
    /// - Returns: false when a write fails; `errno` says why.
    package static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var written = 0
        while written < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            written += count
        }
        return true
    }

    /// `mkdir(path, 0o755)`: true once made.
    package static func makeFolder(_ path: String) -> Bool {
        mkdir(path, 0o755) == 0
    }

    /// `rmdir(2)`, whose failure (a folder not empty) is no error to featuregen.
    package static func removeFolder(_ path: String) {
        rmdir(path)
    }

    /// `unlink(2)`, whose failure (nothing there) is no error to featuregen.
    package static func removeFile(_ path: String) {
        unlink(path)
    }

    /// `rename(2)`: true once moved.
    @discardableResult
    package static func moveFile(_ old: String, to new: String) -> Bool {
        rename(old, new) == 0
    }

    /// The names in a folder (`.` and `..` among them), each with its kind where `readdir`
    /// tells it; nil where the folder cannot be opened.
    package static func entries(ofFolder path: String) -> [(name: String, kind: FileStatus.Kind?)]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, kind: FileStatus.Kind?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            let kind: FileStatus.Kind? =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_UNKNOWN): nil
                case Int32(DT_REG): .regular
                case Int32(DT_DIR): .folder
                case Int32(DT_LNK): .symbolicLink
                default: .other
                }
            entries.append((name, kind))
        }
        return entries
    }

    /// Whether the system says the folder folds case (Darwin's `pathconf`); nil where it cannot
    /// tell.
    package static func foldsCase(_ folder: String) -> Bool? {
        #if canImport(Darwin)
            let answer = pathconf(folder, _PC_CASE_SENSITIVE)
            if answer >= 0 { return answer == 0 }
        #endif
        return nil
    }

    /// `realpath(3)`: the path with every symbolic link resolved; nil where it cannot be.
    package static func resolvingLinks(_ path: String) -> String? {
        realpath(path, nil).map { resolved in
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }

    /// The running executable, without starting Foundation's `Bundle` (a noticeable part of
    /// a one-module run): Linux names it in `/proc/self/exe`.
    package static var executablePath: String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        #if canImport(Darwin)
            var size = UInt32(PATH_MAX)
            var buffer = [CChar](repeating: 0, count: Int(size) + 1)
            if _NSGetExecutablePath(&buffer, &size) == 0 { return String(cString: buffer) }
        #endif
        return nil
    }
}

// MARK: - Processes, locks and signals

extension Platform {
    /// This process's id, asked of the system once.
    package static let processID: Int32 = getpid()

    /// `flock(LOCK_EX | LOCK_NB)`: true once held; else `errno` says why.
    package static func lockExclusively(_ descriptor: Int32) -> Bool {
        flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }

    /// `flock(LOCK_UN)`.
    package static func unlock(_ descriptor: Int32) {
        flock(descriptor, LOCK_UN)
    }

    package static func sleep(microseconds: UInt32) {
        usleep(microseconds)
    }

    package static var interruptSignal: Int32 { SIGINT }
    package static var terminateSignal: Int32 { SIGTERM }
    package static var killSignal: Int32 { SIGKILL }

    /// `kill(2)`: sends `signal` to the process `processID`; 0, or -1 with `errno` set.
    @discardableResult
    package static func kill(_ processID: Int32, _ signal: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.kill(processID, signal)
        #elseif canImport(Musl)
            Musl.kill(processID, signal)
        #elseif canImport(Darwin)
            Darwin.kill(processID, signal)
        #endif
    }

    /// Routes SIGINT and SIGTERM to `handler` and unblocks them: a parent may have started
    /// featuregen with them blocked, and they would then wait unseen until the run ended.
    package static func handleInterruptAndTerminate(with handler: @convention(c) (Int32) -> Void) {
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Ends the process at once with `code`.
    package static func exit(_ code: Int32) -> Never {
        #if canImport(Glibc)
            Glibc.exit(code)
        #elseif canImport(Musl)
            Musl.exit(code)
        #elseif canImport(Darwin)
            Darwin.exit(code)
        #endif
    }

    /// `isatty(3)`.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}

// MARK: - Mutex

extension Platform {
    /// A pthread mutex at an address of its own (one must not move once initialised), freed
    /// with its owner.
    package struct Mutex: ~Copyable {
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>

        package init() {
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        package func lock() {
            pthread_mutex_lock(mutex)
        }

        package func unlock() {
            pthread_mutex_unlock(mutex)
        }
    }
}

// MARK: - Memory

extension Platform {
    /// The offset of the first `needle` in `haystack`: each candidate found by `memchr(3)` (the C
    /// library's vectorised scan; a byte-by-byte loop is several times slower on the files a run
    /// scans), then compared by `memcmp(3)`. (`memmem` is a GNU extension Swift's Glibc omits.)
    package static func offset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, !needle.isEmpty,
            needle.count <= haystack.count
        else { return nil }
        let last = haystack.count - needle.count
        var offset = 0
        while offset <= last, let found = memchr(base + offset, Int32(needleBase.pointee), last - offset + 1) {
            let candidate = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if memcmp(found, needleBase, needle.count) == 0 { return candidate }
            offset = candidate + 1
        }
        return nil
    }
}
