#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Case on disk: whether the project's folder folds it (macOS's APFS by default; on Linux, an
/// ext4 folder with `chattr +F`), the case names are stored in, and renames in case only.
extension DiskFileSystem {
    public var isCaseInsensitive: Bool {
        caseFolding.value(for: absolutePath("")) { Self.foldsCase(root: $0) }
    }

    /// Asked of the system where it can tell (Darwin's `pathconf`); elsewhere a probe file is
    /// created in featuregen's temporary folder and looked up under another case. The folders
    /// the probe needed are removed again; where no probe can be written, the answer is false
    /// (another case is another file).
    static func foldsCase(root: String) -> Bool {
        #if canImport(Darwin)
            let answer = pathconf(root, _PC_CASE_SENSITIVE)
            if answer >= 0 { return answer == 0 }
        #endif
        let temporary = root + "/" + temporaryFolder
        let needed: [String] = [root + "/.featuregen", temporary]
        let created = needed.filter { mkdir($0, 0o755) == 0 }
        defer { for folder in created.reversed() { rmdir(folder) } }
        // Named for this process, and neither name is there before: a file found under the
        // other case is the probe (file numbers would not tell, FUSE makes one per name).
        let probe = temporary + "/case-probe-\(getpid())", other = temporary + "/CASE-PROBE-\(getpid())"
        unlink(probe)
        unlink(other)
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        defer { unlink(probe) }
        var found = stat()
        return lstat(other, &found) == 0
    }

    public func storedPath(of path: String) throws -> String? {
        var stored = ""
        for component in path.split(separator: "/") {
            guard let name = storedName(of: String(component), in: stored) else { return nil }
            stored = ProjectPath.join(stored, name)
        }
        return stamp(stored) == nil ? nil : stored
    }

    public func recase(_ path: String) throws {
        guard isCaseInsensitive else { return }
        var folder = ""
        for component in path.split(separator: "/").map(String.init) {
            guard let stored = storedName(of: component, in: folder) else { return }
            let wanted = ProjectPath.join(folder, component)
            if stored != component { try renameInCase(ProjectPath.join(folder, stored), to: wanted) }
            folder = wanted
        }
    }

    /// rename(2) changes the case in place on APFS and exFAT; in a case-folding ext4 folder it
    /// may find both names one entry and do nothing, so there the entry goes by a temporary
    /// name in the same folder.
    private func renameInCase(_ old: String, to new: String) throws {
        defer { forgetFolders() }
        let name = String(new.split(separator: "/").last ?? "")
        if rename(absolutePath(old), absolutePath(new)) == 0 {
            forgetFolders()
            if storedName(of: name, in: ProjectPath.folder(of: new)) == name { return }
        }
        let temporary = absolutePath(old) + ".featuregen-\(getpid())"
        var failure: String?
        if rename(absolutePath(old), temporary) != 0 {
            failure = Self.lastError()
        } else if rename(temporary, absolutePath(new)) != 0 {
            failure = Self.lastError()
            rename(temporary, absolutePath(old))
        }
        if let failure { throw FileSystemError(path: new, reason: "cannot rename '\(old)' to this case: \(failure)") }
    }

    /// Folders known to exist and entries read before a rename may be gone.
    private func forgetFolders() {
        folders.removeAll()
        listings.removeAll()
    }

    /// The entry of `folder` that answers to `name`: `name` itself, or the one stored in
    /// another case where the case is folded. Each folder is read once (until this file
    /// system changes something).
    private func storedName(of name: String, in folder: String) -> String? {
        let entries = listings.value(for: folder) { folder in
            var entries: [PathKey: String] = [:]
            guard let directory = opendir(absolutePath(folder)) else { return entries }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let entryName = Self.name(of: entry)
                entries[identity(of: entryName)] = entryName
            }
            return entries
        }
        return entries[identity(of: name)]
    }

    static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { buffer in
            String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// Values worked out once per key, on first use, whichever thread asks first; forgotten all
/// at once when what they were worked out from changes.
final class Memo<Key: Hashable, Value>: Sendable {
    private let values = Locked<[Key: Value]>([:])

    func value(for key: Key, _ compute: (Key) -> Value) -> Value {
        values.withLock { values in
            if let value = values[key] { return value }
            let computed = compute(key)
            values[key] = computed
            return computed
        }
    }

    func removeAll() {
        values.withLock { $0.removeAll() }
    }
}
