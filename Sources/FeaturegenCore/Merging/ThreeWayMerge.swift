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
/// A member the spec removes and the user's own code in the file still uses is kept, in the
/// merge and in the base record written with it (`KeptDeclarations`), until that use is gone.
///
/// The user's line endings are kept: the three texts are merged as `\n` lines and the result
/// is written back in the ending `mine` uses.
package struct ThreeWayMerge: Sendable {
    package struct Result: Sendable, Equatable {
        package var text: String
        /// 1-based lines of the `<<<<<<<` markers in `text`.
        package var conflictLines: [Int]
        /// For a two-way merge: what happened to each declaration.
        package var report: [String] = []
        /// Cases written without their type that the spec's renames may concern: left as the
        /// user wrote them (`ReferenceRenamer`), for the run to report.
        var unresolvedReferences: [ReferenceRenamer.UnresolvedReference] = []
        /// Members the spec removes that the user's code still uses, kept (`KeptDeclarations`).
        var kept: [KeptDeclarations.Kept] = []
        /// The base record to write when members were kept: the new text with them.
        var recordedBase: String?
        package var hasConflicts: Bool { !conflictLines.isEmpty }
    }

    /// Old declaration keys to new ones, and the words renamed, from the spec's renames.
    var renames: [String: String]
    var renamedWords: RenamedWords
    /// The names the feature's renames change, renamed in the user's references first.
    var referenceRenames = GeneratedNameRenames()
    /// Stands in for the declaration-by-declaration merge (base, mine, new lines): tests give a
    /// faulty one to check what guards its result.
    var declarationMerge: (@Sendable (_ base: [Substring]?, _ mine: [Substring], _ new: [Substring]) -> [Substring]?)?

    package init() {
        renames = [:]
        renamedWords = RenamedWords()
    }

    init(
        renames: [String: String], renamedWords: RenamedWords = RenamedWords(),
        referenceRenames: GeneratedNameRenames = GeneratedNameRenames()
    ) {
        self.renames = renames
        self.renamedWords = renamedWords
        self.referenceRenames = referenceRenames
    }

    package func merge(base: String, mine: String, new: String) -> Result {
        merge(base: Optional(base), mine: mine, new: new)!
    }

    /// The two-way merge of `adopt`: nil when either text does not parse.
    /// - Parameter elsewhere: the member signatures the module's other files declare.
    package func adopt(mine: String, new: String, elsewhere: Set<String> = []) -> Result? {
        merge(base: nil, mine: mine, new: new, elsewhere: elsewhere)
    }

    /// The member signatures a Swift file declares (`DeclarationNode.signature`), for `adopt`'s
    /// `elsewhere`; empty when it does not parse.
    static func memberSignatures(of text: String) -> Set<String> {
        var signatures = Set<String>()
        DeclarationParser.parse(lines(LineEnding.normalized(text)))?.memberSignatures(into: &signatures)
        return signatures
    }

    private func merge(base: String?, mine: String, new: String, elsewhere: Set<String> = []) -> Result? {
        let ending = LineEnding(of: mine)
        var base = base.map(LineEnding.normalized), mineText = LineEnding.normalized(mine)
        var new = LineEnding.normalized(new)
        if mineText == new || mineText == base { return Result(text: ending.applied(to: new), conflictLines: []) }
        // The references to renamed generated names, in both texts, by their syntax trees; the
        // user's rewrite of a line the spec only renamed is then taken as it is. Where the
        // user's file does not parse, nothing is renamed and such a line conflicts.
        var renamedWords = RenamedWords()
        var mineRenamed = false
        if !referenceRenames.isEmpty, let renamedMine = ReferenceRenamer.renamed(mineText, referenceRenames) {
            base = base.map { ReferenceRenamer.renamed($0, referenceRenames)?.text ?? $0 }
            renamedWords = self.renamedWords
            if renamedMine.text != mineText {
                mineText = renamedMine.text
                mineRenamed = true
                if mineText == new { return Result(text: ending.applied(to: new), conflictLines: []) }
            }
        }
        var kept: KeptDeclarations?
        if let base, new != base {
            let found = KeptDeclarations(base: Self.lines(base), mine: Self.lines(mineText), new: Self.lines(new))
            if !found.names.isEmpty {
                kept = found
                new = found.new.joined(separator: "\n") + (new.hasSuffix("\n") && !found.new.isEmpty ? "\n" : "")
            }
        }
        if new == base {
            return Result(
                text: mineRenamed ? ending.applied(to: mineText) : mine, conflictLines: [],
                unresolvedReferences: unresolvedReferences(in: mineText), kept: kept?.located(in: Self.lines(mineText)) ?? [],
                recordedBase: kept.map { _ in new })
        }
        var baseLines = base.map(Self.lines), mineLines = Self.lines(mineText)
        let newLines = Self.lines(new)
        if let lines = baseLines, let moved = Reindentation.follow(base: lines, mine: mineLines, new: newLines) {
            (baseLines, mineLines) = (moved.base, moved.mine)
        }
        let endsWithNewline = mineText.hasSuffix("\n") || new.hasSuffix("\n")
        let report = StructuredMerge.Report()
        let structured =
            declarationMerge.map { $0(baseLines, mineLines, newLines) }
            ?? StructuredMerge(renames: renames, renamedWords: renamedWords, elsewhere: elsewhere).merge(
                base: baseLines, mine: mineLines, new: newLines, report: base == nil ? report : nil)
        if structured == nil && baseLines == nil { return nil }
        var merged = Merged(
            structured ?? LineMerge.merge(base: baseLines!, mine: mineLines, new: newLines, renamedWords: renamedWords).lines,
            endsWithNewline)
        if !merged.isConflicted && !SwiftSyntaxCheck.parses(merged.text)
            && SwiftSyntaxCheck.parses(mineText) && SwiftSyntaxCheck.parses(new)
        {
            // Both sides parse and the merge does not: never written as clean. Lines merged
            // whole, or, when they do not parse either, the two sides as one conflict.
            merged = Merged(conflictOf: mineLines, newLines, endsWithNewline)
            if structured != nil, let baseLines {
                let lines = Merged(
                    LineMerge.merge(base: baseLines, mine: mineLines, new: newLines, renamedWords: renamedWords).lines, endsWithNewline)
                if lines.isConflicted || SwiftSyntaxCheck.parses(lines.text) { merged = lines }
            }
        }
        return Result(
            text: ending.applied(to: merged.text), conflictLines: merged.conflictLines, report: report.lines,
            unresolvedReferences: merged.isConflicted ? [] : unresolvedReferences(in: merged.text),
            kept: merged.isConflicted ? [] : kept?.located(in: Self.lines(merged.text)) ?? [], recordedBase: kept.map { _ in new })
    }

    /// The cases written without their type in the merged text that the renames may concern,
    /// at their lines there.
    private func unresolvedReferences(in text: String) -> [ReferenceRenamer.UnresolvedReference] {
        referenceRenames.isEmpty ? [] : ReferenceRenamer.renamed(text, referenceRenames)?.unresolved ?? []
    }

    /// A merge's text and its conflict blocks.
    private struct Merged {
        var text: String
        var conflictLines: [Int]
        var isConflicted: Bool { !conflictLines.isEmpty }

        init(_ lines: [Substring], _ endsWithNewline: Bool) {
            text = lines.joined(separator: "\n") + (endsWithNewline && !lines.isEmpty ? "\n" : "")
            conflictLines = ThreeWayMerge.lines(text).enumerated().compactMap {
                $0.element == Substring(ConflictMarkers.mine) ? $0.offset + 1 : nil
            }
        }

        /// The lines where `mine` and `new` differ, as one conflict block between the lines
        /// they share at the start and at the end.
        init(conflictOf mine: [Substring], _ new: [Substring], _ endsWithNewline: Bool) {
            let prefix = zip(mine, new).prefix { $0 == $1 }.count
            let suffix = zip(mine.dropFirst(prefix).reversed(), new.dropFirst(prefix).reversed()).prefix { $0 == $1 }.count
            let lines =
                mine.prefix(prefix) + [Substring(ConflictMarkers.mine)] + mine[prefix..<(mine.count - suffix)]
                + [Substring(ConflictMarkers.separator)] + new[prefix..<(new.count - suffix)] + [Substring(ConflictMarkers.new)]
                + mine.suffix(suffix)
            self.init(Array(lines), endsWithNewline)
        }
    }

    static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}
