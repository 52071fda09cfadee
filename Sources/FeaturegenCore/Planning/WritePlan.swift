/// What a run would do to each file: the "plan" stage's output, which `--dry-run` and
/// `check` print and the writer carries out.
public struct WritePlan: Sendable {
    public enum Action: String, Sendable {
        /// A new file.
        case created
        /// Regenerated; the file had no edits of the user's.
        case updated
        /// The user's edits and the new output merged cleanly.
        case merged
        /// Overlapping edits: written with conflict markers.
        case conflict
        /// Nothing to do.
        case unchanged
        /// A file at this path that featuregen did not write; left alone.
        case skipped
        /// A file featuregen wrote for a spec that no longer exists.
        case orphaned
        /// An orphaned file, unmodified, removed by `--prune`.
        case removed
        /// A file featuregen did not write, taken over by `adopt`: merged two-way with the spec.
        case adopted
        /// Saved by another program (an editor) after the run read it: left as saved, not
        /// replaced; the next run merges it.
        case kept
        /// Not written: the user declares its type in another file of the module (a module
        /// written by hand in its own layout), so featuregen adds no rival declaration.
        case yours
    }

    public struct Entry: Sendable {
        public var path: String
        public var action: Action
        /// The text on disk now (nil when there is no file).
        public var current: String?
        /// The text to write at `path`; nil when the file stays as it is (or is removed).
        public var write: String?
        /// The base to record; nil to leave the record as it is.
        public var base: String?
        public var removesFile = false
        public var removesBase = false
        /// An orphan as featuregen wrote it: `generate --prune` removes it. An orphan that holds
        /// the user's code is never removed; `reason` says why it is kept and what to do.
        public var prunable = false
        /// 1-based lines of conflict markers in the file after the run.
        public var conflictLines: [Int] = []
        /// Why the file was skipped or kept, for the summary line.
        public var reason: String?
        /// Skipped because its base record holds git conflict markers that do not pair up
        /// (`reason` says how to restore it), not because featuregen never wrote it.
        public var unusableBase = false
        /// The file's path before a rename the spec declares: the file and its base record
        /// there are removed once the file is written at `path`. Where the file system takes
        /// both paths for one file (a rename in case only, case folded), the file, its record
        /// and their folders are renamed to `path`'s case instead.
        public var movedFrom: String?
        /// What `adopt` did, declaration by declaration.
        public var notes: [String] = []
        /// What the run leaves for the user to check in the file (a case a rename may concern).
        public var warnings: [Diagnostic] = []
        /// The stamp of the file at `path` when the plan read it (nil: there was none), and of
        /// the file at `movedFrom`: the writer replaces or removes a file only while it is still
        /// the version the plan was made from.
        /// Where the file's Swift will first fail to parse after the run (the user's own
        /// edit): `check` fails on it, and `generate` reports it.
        public var syntaxError: SwiftSyntaxError?
        public var readStamp: FileStamp?
        public var movedFromStamp: FileStamp?

        public init(path: String, action: Action, current: String?) {
            self.path = path
            self.action = action
            self.current = current
        }

        /// The text the file will have after the run (nil when it will not exist).
        public var result: String? {
            removesFile ? nil : (write ?? current)
        }

        /// 1-based lines of conflict markers in the file on disk now: what the user has to
        /// resolve before a run merges the file again (`conflictLines` may be ones the run
        /// would write).
        public var markerLinesOnDisk: [Int] {
            current.map(ConflictMarkers.lines(in:)) ?? []
        }

        /// The run's merge would write conflict markers into a file that holds none yet.
        public var wouldConflict: Bool { !conflictLines.isEmpty && markerLinesOnDisk.isEmpty }

        /// The run changes what is on disk at `path` (not just its base record).
        public var changesFile: Bool { write != nil || removesFile || movedFrom != nil }

        /// Another program saved the file after the plan read it: the writer left it as saved.
        mutating func keep() {
            action = .kept
            write = nil
            removesFile = false
            conflictLines = []
            reason = "saved by another program while featuregen ran; left as saved, run featuregen again to merge it"
        }
    }

    public var entries: [Entry]
    /// Warnings about the specs the plan was made from.
    public var warnings: [Diagnostic] = []
    /// The features the plan was made for, by name.
    public var features: [String] = []
    /// The digest of the run's inputs, for a complete run (`RunCache`).
    var inputs: String?
    /// Made from the run cache, without rendering: every file was up to date.
    public internal(set) var isFromCache = false
    /// The cache this plan was made from, when it holds base records that were recent when
    /// recorded: recorded again, they no longer are (`RunCache`).
    var cacheToRecordAgain: RunCache?

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// After the plan is applied, nothing is left to do: no conflict, no file featuregen did
    /// not write, no orphan.
    var leavesProjectUpToDate: Bool {
        entries.allSatisfy { entry in
            entry.conflictLines.isEmpty && entry.syntaxError == nil && ![.skipped, .orphaned, .conflict, .kept].contains(entry.action)
        }
    }

    /// Files the run cannot bring up to date by itself: conflict markers in them, not written
    /// by featuregen, saved by another program during the run, or Swift that does not parse. `generate` exits 1 for these and `check` fails on them.
    public var blocked: [Entry] {
        entries.filter { !$0.conflictLines.isEmpty || $0.action == .skipped || $0.action == .kept || $0.syntaxError != nil }
    }

    /// Something is left for the user: a conflict, a file featuregen did not write, a file saved
    /// during the run, Swift that does not parse. `generate` exits 1.
    public var hasBlockedFiles: Bool { !blocked.isEmpty }

    /// Files whose text the run would change.
    public var changes: [Entry] { entries.filter(\.changesFile) }
}
