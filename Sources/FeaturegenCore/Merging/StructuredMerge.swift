/// The semistructured three-way merge (Apel et al., FSE 2011): base, mine and new are parsed
/// into declaration trees, declarations are matched by identity, and only the text inside a
/// matched declaration is merged line by line. So a user's line stays in the declaration it
/// was written in, whatever the spec reorders, adds or removes around it.
///
/// - Generated declarations follow the order of `new`; a declaration only the user wrote stays
///   after the declaration it follows in `mine`.
/// - A declaration the spec removed keeps what the user added to it: if the user edited its
///   body, the removal conflicts; lines the user put above it (a comment) stay, without it.
/// - Both sides adding the same declaration keep one, the user's — also when the user wrote it
///   in another container of the same type (the duplicate a line merge would make).
/// - Without a base (`adopt`), the user's file leads: its declarations and order stay, and
///   what only the spec has is added after its neighbour in `new`.
struct StructuredMerge {
    /// Old keys to new ones, from the spec's `was:` hints: applied to base and mine.
    var renames: [String: String] = [:]
    var renamedWords = RenamedWords()
    /// Members the module declares in its other files, as `DeclarationNode.signature`s: what
    /// `adopt` must not declare a second time (`struct Photo` in `extension Gallery.ViewState`
    /// of `Models/GalleryPhoto.swift`).
    var elsewhere: Set<String> = []

    /// What a two-way merge did, declaration by declaration (`adopt` prints it).
    final class Report {
        var lines: [String] = []
    }

    /// The private functions a two-way merge added, as (scope, key).
    private final class Added {
        var privateFunctions: [(scope: String, key: String)] = []
    }

    /// What the user's file uses, parsed only if a merge asks.
    private final class MineUses {
        let lines: [Substring]
        lazy var uses = FunctionUses(in: lines.joined(separator: "\n"))

        init(_ lines: [Substring]) {
            self.lines = lines
        }
    }

    /// The merged lines, or nil when one of the texts does not parse (merge lines instead).
    ///
    /// Without a base, a private function only the spec has (a handler) is added only if the
    /// merged file calls it: where the user's `switch` already handles a case with a method
    /// of their own, the generated handler would be dead code beside it.
    func merge(base: [Substring]?, mine: [Substring], new: [Substring], report: Report? = nil) -> [Substring]? {
        guard base == nil else { return merge(base: base, mine: mine, new: new, report: report, excluding: []) }
        let added = Added()
        guard let merged = merge(base: nil, mine: mine, new: new, report: Report(), excluding: [], added: added) else { return nil }
        // Left out: what the spec's own code calls and the merged file no longer does.
        let uses = FunctionUses(in: merged.joined(separator: "\n")), generatedUses = FunctionUses(in: new.joined(separator: "\n"))
        let unused = added.privateFunctions.filter { generatedUses.uses($0.key) && !uses.uses($0.key) }
        let excluded = Set(unused.map { DeclarationNode.signature(scope: $0.scope, key: $0.key) })
        return merge(base: nil, mine: mine, new: new, report: report, excluding: excluded)
    }

    private func merge(
        base: [Substring]?, mine: [Substring], new: [Substring], report: Report?, excluding excluded: Set<String>, added: Added? = nil
    ) -> [Substring]? {
        guard let mineTree = DeclarationParser.parse(mine)?.renamed(renames),
            let newTree = DeclarationParser.parse(new)
        else { return nil }
        var baseTree: DeclarationNode?
        if let base {
            guard let parsed = DeclarationParser.parse(base) else { return nil }
            baseTree = parsed.renamed(renames)
        }
        var mineSignatures = elsewhere
        mineTree.keptMemberSignatures(base: baseTree, new: newTree, into: &mineSignatures)
        let context = Context(
            mineSignatures: mineSignatures, report: report, renamedWords: renamedWords, excluded: excluded, added: added,
            mineUses: MineUses(mine))
        return context.merge(base: baseTree, mine: mineTree, new: newTree)
    }

    private struct Context {
        let mineSignatures: Set<String>
        let report: Report?
        let renamedWords: RenamedWords
        /// Added declarations left out, as signatures: handlers nothing calls.
        let excluded: Set<String>
        let added: Added?
        let mineUses: MineUses

        private func isExcluded(_ node: DeclarationNode, in scope: String?) -> Bool {
            guard let scope else { return false }
            if excluded.contains(DeclarationNode.signature(scope: scope, key: node.key)) { return true }
            // An added extension whose every member is left out, or declared elsewhere in the
            // type, would be added empty: it is left out with them.
            let members = node.children.filter { !$0.key.isEmpty && !$0.key.hasPrefix("mark ") }
            return node.isContainer && node.key.hasPrefix("extension ") && !members.isEmpty
                && members.allSatisfy { member in
                    let signature = DeclarationNode.signature(scope: node.scope ?? scope, key: member.key)
                    return excluded.contains(signature) || mineSignatures.contains(signature)
                }
        }

        /// A private member the user's file does not use, or an extension of nothing else.
        private func isUnusedPrivate(_ node: DeclarationNode) -> Bool {
            if Self.isPrivateMember(node) { return !mineUses.uses.uses(node.key) }
            let members = node.children.filter { !$0.key.isEmpty && !$0.key.hasPrefix("mark ") }
            return node.key.hasPrefix("extension ") && !members.isEmpty && members.allSatisfy(isUnusedPrivate)
        }

        /// A private function or property: nothing outside the file can be using it.
        private static func isPrivateMember(_ node: DeclarationNode) -> Bool {
            guard ["func ", "var ", "let "].contains(where: node.key.hasPrefix), let line = node.declarationLines.first else {
                return false
            }
            return ["private func ", "private var ", "private let "].contains { line.contains($0) }
        }

        private func note(_ event: String, _ node: DeclarationNode, in scope: String?) {
            guard let report, !node.key.isEmpty, !node.key.hasPrefix("mark ") else { return }
            let key = node.key.hasPrefix("other ") ? String(node.key.dropFirst(6).prefix(40)) : node.key
            report.lines.append("\(event) \(key)" + (scope.map { $0.isEmpty ? "" : " in \($0)" } ?? ""))
        }

        func merge(base: DeclarationNode?, mine: DeclarationNode?, new: DeclarationNode?) -> [Substring] {
            let present = [base, mine, new].compactMap { $0 }
            guard !present.isEmpty else { return [] }
            if let base, mine == nil || new == nil {
                if let mine, mine.declarationLines == base.declarationLines {
                    // Removed by the spec, unedited: only lines the user put above it remain.
                    return LineMerge.merge(base: base.leadingLines, mine: mine.leadingLines, new: [], renamedWords: renamedWords).lines
                }
                // A private member the user removed (or `adopt` left out) and nothing of theirs
                // uses: the spec's edit to it does not bring it back.
                if mine == nil, let new, isUnusedPrivate(new) {
                    return []
                }
                // Removed by one side, edited by the other: merged whole, so it conflicts.
                return LineMerge.merge(base: base.lines, mine: mine?.lines ?? [], new: new?.lines ?? [], renamedWords: renamedWords).lines
            }
            if present.allSatisfy(\.isContainer) {
                return mergeContainers(base: base, mine: mine, new: new)
            }
            guard let base, let mine, let new else {
                // Added by one side, or by both (keep the user's).
                return (mine ?? new)!.lines
            }
            // A leaf on one side at least (a one-line `handle` that now holds a switch): all
            // of each side's lines, children and closing brace included.
            return mergeApart(base, mine, new, \.lines)
        }

        /// A node's lines (`lines`, or the `head` of a container), with the blank lines and
        /// comments above the declaration merged apart from it: a `// MARK:` the spec moves
        /// away from a declaration is no edit of the declaration.
        private func mergeApart(
            _ base: DeclarationNode, _ mine: DeclarationNode, _ new: DeclarationNode, _ part: KeyPath<DeclarationNode, [Substring]>
        ) -> [Substring] {
            LineMerge.merge(base: base.leadingLines, mine: mine.leadingLines, new: new.leadingLines, renamedWords: renamedWords).lines
                + LineMerge.merge(
                    base: Array(base[keyPath: part].dropFirst(base.leading)), mine: Array(mine[keyPath: part].dropFirst(mine.leading)),
                    new: Array(new[keyPath: part].dropFirst(new.leading)), renamedWords: renamedWords
                ).lines
        }

        private func mergeContainers(base: DeclarationNode?, mine: DeclarationNode?, new: DeclarationNode?) -> [Substring] {
            let head: [Substring], tail: [Substring]
            if let base, let mine, let new {
                head = mergeApart(base, mine, new, \.head)
                tail = LineMerge.merge(base: base.tail, mine: mine.tail, new: new.tail, renamedWords: renamedWords).lines
            } else {
                head = (mine ?? new)!.head
                tail = (mine ?? new)!.tail
            }
            let scope = (mine ?? new)?.scope
            let baseChildren = base?.children ?? [], mineChildren = mine?.children ?? [], newChildren = new?.children ?? []
            let identities = DeclarationMatcher.identities(base: baseChildren, mine: mineChildren, new: newChildren)
            let leadsWithMine = base == nil && mine != nil
            let ordered = order(identities, leading: leadsWithMine ? \.mine : \.new, following: leadsWithMine ? \.new : \.mine)
            var lines = head
            func addedOnly(_ identity: DeclarationMatcher.Identity) -> DeclarationNode? {
                identity.base == nil && identity.mine == nil ? identity.new.map { newChildren[$0] } : nil
            }
            // Imports the spec adds above a file whose first declaration opens with the user's
            // header comment go below the header, with the file's other imports.
            var heldImports: [Substring]? =
                leadsWithMine && ordered.first.flatMap(addedOnly)?.key.hasPrefix("import ") == true ? [] : nil
            for (position, identity) in ordered.enumerated() {
                let b = identity.base.map { baseChildren[$0] }
                let m = identity.mine.map { mineChildren[$0] }
                let n = identity.new.map { newChildren[$0] }
                // Adopting, a `// MARK:` of the spec's is added only over a declaration the
                // spec adds: never over the user's own, nor over a left-out one.
                if leadsWithMine, addedOnly(identity)?.key.hasPrefix("mark ") == true {
                    let next = ordered.dropFirst(position + 1).first.flatMap(addedOnly)
                    if next == nil || isExcluded(next!, in: scope ?? "") || next!.key.hasPrefix("mark ") { continue }
                }
                if let n, b == nil, m == nil, let scope, !n.key.hasPrefix("mark "),
                    mineSignatures.contains(DeclarationNode.signature(scope: scope, key: n.key))
                {
                    note("kept yours (declared elsewhere in the type):", n, in: scope)
                    continue
                }
                if b == nil, m == nil, let n, isExcluded(n, in: scope ?? "") {
                    let left = n.key.hasPrefix("extension ") ? n.children.filter { !$0.key.isEmpty && !$0.key.hasPrefix("mark ") } : [n]
                    for member in left {
                        let memberScope = member.key == n.key ? scope : n.scope
                        let declared = memberScope.map { mineSignatures.contains(DeclarationNode.signature(scope: $0, key: member.key)) }
                        note(
                            declared == true ? "kept yours (declared elsewhere in the type):" : "not added (nothing in your code uses it):",
                            member, in: memberScope)
                    }
                    continue
                }
                if b == nil, m == nil, let n, base == nil, let added {
                    if Self.isPrivateMember(n) { added.privateFunctions.append((scope ?? "", n.key)) }
                    for function in n.children where Self.isPrivateMember(function) {
                        added.privateFunctions.append((n.scope ?? "", function.key))
                    }
                }
                if b == nil {
                    switch (m, n) {
                    case (let m?, let n?) where !(m.isContainer && n.isContainer):
                        note(m.lines == n.lines ? "same:" : "kept yours:", m, in: scope)
                    case (nil, let n?): note("added:", n, in: scope)
                    case (let m?, nil) where base == nil: note("kept your own:", m, in: scope)
                    default: break
                    }
                }
                let merged = merge(base: b, mine: m, new: n)
                if heldImports != nil, m == nil, n?.key.hasPrefix("import ") == true {
                    heldImports! += merged
                    continue
                }
                if let held = heldImports {
                    heldImports = nil
                    let header = Self.headerComment(of: merged)
                    if header.isEmpty {
                        lines += held + merged
                    } else {
                        let rest = merged.dropFirst(header.count).drop { $0.allSatisfy(\.isWhitespace) }
                        let imports = held.drop { $0.allSatisfy(\.isWhitespace) }
                        lines += header + (header.last?.allSatisfy(\.isWhitespace) == true ? [] : [""]) + imports + [""] + rest
                    }
                    continue
                }
                lines += merged
            }
            return lines + tail + (heldImports ?? [])
        }

        /// The comment block a file starts with (`//  ProfileState.swift` …) and the blank lines
        /// after it; empty when the lines do not start with a comment.
        private static func headerComment(of lines: [Substring]) -> [Substring] {
            let isComment = { (line: Substring) in
                let text = line.drop { $0 == " " }
                return text.hasPrefix("//") || text.hasPrefix("/*") || text.hasPrefix("*")
            }
            guard let first = lines.first, isComment(first) else { return [] }
            let comments = lines.prefix(while: isComment).count
            let blanks = lines.dropFirst(comments).prefix { $0.allSatisfy(\.isWhitespace) }.count
            return Array(lines.prefix(comments + blanks))
        }

        /// The leading side's order, with each declaration only the other side has placed
        /// right after the declaration it follows there.
        private func order(
            _ identities: [DeclarationMatcher.Identity],
            leading: KeyPath<DeclarationMatcher.Identity, Int?>,
            following: KeyPath<DeclarationMatcher.Identity, Int?>
        ) -> [DeclarationMatcher.Identity] {
            let spine = identities.filter { $0[keyPath: leading] != nil }.sorted { $0[keyPath: leading]! < $1[keyPath: leading]! }
            let others = identities.filter { $0[keyPath: leading] == nil && $0[keyPath: following] != nil }
                .sorted { $0[keyPath: following]! < $1[keyPath: following]! }
            // For each position of the following side: the spine identity at it, if any.
            let spineByFollowing = Dictionary(
                spine.compactMap { identity in identity[keyPath: following].map { ($0, identity) } },
                uniquingKeysWith: { first, _ in first })
            var attached: [Int: [DeclarationMatcher.Identity]] = [:]  // spine position (or -1) → followers
            let spinePosition = Dictionary(
                spine.enumerated().map { ($0.element[keyPath: leading]!, $0.offset) }, uniquingKeysWith: { first, _ in first })
            let followingCount = (others.last?[keyPath: following] ?? -1) + 1
            var anchor = -1
            var othersByPosition = Dictionary(others.map { ($0[keyPath: following]!, $0) }, uniquingKeysWith: { first, _ in first })
            for position in 0..<followingCount {
                if let identity = spineByFollowing[position] {
                    anchor = spinePosition[identity[keyPath: leading]!]!
                } else if let identity = othersByPosition.removeValue(forKey: position) {
                    attached[anchor, default: []].append(identity)
                }
            }
            var result = attached[-1] ?? []
            for (offset, identity) in spine.enumerated() {
                result.append(identity)
                result += attached[offset] ?? []
            }
            // Identities on neither side (removed by both) have nothing to write.
            return result
        }
    }
}
