/// Decides, for every rendered file, what to write (DESIGN.md §4): compares the new text with
/// the file on disk (`mine`) and the base featuregen recorded, and merges where both changed.
public struct Planner: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// - Parameters:
    ///   - files: what the templates render now.
    ///   - isComplete: the run rendered every spec of the project, so a base record that no
    ///     file answers to belongs to a deleted spec.
    ///   - prune: remove orphaned files that the user did not modify.
    public func plan(_ files: [GeneratedFile], isComplete: Bool, prune: Bool) throws -> WritePlan {
        var entries = try files.map(entry)
        if isComplete {
            let rendered = Set(files.map(\.path))
            for basePath in try fileSystem.files(under: BaseStore.folder) {
                guard let path = BaseStore.file(forBase: basePath), !rendered.contains(path) else { continue }
                entries.append(try orphan(path, prune: prune))
            }
        }
        return WritePlan(entries: entries.sorted { $0.path < $1.path })
    }

    private func entry(for file: GeneratedFile) throws -> WritePlan.Entry {
        let new = file.contents
        let mine = try fileSystem.readText(file.path)
        let base = try fileSystem.readText(BaseStore.path(for: file.path))
        var entry = WritePlan.Entry(path: file.path, action: .unchanged, current: mine)
        entry.base = base == new ? nil : new
        guard let mine else {
            entry.action = .created
            entry.write = new
            return entry
        }
        if mine == new { return entry }
        let markers = ThreeWayMerge.conflictMarkerLines(in: mine)
        if !markers.isEmpty {
            entry.action = .conflict
            entry.conflictLines = markers
            entry.base = nil
            entry.reason = "conflict markers from an earlier run are still in the file"
            return entry
        }
        guard let base else {
            entry.action = .skipped
            entry.base = nil
            entry.reason = "the file exists and featuregen did not write it; move it away to generate it"
            return entry
        }
        if mine == base {
            entry.action = .updated
            entry.write = new
            return entry
        }
        let merged = ThreeWayMerge().merge(base: base, mine: mine, new: new)
        entry.action = merged.hasConflicts ? .conflict : (merged.text == mine && base == new ? .unchanged : .merged)
        entry.write = merged.text == mine ? nil : merged.text
        entry.conflictLines = merged.conflictLines
        return entry
    }

    private func orphan(_ path: String, prune: Bool) throws -> WritePlan.Entry {
        let mine = try fileSystem.readText(path)
        let base = try fileSystem.readText(BaseStore.path(for: path))
        var entry = WritePlan.Entry(path: path, action: .orphaned, current: mine)
        guard let mine else {
            // The user deleted the file already: only the record is left to drop.
            entry.action = .removed
            entry.removesBase = true
            return entry
        }
        if mine == base {
            entry.reason = prune ? nil : "no spec generates it any more; run with --prune to remove it"
            if prune {
                entry.action = .removed
                entry.removesFile = true
                entry.removesBase = true
            }
        } else {
            entry.reason = "no spec generates it any more, and it has your edits; delete it yourself when done"
        }
        return entry
    }
}
