/// A Swift file cut on line boundaries into the declarations the structural merge matches:
/// types, extensions, enum cases, properties, functions, initializers — and the cases of a
/// function's `switch`. Every line of the file belongs to exactly one node, so joining the
/// lines of the tree gives the file back unchanged.
///
/// A node's lines start right after its previous sibling (the blank lines and comments above
/// a declaration are its own) and end with the line of its last token. A container is split
/// into `head` (up to its opening brace), `children` and `tail` (the closing brace); anything
/// that cannot be cut on whole lines (two declarations on one line, a one-line type) is a
/// leaf, merged line by line as a whole.
struct DeclarationNode: Sendable {
    /// What the node is, most specific first: `func load(_:)`, then `func load`. Empty for the
    /// file itself.
    var keys: [String]
    /// Extensions (and overloads) share a key; these are matched by their members instead.
    var allowsDuplicates = false
    /// The type whose members the children are (`ProductCardViewModel`), for finding the same
    /// declaration written in another container of the file.
    var scope: String?
    var head: [Substring]
    var children: [DeclarationNode] = []
    var tail: [Substring] = []
    var isContainer = false
    /// How many of the first lines are blank lines and comments above the declaration.
    var leading = 0

    /// The node without the blank lines and comments above it.
    var declarationLines: ArraySlice<Substring> { lines.dropFirst(leading) }

    var leadingLines: [Substring] { Array(head.prefix(leading)) }

    var key: String { keys.first ?? "" }

    var lines: [Substring] {
        isContainer ? head + children.flatMap(\.lines) + tail : head
    }

    /// Every (scope, key) of a declaration below this node, for duplicate checks.
    func memberSignatures(into result: inout Set<String>) {
        for child in children {
            if let scope { result.insert(Self.signature(scope: scope, key: child.key)) }
            child.memberSignatures(into: &result)
        }
    }

    /// `memberSignatures` of the user's tree, without what the spec removes (in `base`, not in
    /// `new`, edited or not) and its members: a type the spec moves (from an extension of the
    /// state to the top level) is no declaration of the user's that the moved one would repeat.
    /// Without a base (`adopt`), every declaration of the user's counts.
    func keptMemberSignatures(base: DeclarationNode?, new: DeclarationNode?, into result: inout Set<String>) {
        guard let base else { return memberSignatures(into: &result) }
        // By key, the first of each, as a scan would find them: a type of thousands of members
        // (the merge's worst case) must not be scanned once per member.
        let first = { (nodes: [DeclarationNode]) in Dictionary(nodes.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }) }
        let baseChildren = first(base.children), newChildren = first(new?.children ?? [])
        for child in children {
            let inBase = baseChildren[child.key]
            let inNew = newChildren[child.key]
            if inBase != nil, inNew == nil { continue }
            if let scope { result.insert(Self.signature(scope: scope, key: child.key)) }
            if let inBase {
                child.keptMemberSignatures(base: inBase, new: inNew, into: &result)
            } else {
                child.memberSignatures(into: &result)
            }
        }
    }

    static func signature(scope: String, key: String) -> String {
        scope + "\u{0}" + key
    }
}

extension DeclarationNode {
    /// Renames keys (and the scope of the children) by a map from old to new keys: the hints
    /// the spec gives with `was:`.
    func renamed(_ renames: [String: String]) -> DeclarationNode {
        guard !renames.isEmpty else { return self }
        var node = self
        node.keys = keys.map { renames[$0] ?? $0 }
        if let scope { node.scope = renames["scope " + scope].map { String($0.dropFirst("scope ".count)) } ?? scope }
        node.children = children.map { $0.renamed(renames) }
        return node
    }
}
