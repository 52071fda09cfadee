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

/// One featuregen run at a time in a project: an advisory lock (`flock`) on a file named after
/// the project's real path in the system's temporary folder — nothing is written to the project,
/// so a run that fails on bad input leaves it untouched. The system releases the lock when the
/// process ends, however it ends: a killed run never leaves the project locked. A second run
/// waits for the first, then goes on; after `timeout` it gives up with an error rather than
/// hang a CI job.
public final class ProjectLock {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// - Parameter waiting: called once if another run holds the lock.
    public static func acquire(
        root: URL, timeout: Duration = .seconds(60), waiting: () -> Void = {}
    ) throws(DiagnosticsError) -> ProjectLock {
        let file = lockFile(for: root)
        let descriptor = open(file.path, O_RDWR | O_CREAT, 0o666)
        guard descriptor >= 0 else {
            throw DiagnosticsError(.error("cannot open the run lock \(file.path): \(String(cString: strerror(errno)))", at: nil))
        }
        let clock = ContinuousClock()
        let start = clock.now
        var told = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                close(descriptor)
                throw DiagnosticsError(.error("cannot lock \(file.path): \(String(cString: strerror(errno)))", at: nil))
            }
            if !told {
                waiting()
                told = true
            }
            if clock.now - start > timeout {
                close(descriptor)
                throw DiagnosticsError(
                    .error(
                        "another featuregen run has been working in this project for \(timeout); gave up waiting", at: nil,
                        notes: [.init("run again when it is done; nothing was written")]))
            }
            usleep(50_000)
        }
        return ProjectLock(descriptor: descriptor)
    }

    /// `<tmp>/featuregen-locks/<hash of the project's real path>.lock`.
    public static func lockFile(for root: URL) -> URL {
        // realpath(3) and mkdir(2) rather than URL and FileManager: this runs on every write.
        let path =
            realpath(root.path, nil).map { resolved in
                defer { free(resolved) }
                return String(cString: resolved)
            } ?? root.standardizedFileURL.path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let folder = (temporary.hasSuffix("/") ? temporary : temporary + "/") + "featuregen-locks"
        mkdir(folder, 0o755)
        return URL(fileURLWithPath: folder + "/" + String(hash, radix: 16) + ".lock")
    }
}
