import Testing

@testable import FeaturegenCore

/// The run cache lets a run with nothing to do skip rendering — and never skips a needed change.
@Suite struct RunCacheTests {
    private func project(_ files: MemoryFileSystem, _ change: (inout ProjectConfig) -> Void = { _ in }) -> Project {
        var config = ProjectConfig()
        change(&config)
        return Project(fileSystem: files, config: config)
    }

    /// A project generated once, so its cache is recorded.
    private func generated() throws -> MemoryFileSystem {
        let files = MemoryFileSystem(files: ["Specs/Counter.yaml": GeneratorTests.spec])
        let generator = Generator(project: project(files))
        try generator.apply(try generator.plan())
        #expect(try files.read(RunCache.path) != nil)
        return files
    }

    private func plan(_ files: MemoryFileSystem, tool: String? = nil, _ change: (inout ProjectConfig) -> Void = { _ in }) throws
        -> WritePlan
    {
        var generator = Generator(project: project(files, change))
        if let tool { generator.toolIdentity = tool }
        return try generator.plan()
    }

    @Test func aRunWithNothingToDoComesFromTheCache() throws {
        let files = try generated()
        let plan = try plan(files)
        #expect(plan.isFromCache)
        #expect(plan.entries.count == 8 && plan.changes.isEmpty)
        // The same answer as a run that does the work.
        try files.remove(RunCache.path)
        let fresh = try self.plan(files)
        #expect(!fresh.isFromCache)
        #expect(fresh.entries.map(\.path) == plan.entries.map(\.path))
        #expect(fresh.entries.allSatisfy { $0.action == .unchanged })
    }

    @Test func aChangedSpecConfigTemplateOrToolIsNoHit() throws {
        let files = try generated()
        #expect(try !plan(files, tool: "9.9.9").isFromCache)
        #expect(try !plan(files) { $0.observation = .observable }.isFromCache)
        #expect(try !plan(files) { $0.access = .public }.changes.isEmpty)

        try files.writeText("Own/FeatureRouter.swift.mustache", "// own\n")
        #expect(try !plan(files) { $0.templates = "Own" }.isFromCache)

        try files.writeText("Specs/Counter.yaml", GeneratorTests.spec + "\n  - openHelp\n")
        let edited = try plan(files)
        #expect(!edited.isFromCache)
        #expect(edited.changes.map(\.path) == ["Features/Counter/CounterRouter.swift"])
    }

    @Test func anEditedDeletedOrConflictedOutputIsNoHit() throws {
        let files = try generated()
        let view = "Features/Counter/CounterView.swift"
        let text = try #require(try files.readText(view))

        try files.writeText(view, text + "// mine\n")
        #expect(try !plan(files).isFromCache)

        try files.remove(view)
        let deleted = try plan(files)
        #expect(!deleted.isFromCache)
        #expect(deleted.entries.first { $0.path == view }?.action == .created)

        try files.writeText(view, text.replacingOccurrences(of: "    // MARK: - Body\n", with: "=======\n    // MARK: - Body\n"))
        let conflicted = try plan(files)
        #expect(!conflicted.isFromCache)
        #expect(conflicted.hasBlockedFiles)
    }

    @Test func aBaseRecordChangedUnderTheCacheIsNoHit() throws {
        let files = try generated()
        let base = BaseStore.path(for: "Features/Counter/CounterState.swift")
        // The same bytes, written again (a `git checkout`): the stamp changes.
        try files.writeText(base, try #require(try files.readText(base)))
        #expect(try !plan(files).isFromCache)

        // A base record of a file no spec generates (checked out from elsewhere): an orphan.
        let files2 = try generated()
        try files2.writeText(BaseStore.path(for: "Features/Old/OldView.swift"), "struct OldView {}\n")
        try files2.writeText("Features/Old/OldView.swift", "struct OldView {}\n")
        let orphaned = try plan(files2)
        #expect(!orphaned.isFromCache)
        #expect(orphaned.entries.contains { $0.action == .orphaned })
    }

    /// Base records written just before the cache was recorded are compared by content, as
    /// a checkout in the same timestamp tick keeps their stamp; the first run to find them no
    /// longer recent records the cache again, and the runs after it compare stamps alone.
    @Test func recentBaseRecordsAreComparedByContentUntilRecordedAgain() throws {
        let files = MemoryFileSystem(files: ["Specs/Counter.yaml": GeneratorTests.spec])
        files.clockReading.withLock { $0 = 0 }
        let generator = Generator(project: project(files))
        try generator.apply(try generator.plan())
        let first = try #require(try files.readText(RunCache.path))
        #expect(first.contains("recorded 0\n"))
        #expect(first.components(separatedBy: "\ndigest ").count - 1 == 8, "every base record is recent")

        let base = BaseStore.path(for: "Features/Counter/CounterState.swift")
        let current = try #require(try files.readText(base))
        files.replaceKeepingStamp(base, current + "// stale\n")
        #expect(try !plan(files).isFromCache, "a recent record rewritten in the same tick")
        files.replaceKeepingStamp(base, current)

        files.clockReading.withLock { $0 = 10 * RunCache.racyWindow }
        // `check` writes nothing: it compares the recent records and records nothing again.
        var checker = Generator(project: project(files))
        checker.recordsCacheAgain = false
        let checked = try checker.plan()
        #expect(checked.isFromCache && checked.cacheToRecordAgain == nil)
        let later = try plan(files)
        #expect(later.isFromCache)
        try Generator(project: project(files)).apply(later)
        let again = try #require(try files.readText(RunCache.path))
        #expect(again.contains("recorded \(10 * RunCache.racyWindow)\n"))
        #expect(!again.contains("\ndigest "), "no record is recent any more")
        #expect(try plan(files).isFromCache)
        #expect(try plan(files).cacheToRecordAgain == nil)
    }

    /// A clock of whole seconds is a file system that stamps in seconds (FAT, HFS+): records
    /// of the last 3 s are recent; one with nanoseconds stamps within its tick, 100 ms.
    @Test func theRacyWindowFollowsTheClocksGranularity() {
        let coarse: Int64 = 50 * 1_000_000_000
        let fine = coarse + 123_456_789
        func stamp(_ changed: Int64) -> FileStamp { FileStamp(size: 1, modified: changed, changed: changed, inode: 1) }
        #expect(RunCache.isRecent(stamp(coarse - 2_500_000_000), clock: coarse))
        #expect(!RunCache.isRecent(stamp(coarse - 3_500_000_000), clock: coarse))
        #expect(RunCache.isRecent(stamp(fine - 50_000_000), clock: fine))
        #expect(!RunCache.isRecent(stamp(fine - 200_000_000), clock: fine))
        #expect(RunCache.isRecent(stamp(0), clock: nil))
    }

    @Test func aRunThatLeavesWorkRecordsNothingAndABrokenCacheIsIgnored() throws {
        let files = MemoryFileSystem(files: ["Specs/Counter.yaml": GeneratorTests.spec, "Features/Counter/CounterView.swift": "// mine\n"])
        let generator = Generator(project: project(files))
        try generator.apply(try generator.plan())
        #expect(try files.read(RunCache.path) == nil, "a skipped file is not up to date")

        let clean = try generated()
        try clean.writeText(RunCache.path, "featuregen run cache 1\ninputs x\nnonsense\n")
        #expect(try !plan(clean).isFromCache)
    }

    @Test func theDigestIsSHA256() {
        var digest = SHA256()
        digest.update(Array("abc".utf8))
        #expect(digest.finalize() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var long = SHA256()
        long.update(Array(repeating: UInt8(ascii: "a"), count: 1_000))
        #expect(long.finalize() == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}

/// A run that stops halfway — a full disk here — leaves every file whole, and the next run
/// completes it: the same files and base records as a run that never stopped.
@Suite struct InterruptedRunTests {
    private static let specs = (0..<6).map { index in
        (
            "Specs/Screen\(index).yaml",
            "feature: Screen\(index)\nstate:\n  count: Int\nactions:\n  - load\nsubviews:\n  Screen\(index)Row:\n    actions: [onTap]\n"
        )
    }

    private func project(_ files: MemoryFileSystem) -> Generator {
        Generator(project: Project(fileSystem: files, config: ProjectConfig()))
    }

    private func contents(_ files: MemoryFileSystem) throws -> [String: String] {
        var result: [String: String] = [:]
        for path in files.paths where path != RunCache.path { result[path] = try files.readText(path) }
        return result
    }

    @Test(arguments: [1, 2_000, 9_000, 20_000, 40_000])
    func aFullDiskNamesTheFileAndTheNextRunCompletes(bytes: Int) throws {
        let reference = MemoryFileSystem(files: Dictionary(uniqueKeysWithValues: Self.specs))
        try project(reference).apply(try project(reference).plan())

        let files = MemoryFileSystem(files: Dictionary(uniqueKeysWithValues: Self.specs))
        files.bytesLeft = bytes
        let generator = project(files)
        #expect {
            try generator.apply(try generator.plan())
        } throws: { error in
            let failure = error as? FileSystemError
            return failure?.reason.contains("No space left on device") == true
                && failure?.reason.contains("running again completes the run") == true && !(failure?.path.isEmpty ?? true)
        }
        #expect(try files.read(RunCache.path) == nil, "a stopped run records no cache")
        files.bytesLeft = nil
        try generator.apply(try generator.plan())
        #expect(try contents(files) == contents(reference))
    }
}

/// A run that changes `.featuregen/settings` (a setting of `featuregen.yml` changed) keys the
/// cache by the record it leaves, so the next run comes from the cache and writes nothing.
@Suite struct SettingsChangeCacheTests {
    @Test func theRunAfterASettingChangedComesFromTheCache() throws {
        let files = MemoryFileSystem(files: [
            "featuregen.yml": "architecture: vsurf\n",
            "Specs/Cart.yaml": "feature: Cart\nstate:\n  count: Int\nactions: [load]\n",
        ])
        @discardableResult func generate() throws -> WritePlan {
            let generator = Generator(project: try Project.load(from: files))
            return try generator.apply(try generator.plan())
        }
        try generate()
        try files.writeText("featuregen.yml", "architecture: vsurf\nvsurf:\n  services: VSURFStateFacade\n")
        try generate()
        #expect(try files.readText(SettingsRecord.path) == "vsurf.services: VSURFStateFacade\n")
        let cache = try files.read(RunCache.path)
        let next = try generate()
        #expect(next.isFromCache, "the run after the settings changed renders again")
        #expect(try files.read(RunCache.path) == cache, "the run after the settings changed rewrites the cache")
    }
}
