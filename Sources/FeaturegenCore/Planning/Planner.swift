/// Decides, for every rendered file, what to write (Documentation/Design.md §4): compares the new text with
/// the file on disk (`mine`) and the base featuregen recorded, and merges where both changed.
package struct Planner: Sendable {
    package let fileSystem: any FileSystem
    /// Called from the workers as each file is merged.
    package var progress: ProgressHandler?

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// - Parameters:
    ///   - files: what the templates render now.
    ///   - isComplete: the run rendered every spec of the project, so a base record that no
    ///     file answers to belongs to a deleted spec.
    ///   - prune: remove orphaned files that the user did not modify.
    ///   - adopt: take over files that exist without a base record (a module written by hand,
    ///     or a project whose `.featuregen/` was lost) by a two-way structural merge.
    package func plan(_ files: [GeneratedFile], isComplete: Bool, prune: Bool, adopt: Bool = false) throws -> WritePlan {
        let retired = files.filter(\.retired)
        let files = files.filter { !$0.retired }
        let counter = ProgressCounter(.merging, total: files.count, handler: progress)
        let relocations = try relocations(of: files)
        let members = adopt ? try memberSignatures(around: files) : [:]
        var entries = try files.concurrentMap { file in
            defer { counter.step() }
            return Result { try entry(for: file, adopt: adopt, relocation: relocations[file.path], members: members) }
        }.map { try $0.get() }
        let written = Set(entries.map(\.path).map(fileSystem.identity))
        // A file retired in the run that renames it (a subview made inline and renamed with
        // `was:`) is retired where it was written, under its old name.
        let retiredPaths = retired.flatMap { [$0.path] + ($0.previousPath.map { [$0] } ?? []) }
        for file in retired {
            for path in [file.path] + (file.previousPath.map { [$0] } ?? []) where !written.contains(fileSystem.identity(of: path)) {
                if let entry = try retiredEntry(path, by: file) { entries.append(entry) }
            }
        }
        if isComplete {
            let answered = Set(
                (entries.map(\.path) + entries.compactMap(\.movedFrom) + retiredPaths).map(fileSystem.identity))
            for basePath in try fileSystem.files(under: BaseStore.folder) {
                guard let path = BaseStore.file(forBase: basePath), !answered.contains(fileSystem.identity(of: path)) else { continue }
                entries.append(try orphan(path, prune: prune))
            }
        }
        return WritePlan(entries: entries.sorted { $0.path < $1.path })
    }

    /// The entry for a rendered file, with the syntax error its Swift would have after the
    /// run: text that is not featuregen's own output (the user's edits, a merge) is parsed.
    private func entry(
        for file: GeneratedFile, adopt: Bool, relocation: Relocation?, members: [String: [String: Set<String>]]
    ) throws -> WritePlan.Entry {
        var file = file
        switch relocation {
        case .yours(let name, let path)?:
            var entry = WritePlan.Entry(path: file.path, action: .yours, current: nil)
            entry.reason = "\(path) declares \(name) with other types; featuregen adds no second declaration and leaves it to you"
            return entry
        case .to(let path)?:
            file.path = path
            file.previousPath = nil
        case nil:
            break
        }
        let elsewhere =
            file.feature.map { feature in
                (members[TopLevelTypes.moduleFolder(of: file.path, feature: feature)] ?? [:])
                    .filter { fileSystem.identity(of: $0.key) != fileSystem.identity(of: file.path) }.values
                    .reduce(into: Set<String>()) { $0.formUnion($1) }
            } ?? []
        var entry = try plannedEntry(for: file, adopt: adopt, elsewhere: elsewhere)
        if file.path.hasSuffix(".swift"), entry.conflictLines.isEmpty, entry.action != .skipped,
            let result = entry.result, result != file.contents
        {
            entry.syntaxError = SwiftSyntaxCheck.firstError(in: result)
        }
        return entry
    }

    private func plannedEntry(for file: GeneratedFile, adopt: Bool, elsewhere: Set<String>) throws -> WritePlan.Entry {
        let new = file.contents
        // Stamped before it is read: a save in between makes the writer leave the file alone.
        let readStamp = fileSystem.stamp(file.path)
        var mine = try fileSystem.readText(file.path)
        var base = try fileSystem.readText(BaseStore.path(for: file.path))
        var movedFrom: String?
        var movedFromStamp: FileStamp?
        if mine == nil, base == nil, let previous = file.previousPath {
            // Renamed by the spec (`was:`): the file and its record move to the new name.
            let previousStamp = fileSystem.stamp(previous)
            let previousMine = try fileSystem.readText(previous)
            let previousBase = try fileSystem.readText(BaseStore.path(for: previous))
            if previousMine != nil || previousBase != nil {
                (mine, base, movedFrom, movedFromStamp) = (previousMine, previousBase, previous, previousStamp)
            }
        }
        if mine != nil || base != nil, movedFrom == nil { movedFrom = try storedInOtherCase(file.path) }
        var entry = WritePlan.Entry(path: file.path, action: .unchanged, current: mine)
        entry.readStamp = readStamp
        entry.movedFrom = movedFrom
        entry.movedFromStamp = movedFromStamp
        entry.base = base == new && movedFrom == nil ? nil : new
        // A record git merged with conflicts (two branches changed the file): read as the
        // first side, a text featuregen wrote on one of them.
        let recordedBase = base
        let conflictedBase = base.map(BaseStore.hasConflictMarkers) ?? false
        if conflictedBase { base = base.flatMap(BaseStore.usableText) }
        guard let mine else {
            entry.action = .created
            entry.write = new
            return entry
        }
        if mine == new {
            if movedFrom != nil { entry.write = new }
            return entry
        }
        let merge = ThreeWayMerge(renames: file.renames, renamedWords: file.renamedWords, referenceRenames: file.referenceRenames)
        let markers = ConflictMarkers.lines(in: mine)
        if !markers.isEmpty, ConflictMarkers.areGits(in: mine), let recordedBase,
            let resolved = merge.resolvingGitConflict(recordedBase: recordedBase, mine: mine, new: new)
        {
            entry.action = .merged
            entry.write = resolved
            entry.reason = "git's conflict markers resolved: the code of both branches kept, on the merged spec"
            return entry
        }
        if !markers.isEmpty {
            entry.action = .conflict
            entry.conflictLines = markers
            entry.base = nil
            entry.movedFrom = nil
            entry.reason =
                ConflictMarkers.areGits(in: mine)
                ? "git left conflict markers in it (a merge, rebase or stash); resolve them as in any git conflict "
                    + "(keep both branches' code, delete the marker lines) and run again"
                : "conflict markers are still in the file; resolve them (keep one side, delete the marker lines) and run again"
            return entry
        }
        if conflictedBase, base == nil {
            let record = BaseStore.path(for: entry.movedFrom ?? file.path)
            var entry = skipped(entry)
            entry.reason =
                "its base record \(record) holds git conflict markers that do not pair up, so featuregen cannot tell your "
                + "edits from its own; restore the record (git checkout --ours -- \(record)) and run again"
            entry.unusableBase = true
            return entry
        }
        guard let base else {
            return adopt ? adopted(entry, mine: mine, new: new, elsewhere: elsewhere) : skipped(entry)
        }
        if mine == base {
            entry.action = .updated
            entry.write = new
            return entry
        }
        let merged = merge.merge(base: base, mine: mine, new: new)
        // Members kept for the user's code stay in the record, so the next run removes them
        // once that code is gone (and a run that keeps them again writes nothing).
        let recorded = merged.recordedBase ?? new
        if merged.recordedBase != nil { entry.base = recordedBase == recorded && movedFrom == nil ? nil : recorded }
        entry.action = merged.hasConflicts ? .conflict : (merged.text == mine && base == recorded ? .unchanged : .merged)
        entry.write = merged.text == mine && movedFrom == nil ? nil : merged.text
        entry.conflictLines = merged.conflictLines
        entry.warnings =
            merged.unresolvedReferences.map { UnresolvedReferenceWarning.diagnostic($0, in: file.path) }
            + merged.kept.map { $0.diagnostic(in: file.path) }
        return entry
    }

    /// Where a generated file goes when the module keeps its type in a file of its own.
    enum Relocation: Equatable {
        /// Managed where the user put it: merged into that file, whose base record it gets.
        case to(String)
        /// That file declares other generated types too: left alone.
        case yours(type: String, path: String)
    }

    /// Each generated file missing from its path whose type the module declares in another
    /// file (`Components/Subviews/PhotoGrid/PhotoGrid.swift` for `Components/PhotoGrid.swift`):
    /// that file is where featuregen manages it, so a module keeps its own layout. A file
    /// that declares the types of two generated files is left alone: merging both into it
    /// would put each one's other declarations in twice.
    private func relocations(of files: [GeneratedFile]) throws -> [String: Relocation] {
        let userTypes = try typesDeclaredByHand(around: files)
        var found: [String: (type: String, path: String)] = [:]
        for file in files where file.path.hasSuffix(".swift") && fileSystem.stamp(file.path) == nil {
            guard let feature = file.feature, let types = userTypes[TopLevelTypes.moduleFolder(of: file.path, feature: feature)] else {
                continue
            }
            for declaration in TopLevelTypes.declarations(in: file.contents) {
                if let path = types[declaration.name] {
                    found[file.path] = (declaration.name, path)
                    break
                }
            }
        }
        let targets = Dictionary(grouping: found.values.map(\.path), by: fileSystem.identity).mapValues(\.count)
        return found.mapValues { target in
            targets[fileSystem.identity(of: target.path)] == 1 ? .to(target.path) : .yours(type: target.type, path: target.path)
        }
    }

    /// For each module with a generated file missing from disk: the types its other Swift files
    /// (the user's, not featuregen's) declare at their top level, by name, with the file.
    private func typesDeclaredByHand(around files: [GeneratedFile]) throws -> [String: [String: String]] {
        let generated = Set(files.map { fileSystem.identity(of: $0.path) })
        let folders = Set(
            files.filter { $0.path.hasSuffix(".swift") && $0.feature != nil && fileSystem.stamp($0.path) == nil }
                .map { TopLevelTypes.moduleFolder(of: $0.path, feature: $0.feature!) })
        var types: [String: [String: String]] = [:]
        for folder in folders {
            for path in try fileSystem.files(under: folder).sorted()
            where path.hasSuffix(".swift") && !generated.contains(fileSystem.identity(of: path)) {
                guard let text = try fileSystem.readText(path) else { continue }
                for declaration in TopLevelTypes.declarations(in: text) where types[folder]?[declaration.name] == nil {
                    types[folder, default: [:]][declaration.name] = path
                }
            }
        }
        return types
    }

    /// For `adopt`: by module folder, each Swift file's member signatures, so that a member
    /// declared in another file of the module is not declared again.
    private func memberSignatures(around files: [GeneratedFile]) throws -> [String: [String: Set<String>]] {
        let folders = Set(files.compactMap { file in file.feature.map { TopLevelTypes.moduleFolder(of: file.path, feature: $0) } })
        var signatures: [String: [String: Set<String>]] = [:]
        for folder in folders {
            for path in try fileSystem.files(under: folder) where path.hasSuffix(".swift") {
                guard let text = try fileSystem.readText(path) else { continue }
                signatures[folder, default: [:]][path] = ThreeWayMerge.memberSignatures(of: text)
            }
        }
        return signatures
    }

    /// Where the file, or its base record, is stored in another case than `path` spells it —
    /// on a file system that folds case, after a rename in case only (`NewsList`, was
    /// `Newslist`) — the path to rename from; nil when both are stored as `path` spells them.
    private func storedInOtherCase(_ path: String) throws -> String? {
        guard fileSystem.isCaseInsensitive else { return nil }
        if let stored = try fileSystem.storedPath(of: path), stored != path { return stored }
        let basePath = BaseStore.path(for: path)
        guard let stored = try fileSystem.storedPath(of: basePath), stored != basePath else { return nil }
        return BaseStore.file(forBase: stored) ?? path
    }

    private func skipped(_ entry: WritePlan.Entry) -> WritePlan.Entry {
        var entry = entry
        entry.action = .skipped
        entry.base = nil
        entry.movedFrom = nil
        entry.reason = "featuregen has no record of writing it; run 'featuregen adopt' to merge the spec into it"
        return entry
    }

    private func adopted(_ entry: WritePlan.Entry, mine: String, new: String, elsewhere: Set<String>) -> WritePlan.Entry {
        guard let merged = ThreeWayMerge().adopt(mine: mine, new: new, elsewhere: elsewhere) else {
            var entry = skipped(entry)
            entry.reason = "it does not parse as Swift, so it cannot be merged declaration by declaration; fix it and adopt again"
            return entry
        }
        var entry = entry
        entry.action = merged.hasConflicts ? .conflict : .adopted
        entry.write = merged.text == mine ? nil : merged.text
        entry.conflictLines = merged.conflictLines
        entry.notes = merged.report
        return entry
    }

    /// A file its feature's manifest no longer writes (`retire: true`): removed with its
    /// record when it is as featuregen wrote it, kept and reported when it holds the user's
    /// code; nil when there is nothing of it (never written, or not featuregen's).
    private func retiredEntry(_ path: String, by file: GeneratedFile) throws -> WritePlan.Entry? {
        let readStamp = fileSystem.stamp(path)
        let mine = try fileSystem.readText(path)
        guard let recorded = try fileSystem.readText(BaseStore.path(for: path)) else { return nil }
        // A record whose conflict markers do not pair up matches no file: the file is kept.
        let base = BaseStore.usableText(recorded)
        var entry = WritePlan.Entry(path: path, action: .removed, current: mine)
        entry.readStamp = readStamp
        entry.removesBase = true
        guard let mine else { return entry }
        if mine == base {
            entry.removesFile = true
        } else {
            entry.action = .orphaned
            entry.removesBase = false
            entry.reason = RetiredFileReason.text(for: file)
        }
        return entry
    }

    private func orphan(_ path: String, prune: Bool) throws -> WritePlan.Entry {
        let readStamp = fileSystem.stamp(path)
        let mine = try fileSystem.readText(path)
        let base = try fileSystem.readText(BaseStore.path(for: path)).flatMap(BaseStore.usableText)
        var entry = WritePlan.Entry(path: path, action: .orphaned, current: mine)
        entry.readStamp = readStamp
        guard let mine else {
            // The user deleted the file already: only the record is left to drop.
            entry.action = .removed
            entry.removesBase = true
            return entry
        }
        if mine == base {
            entry.prunable = true
            entry.reason = prune ? nil : "no spec generates it any more; run with --prune to remove it"
            if prune {
                entry.action = .removed
                entry.removesFile = true
                entry.removesBase = true
            }
        } else {
            entry.reason =
                "no spec generates this file any more, and it has your edits: move what you need and delete it "
                + "('--prune' removes only files you did not edit)"
        }
        return entry
    }
}
