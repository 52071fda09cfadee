/// Which declaration key each renamed declaration had: found by rendering the spec as it was
/// before its renames (`FeatureSpec.beforeRenames`) beside the spec as it is, and walking the
/// two declaration trees side by side. The two renderings differ only in names, so the trees
/// have the same shape; where a key differs, it is a rename. featuregen knows this from the
/// spec — no guessing from similar bodies.
enum RenameMap {
    /// Old key → new key, for the merge to apply to base and mine. Scopes (the type whose
    /// members a container holds) are entered as `scope Old` → `scope New`.
    static func keys(before: String, after: String) -> [String: String] {
        guard let old = DeclarationParser.parse(ThreeWayMerge.lines(before)),
            let new = DeclarationParser.parse(ThreeWayMerge.lines(after))
        else { return [:] }
        var map: [String: String] = [:]
        collect(old, new, into: &map)
        return map
    }

    private static func collect(_ old: DeclarationNode, _ new: DeclarationNode, into map: inout [String: String]) {
        for (oldKey, newKey) in zip(old.keys, new.keys) where oldKey != newKey {
            map[oldKey] = newKey
        }
        if let oldScope = old.scope, let newScope = new.scope, oldScope != newScope {
            map["scope " + oldScope] = "scope " + newScope
        }
        guard old.isContainer, new.isContainer, old.children.count == new.children.count else { return }
        for (oldChild, newChild) in zip(old.children, new.children) {
            collect(oldChild, newChild, into: &map)
        }
    }
}
