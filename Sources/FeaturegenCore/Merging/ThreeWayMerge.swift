#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Merges the user's file (`mine`) and the newly rendered one (`new`) against what featuregen
/// wrote last (`base`): declaration by declaration where all three parse as Swift
/// (`StructuredMerge`), line by line where one does not (`LineMerge`). Without a base (a file
/// featuregen did not write, taken over by `adopt`) the merge is two-way and the user's text
/// wins wherever both have a declaration; a two-way merge needs all of it to parse.
///
/// The user's line endings are kept: the three texts are merged as `\n` lines and the result
/// is written back in the ending `mine` uses.
public struct ThreeWayMerge: Sendable {
    public struct Result: Sendable, Equatable {
        public var text: String
        /// 1-based lines of the `<<<<<<<` markers in `text`.
        public var conflictLines: [Int]
        /// For a two-way merge: what happened to each declaration.
        public var report: [String] = []
        public var hasConflicts: Bool { !conflictLines.isEmpty }
    }

    /// Old declaration keys to new ones, from the spec's renames.
    var renames: [String: String]

    public init() {
        renames = [:]
    }

    init(renames: [String: String]) {
        self.renames = renames
    }

    public func merge(base: String, mine: String, new: String) -> Result {
        merge(base: Optional(base), mine: mine, new: new)!
    }

    /// The two-way merge of `adopt`: nil when either text does not parse.
    public func adopt(mine: String, new: String) -> Result? {
        merge(base: nil, mine: mine, new: new)
    }

    private func merge(base: String?, mine: String, new: String) -> Result? {
        let ending = LineEnding(of: mine)
        let base = base.map(LineEnding.normalized), mineText = LineEnding.normalized(mine), new = LineEnding.normalized(new)
        if mineText == new || mineText == base { return Result(text: ending.applied(to: new), conflictLines: []) }
        if new == base { return Result(text: mine, conflictLines: []) }
        let baseLines = base.map(Self.lines), mineLines = Self.lines(mineText), newLines = Self.lines(new)
        var merged: [Substring]
        let report = StructuredMerge.Report()
        if let structured = StructuredMerge(renames: renames).merge(
            base: baseLines, mine: mineLines, new: newLines, report: base == nil ? report : nil)
        {
            merged = structured
        } else {
            guard let baseLines else { return nil }
            merged = LineMerge.merge(base: baseLines, mine: mineLines, new: newLines).lines
        }
        let endsWithNewline = mineText.hasSuffix("\n") || new.hasSuffix("\n")
        let text = merged.joined(separator: "\n") + (endsWithNewline && !merged.isEmpty ? "\n" : "")
        let conflictLines = Self.lines(text).enumerated().compactMap { $0.element == Substring(ConflictMarkers.mine) ? $0.offset + 1 : nil }
        return Result(text: ending.applied(to: text), conflictLines: conflictLines, report: report.lines)
    }

    static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}
