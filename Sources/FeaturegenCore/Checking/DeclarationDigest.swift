/// What the collision check keeps of a generated file between reading every file of a run and
/// comparing them: a hash of each declaration's scope and name, and for each type the hashes of
/// the types it would hide. A 500-feature project declares 100,000 names and repeats almost
/// none, so only the few files whose hashes meet another's are read again in full; holding
/// every declaration at once was a third of a full generate's peak memory.
struct DeclarationDigest: Sendable {
    /// Each declaration's scope and name, hashed.
    private(set) var keys: [Int] = []
    /// Each type's scope and name, hashed.
    private(set) var typeKeys: [Int] = []
    /// For each type, its name in each scope that holds its own, hashed: a type there of that
    /// name is hidden by it.
    private(set) var enclosingKeys: [Int] = []
    /// A type at the top level named as a standard, SwiftUI or UIKit type.
    private(set) var shadowsStandardType = false

    init(_ declarations: [GeneratedDeclaration]) {
        keys.reserveCapacity(declarations.count)
        for declaration in declarations {
            keys.append(Self.key(scope: declaration.scope, name: declaration.name))
            guard declaration.kind == .type else { continue }
            typeKeys.append(keys[keys.count - 1])
            for scope in DeclarationCollisions.enclosingScopes(of: declaration.scope) {
                enclosingKeys.append(Self.key(scope: scope, name: declaration.name))
            }
            if DeclarationCollisions.shadowsStandardType(declaration) { shadowsStandardType = true }
        }
    }

    static func key(scope: String, name: String) -> Int {
        var hasher = Hasher()
        hasher.combine(scope)
        hasher.combine(name)
        return hasher.finalize()
    }

    /// The digests whose declarations may collide with, hide or be hidden by another's: every
    /// one that does is among them (equal names hash equally), and a few that do not (hashes
    /// that meet by chance, overloads, `#if` clauses) are ruled out by reading them in full.
    static func suspects(among digests: [DeclarationDigest]) -> [Int] {
        var keys: [Int] = []
        keys.reserveCapacity(digests.reduce(0) { $0 + $1.keys.count })
        for digest in digests { keys += digest.keys }
        keys.sort()
        var repeated: Set<Int> = []
        for index in keys.indices.dropFirst() where keys[index] == keys[index - 1] {
            repeated.insert(keys[index])
        }
        keys = []
        let types = Set(digests.flatMap(\.typeKeys))
        var hidden: Set<Int> = []
        for digest in digests {
            for key in digest.enclosingKeys where types.contains(key) { hidden.insert(key) }
        }
        return digests.indices.filter { index in
            let digest = digests[index]
            return digest.shadowsStandardType || digest.keys.contains(where: repeated.contains)
                || digest.enclosingKeys.contains(where: types.contains) || digest.typeKeys.contains(where: hidden.contains)
        }
    }
}
