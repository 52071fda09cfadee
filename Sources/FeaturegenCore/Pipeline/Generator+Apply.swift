/// Writing a plan to disk, and the records a clean run leaves: the run cache (which lets the
/// next run with the same inputs skip its work) and the settings the bases were written with.
extension Generator {
    /// The plan of a run whose inputs and files are as the last clean run left them: every
    /// file unchanged, without rendering. Nil when anything differs (see `RunCache`).
    func cachedPlan(inputs: String) -> WritePlan? {
        guard let bytes = try? fileSystem.read(RunCache.path), var cache = RunCache.decode(bytes), cache.inputs == inputs else {
            return nil
        }
        let fileSystem = self.fileSystem
        // Read before the stamps are compared, for recording the cache again (below).
        let clock = recordsCacheAgain && !cache.digests.isEmpty ? fileSystem.clock() : nil
        // In no order: only whether every stamp matches counts.
        let recorded = Array(cache.stamps)
        guard recorded.concurrentMap({ path, stamp in fileSystem.stamp(path) == stamp }).allSatisfy({ $0 }) else { return nil }
        let bases = recorded.filter { $0.key.hasPrefix(BaseStore.folder + "/") }
        let recent = bases.filter { RunCache.isRecent($0.value, clock: cache.recorded) }.map(\.key)
        guard let onDisk = try? fileSystem.files(under: BaseStore.folder), onDisk.count == bases.count,
            Set(onDisk) == Set(bases.map(\.key)),
            recent.allSatisfy({ path in
                cache.digests[path] != nil && (try? RunCache.digest(ofBases: [path], in: fileSystem)) == cache.digests[path]
            })
        else {
            return nil
        }
        var plan = WritePlan(entries: cache.outputs.map { WritePlan.Entry(path: $0, action: .unchanged, current: nil) })
        plan.warnings = cache.warnings
        plan.features = cache.features
        plan.isFromCache = true
        if !recent.isEmpty, let clock {
            // Recorded again by the clock read before the stamps, with the digests just
            // compared (not read again: a record rewritten since is not taken as it is now),
            // the records no longer recent are compared by stamp alone from the next run on.
            cache.recorded = clock
            cache.digests = cache.digests.filter { path, _ in cache.stamps[path].map { RunCache.isRecent($0, clock: clock) } ?? false }
            plan.cacheToRecordAgain = cache
        }
        return plan
    }

    /// Records a complete plan that leaves the project up to date (after `apply`, or when
    /// `check` passes), so the next run with the same inputs and files does no work. Best
    /// effort: a cache that cannot be written only costs the next run its shortcut.
    public func recordUpToDate(_ plan: WritePlan) {
        if let cache = plan.cacheToRecordAgain {
            write(cache)
            return
        }
        guard let inputs = plan.inputs, !plan.isFromCache, plan.leavesProjectUpToDate else { return }
        // Read before the stamps: a record written after this moment is recent.
        let clock = fileSystem.clock()
        let kept = plan.entries.filter { !$0.removesFile && $0.action != .removed }
        let paths = kept.flatMap { [$0.path, BaseStore.path(for: $0.path)] }
        let fileSystem = self.fileSystem
        let found = paths.concurrentMap { fileSystem.stamp($0) }  // 30,000 in a large project
        guard !found.contains(nil) else { return }
        let stamps = Dictionary(zip(paths, found.map { $0! }), uniquingKeysWith: { _, last in last })
        record(
            RunCache(inputs: inputs, stamps: stamps, outputs: kept.map(\.path), features: plan.features, warnings: plan.warnings),
            clock: clock)
    }

    /// Writes `cache` with the digests of the base records recent at `clock`.
    private func record(_ cache: RunCache, clock: Int64?) {
        var cache = cache
        cache.recorded = clock
        let recent = cache.stamps.filter { path, stamp in path.hasPrefix(BaseStore.folder + "/") && RunCache.isRecent(stamp, clock: clock) }
            .map(\.key)
        let fileSystem = self.fileSystem
        let digests = recent.concurrentMap { try? RunCache.digest(ofBases: [$0], in: fileSystem) }
        guard !digests.contains(nil) else { return }
        cache.digests = Dictionary(uniqueKeysWithValues: zip(recent, digests.map { $0! }))
        write(cache)
    }

    private func write(_ cache: RunCache) {
        let bytes = cache.encoded()
        guard (try? fileSystem.read(RunCache.path)) != bytes else { return }
        _ = try? StoreIgnoreFile.ensure(in: fileSystem)
        try? fileSystem.write(RunCache.path, bytes)
    }

    /// Carries out a plan: file first, then its base record, each write atomic. A file saved
    /// by another program since the plan read it is neither replaced nor removed, and its base
    /// record stays: it comes back as `kept`, and the next run merges it.
    /// - Returns: the plan as carried out.
    @discardableResult
    public func apply(_ plan: WritePlan) throws -> WritePlan {
        try checkPaths(plan.entries.filter { $0.changesFile || $0.base != nil }.map(\.path) + plan.entries.compactMap(\.movedFrom))
        fileSystem.removeTemporaryFiles()
        defer { fileSystem.removeTemporaryFiles() }
        try StoreIgnoreFile.ensure(in: fileSystem)
        // Files are written across the cores (writing is mostly waiting for the disk); each
        // entry — its file, then its base record — is written by one worker, whole, and an
        // interruption stops the workers between entries.
        let work = plan.entries.indices.filter { index in
            let entry = plan.entries[index]
            return entry.changesFile || entry.base != nil || entry.removesBase
        }
        // Renames in case only first, one at a time: they rename folders other entries write
        // into. A file saved since the plan read it is not renamed (it is kept, below); the
        // rename changes the file's stamp, so the write expects the renamed file's.
        var expecting = Dictionary(uniqueKeysWithValues: work.map { ($0, plan.entries[$0].readStamp) })
        for index in work where renamesInPlace(plan.entries[index]) {
            let entry = plan.entries[index]
            guard fileSystem.stamp(entry.path) == entry.readStamp else { continue }
            for path in [entry.path, BaseStore.path(for: entry.path)] { try fileSystem.recase(path) }
            expecting[index] = fileSystem.stamp(entry.path)
        }
        let expected = expecting
        // The old name of a renamed file is removed unless the file system takes it for a file
        // the plan keeps (`Newslist/…` is `NewsList/…` where case is folded).
        let kept = Set(plan.entries.filter { !$0.removesFile }.map { fileSystem.identity(of: $0.path) })
        let counter = ProgressCounter(.writing, total: work.count, handler: progress)
        let outcomes = work.concurrentMap { index -> Result<WriteOutcome, any Error> in
            if Interruption.requested != nil { return .success(.notStarted) }
            return Result {
                let outcome = try write(plan.entries[index], expecting: expected[index] ?? nil, keeping: kept)
                counter.step()
                return outcome
            }
        }
        var done = 0
        var applied = plan
        for (index, outcome) in zip(work, outcomes) {
            switch try outcome.get() {
            case .written: done += 1
            case .notStarted: break
            case .keptAsSaved:
                done += 1
                applied.entries[index].keep()
            }
        }
        if let signal = Interruption.requested, done < work.count {
            throw InterruptedError(signal: signal, done: done, total: work.count)
        }
        if applied.inputs != nil, try recordSettings() {
            // The record is one of the run's inputs: the cache is keyed by the inputs as the
            // run leaves them, or the next run would find it stale and write it again.
            applied.inputs = try project.inputDigest(specPaths: try project.specPaths(), tool: toolIdentity)
        }
        recordUpToDate(applied)
        try recordCheckInputs(applied)
        return applied
    }

    /// The files `check` reads (`CheckInputList`), when they changed: after a complete run, the
    /// list of them; after a run of some specs (`new`, `generate Cart`), the list it wrote
    /// before with this run's files added, as the next complete run would write it.
    private func recordCheckInputs(_ plan: WritePlan) throws {
        let written = try fileSystem.readText(CheckInputList.path)
        var text = try expectedCheckInputs(plan)
        // A run of some specs adds to the list; a complete one (the cache's too) writes it whole.
        if plan.inputs == nil && !plan.isFromCache {
            guard let written else { return }
            // Line by line: a list saved without its last line break must not join two paths.
            let lines = (written.split(separator: "\n") + text.split(separator: "\n")).map(String.init)
            text = lines.uniqued().sorted().joined(separator: "\n") + "\n"
        }
        guard written != text else { return }
        try fileSystem.writeText(CheckInputList.path, text)
    }

    private func expectedCheckInputs(_ plan: WritePlan) throws -> String {
        let outputs = plan.entries.filter { !$0.removesFile && $0.action != .removed && $0.action != .orphaned }.map(\.path)
        return CheckInputList.text(
            config: project.config, specPaths: try project.specPaths(), outputs: outputs, fileSystem: fileSystem)
    }

    /// For `check`: the project's input list is there but no longer names what `check` reads
    /// (a spec or a generated file was added or removed since `generate` wrote it).
    public func checkInputListIsStale(_ plan: WritePlan) throws -> Bool {
        guard let written = try fileSystem.readText(CheckInputList.path) else { return false }
        return written != (try expectedCheckInputs(plan))
    }

    /// After a complete run, the settings its files were rendered with (`SettingsRecord`).
    /// - Returns: whether the record changed.
    private func recordSettings() throws -> Bool {
        var values: [String: [String: SpecOptionValue]] = [:]
        var manifests: [String: ArchitectureManifest] = [:]
        // Without its block in featuregen.yml (or a manifest of the project's own), an
        // architecture's settings are its defaults, which the record leaves out: its manifest
        // need not be decoded.
        let blocks = Set(project.config.architectureSettings.map(\.architecture))
        for name in ArchitectureCatalog.names where project.config.templates != nil || blocks.contains(name) {
            guard let manifest = try project.manifest(of: name), !manifest.settings.isEmpty else { continue }
            manifests[name] = manifest
            values[name] = project.config.settingValues(for: manifest)
        }
        let text = SettingsRecord.text(values, manifests: manifests)
        guard try fileSystem.readText(SettingsRecord.path) != text else { return false }
        if let text { try fileSystem.writeText(SettingsRecord.path, text) } else { try fileSystem.remove(SettingsRecord.path) }
        return true
    }

    private enum WriteOutcome {
        case written, notStarted, keptAsSaved
    }

    /// One entry of a plan: the file, then its base record — each only while the file is the
    /// version the plan read (`expected`).
    private func write(_ entry: WritePlan.Entry, expecting expected: FileStamp?, keeping kept: Set<PathKey>) throws -> WriteOutcome {
        if let text = entry.write, try !fileSystem.writeText(entry.path, text, ifStill: expected) {
            return .keptAsSaved
        }
        if entry.removesFile, try !fileSystem.remove(entry.path, ifStill: expected) {
            return .keptAsSaved
        }
        if let base = entry.base { try fileSystem.writeText(BaseStore.path(for: entry.path), base) }
        if entry.removesBase { try fileSystem.remove(BaseStore.path(for: entry.path)) }
        if let previous = entry.movedFrom, !kept.contains(fileSystem.identity(of: previous)) {
            // Saved under its old name during the run: that copy stays, and is reported orphaned
            // by the next run, rather than lost.
            if fileSystem.stamp(previous) != nil, try !fileSystem.remove(previous, ifStill: entry.movedFromStamp) {
                return .keptAsSaved
            }
            if fileSystem.stamp(BaseStore.path(for: previous)) != nil { try fileSystem.remove(BaseStore.path(for: previous)) }
        }
        return .written
    }

    /// A rename after which the file system finds the file at both names (`Newslist` →
    /// `NewsList` where case is folded): `apply` renames it rather than write and remove.
    private func renamesInPlace(_ entry: WritePlan.Entry) -> Bool {
        entry.movedFrom.map { fileSystem.identity(of: $0) == fileSystem.identity(of: entry.path) } ?? false
    }
}
