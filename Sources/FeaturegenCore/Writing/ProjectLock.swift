#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One featuregen run at a time in a project: an advisory lock (`flock`) on `.featuregen/lock`,
/// in the project's machine-local part of featuregen's folder (`StoreIgnoreFile`), where every
/// user who can write the project can create it. The file is removed when the run ends, and
/// `.featuregen/` too when the run created it and left it empty, so a run that fails on bad
/// input leaves the project as it was. The system releases the lock when the process ends,
/// however it ends: a killed run never leaves the project locked, only the file. A second run
/// waits for the first, then goes on; after `timeout` it gives up with an error rather than
/// hang a CI job.
package final class ProjectLock {
    package static let path = ReservedPaths.storeFolder + "/lock"

    private let descriptor: Int32
    private let file: String
    private let createdFolder: String?

    private init(descriptor: Int32, file: String, createdFolder: String?) {
        self.descriptor = descriptor
        self.file = file
        self.createdFolder = createdFolder
    }

    deinit {
        // Unlinked while still held: a run waiting on this file finds, once it has the lock,
        // that the path no longer names its file, and opens the path again.
        Platform.removeFile(file)
        Platform.unlock(descriptor)
        Platform.closeFile(descriptor)
        if let createdFolder { Platform.removeFolder(createdFolder) }
    }

    /// - Parameter waiting: called once if another run holds the lock.
    package static func acquire(
        root: URL, timeout: Duration = .seconds(60), waiting: () -> Void = {}
    ) throws(DiagnosticsError) -> ProjectLock {
        let folder = root.standardizedFileURL.path + "/" + ReservedPaths.storeFolder
        let file = lockFile(for: root).path
        if Platform.status(of: root.standardizedFileURL.path) == nil {
            // `init --project NewApp`: the project's folder is made before it is locked.
            try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }
        if let info = Platform.status(of: folder), info.kind != .folder {
            throw DiagnosticsError(
                .error(
                    "\(ReservedPaths.storeFolder) is not a folder (\(info.kind == .symbolicLink ? "a symbolic link" : "a file"))",
                    at: nil, notes: [.init("featuregen keeps its records and its run lock there; remove it and run again")]))
        }
        var createdFolder: String?
        func fail(_ message: String, notes: [Diagnostic.Note] = []) -> DiagnosticsError {
            if let createdFolder { Platform.removeFolder(createdFolder) }
            return DiagnosticsError(.error(message, at: nil, notes: notes))
        }
        let clock = ContinuousClock()
        let start = clock.now
        var told = false
        while true {
            // Made again when the run before removed it, emptied, while this one waited.
            if Platform.makeFolder(folder) { createdFolder = folder }
            let descriptor = Platform.openLockFile(file)
            if descriptor < 0, Platform.errorNumber == Platform.noSuchEntry, clock.now - start < timeout { continue }
            guard descriptor >= 0 else {
                throw fail("cannot open the run lock \(file): \(Platform.errorMessage)")
            }
            while !Platform.lockExclusively(descriptor) {
                guard Platform.errorNumber == Platform.wouldBlock || Platform.errorNumber == Platform.interrupted else {
                    Platform.closeFile(descriptor)
                    throw fail("cannot lock \(file): \(Platform.errorMessage)")
                }
                if !told {
                    waiting()
                    told = true
                }
                if let signal = Interruption.requested {
                    Platform.closeFile(descriptor)
                    throw fail(
                        "interrupted (\(signal == Platform.interruptSignal ? "SIGINT" : "SIGTERM")) while waiting for another featuregen run",
                        notes: [.init("nothing was written")])
                }
                if clock.now - start > timeout {
                    Platform.closeFile(descriptor)
                    throw fail(
                        "another featuregen run has been working in this project for \(timeout); gave up waiting",
                        notes: [.init("run again when it is done; nothing was written")])
                }
                Platform.sleep(microseconds: 50_000)
            }
            if isStill(descriptor, at: file) {
                return ProjectLock(descriptor: descriptor, file: file, createdFolder: createdFolder)
            }
            // The run before removed the file while this one waited on it: lock the new one.
            Platform.closeFile(descriptor)
        }
    }

    /// The locked descriptor is the file at `path`, not one a finished run has unlinked.
    private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
        guard let open = Platform.status(ofDescriptor: descriptor), let named = Platform.status(of: path) else { return false }
        return open.device == named.device && open.inode == named.inode
    }

    /// `<project>/.featuregen/lock`.
    package static func lockFile(for root: URL) -> URL {
        URL(fileURLWithPath: root.standardizedFileURL.path + "/" + path)
    }
}
