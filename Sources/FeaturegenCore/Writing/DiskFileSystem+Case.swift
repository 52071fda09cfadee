/// Case on disk: whether the project's folder folds it (macOS's APFS by default; on Linux, an
/// ext4 folder with `chattr +F`), the case names are stored in, and renames in case only.
extension DiskFileSystem {
    public var isCaseInsensitive: Bool {
        caseFolding.value(for: absolutePath("")) { Self.foldsCase(root: $0) }
    }

    /// Asked of the system where it can tell (Darwin's `pathconf`); elsewhere told from a name
    /// the folder holds (`foldsCase(listing:lookup:)`), and only where that cannot tell, from a
    /// probe file created in featuregen's temporary folder and looked up under another case. The
    /// folders the probe needed are removed again; where no probe can be written, the answer is
    /// false (another case is another file). A read-only folder (`check` in a sandbox) is never
    /// written to where it holds a name with a letter in it, as a project's always does.
    static func foldsCase(root: String) -> Bool {
        if let answer = Platform.foldsCase(root) { return answer }
        let names = Platform.entries(ofFolder: root)?.map(\.name) ?? []
        if let answer = foldsCase(listing: names, lookup: { Platform.status(of: root + "/" + $0) != nil }) { return answer }
        let temporary = root + "/" + temporaryFolder
        let needed: [String] = [root + "/.featuregen", temporary]
        let created = needed.filter { Platform.makeFolder($0) }
        defer { for folder in created.reversed() { Platform.removeFolder(folder) } }
        // Named for this process, and neither name is there before: a file found under the
        // other case is the probe (file numbers would not tell, FUSE makes one per name).
        let probe = temporary + "/case-probe-\(Platform.processID)", other = temporary + "/CASE-PROBE-\(Platform.processID)"
        Platform.removeFile(probe)
        Platform.removeFile(other)
        let descriptor = Platform.createNewFile(probe)
        guard descriptor >= 0 else { return false }
        Platform.closeFile(descriptor)
        defer { Platform.removeFile(probe) }
        return Platform.status(of: other) != nil
    }

    /// Whether a folder folds case, told without writing from the names it lists: a name's
    /// other case (ASCII letters swapped) listed too means the folder keeps both (no folding);
    /// not listed but found by a lookup means the lookup folded it; not found, no folding. Nil
    /// where no listed name has an ASCII letter.
    static func foldsCase(listing names: [String], lookup: (String) -> Bool) -> Bool? {
        guard let name = names.first(where: { swappedCase($0) != $0 }) else { return nil }
        let other = swappedCase(name)
        if names.contains(other) { return false }
        return lookup(other)
    }

    private static func swappedCase(_ name: String) -> String {
        String(
            decoding: name.utf8.map { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - 32
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
                default: byte
                }
            }, as: UTF8.self)
    }

    public func storedPath(of path: String) throws -> String? {
        var stored = ""
        for component in ProjectPath.components(of: path) {
            guard let name = storedName(of: String(component), in: stored) else { return nil }
            stored = ProjectPath.join(stored, name)
        }
        return stamp(stored) == nil ? nil : stored
    }

    public func recase(_ path: String) throws {
        guard isCaseInsensitive else { return }
        var folder = ""
        for component in ProjectPath.components(of: path).map(String.init) {
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
        let name = String(ProjectPath.components(of: new).last ?? "")
        if Platform.moveFile(absolutePath(old), to: absolutePath(new)) {
            forgetFolders()
            if storedName(of: name, in: ProjectPath.folder(of: new)) == name { return }
        }
        let temporary = absolutePath(old) + ".featuregen-\(Platform.processID)"
        var failure: String?
        if !Platform.moveFile(absolutePath(old), to: temporary) {
            failure = Self.lastError()
        } else if !Platform.moveFile(temporary, to: absolutePath(new)) {
            failure = Self.lastError()
            Platform.moveFile(temporary, to: absolutePath(old))
        }
        if let failure { throw FileSystemError(path: new, reason: "cannot rename '\(old)' to this case: \(failure)") }
    }

    /// Folders known to exist and entries read before a rename may be gone.
    private func forgetFolders() {
        missing.forget()
        folders.removeAll()
        listings.removeAll()
    }

    /// The entry of `folder` that answers to `name`: `name` itself, or the one stored in
    /// another case where the case is folded. Each folder is read once (until this file
    /// system changes something).
    private func storedName(of name: String, in folder: String) -> String? {
        let entries = listings.value(for: folder) { folder in
            var entries: [PathKey: String] = [:]
            for (entryName, _) in Platform.entries(ofFolder: absolutePath(folder)) ?? [] {
                entries[identity(of: entryName)] = entryName
            }
            return entries
        }
        return entries[identity(of: name)]
    }
}
