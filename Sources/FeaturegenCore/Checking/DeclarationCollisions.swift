/// Two generated declarations that Swift would reject side by side: the same name twice in one
/// scope, as Swift's "invalid redeclaration" and "ambiguous use" errors see them.
struct DeclarationCollision: Sendable, Equatable {
    var first: GeneratedDeclaration
    var second: GeneratedDeclaration

    /// A method beside its `async` overload: Swift takes the `async` one in an async context,
    /// which a runtime does on purpose (`send(_:)`) and a test's helper never does.
    var isAsyncOverload: Bool { first.isAsync != second.isAsync }
}

enum DeclarationCollisions {
    /// Every pair of `declarations` that collide, each pair once, in the order written: each
    /// declaration with the last one before it, of its scope and name, that it collides with.
    static func find(in declarations: [GeneratedDeclaration]) -> [DeclarationCollision] {
        // By place, chained: the latest declaration of each scope and name (by their hash;
        // `collide` compares the names themselves), and for each the one of its kind before
        // it. A 500-feature project has 100,000 declarations; a dictionary of their keys and
        // copies held 20 MB.
        var latest: [Int: Int] = [:]
        var before = [Int](repeating: -1, count: declarations.count)
        var collisions: [DeclarationCollision] = []
        for (index, declaration) in declarations.enumerated() {
            var hasher = Hasher()
            hasher.combine(declaration.scope)
            hasher.combine(declaration.name)
            let key = hasher.finalize()
            var candidate = latest[key] ?? -1
            while candidate >= 0 {
                if collide(declarations[candidate], declaration) {
                    collisions.append(DeclarationCollision(first: declarations[candidate], second: declaration))
                    break
                }
                candidate = before[candidate]
            }
            before[index] = latest[key] ?? -1
            latest[key] = index
        }
        return collisions
    }

    /// Types declared both in a scope and in one that holds it (`Search.State.Destination`
    /// beside `Search.Destination`): inside, the name means the inner one, whatever the
    /// generated code meant. Whether that breaks it depends on what it refers to there, so
    /// these are candidates, refused only where the user chose the name.
    static func shadowingTypes(in declarations: [GeneratedDeclaration]) -> [DeclarationCollision] {
        // By name, then by scope, each with its place among the types of its name: a type is
        // looked up in the scopes that hold its own (a handful), not against every type of its
        // name (each feature's `State`, 500 of them in a large project).
        var byName: [String: [String: [(order: Int, type: GeneratedDeclaration)]]] = [:]
        var counts: [String: Int] = [:]
        for type in declarations where type.kind == .type {
            let order = counts[type.name, default: 0]
            counts[type.name] = order + 1
            byName[type.name, default: [:]][type.scope, default: []].append((order, type))
        }
        var found: [DeclarationCollision] = []
        for (_, byScope) in byName where byScope.count > 1 {
            for inner in byScope.values.joined().map(\.type) {
                let outer = enclosingScopes(of: inner.scope)
                    .compactMap { scope in byScope[scope]?.first { sameBuild($0.type, inner) } }
                    .min { $0.order < $1.order }
                guard let outer else { continue }
                found.append(DeclarationCollision(first: outer.type, second: inner))
            }
        }
        return found.sorted { ($0.second.file, $0.second.line) < ($1.second.file, $1.second.line) }
    }

    /// Types at the top level named as a standard, SwiftUI or UIKit type the generated code
    /// refers to (`enum String` for a project setting): every use of that type in the module
    /// would mean this one.
    static func standardTypeShadows(in declarations: [GeneratedDeclaration]) -> [GeneratedDeclaration] {
        declarations.filter(shadowsStandardType)
    }

    /// Whether `declaration` is a type at the top level named as a standard, SwiftUI or UIKit type.
    static func shadowsStandardType(_ declaration: GeneratedDeclaration) -> Bool {
        declaration.kind == .type && (declaration.scope.isEmpty || declaration.scope.hasSuffix("#"))
            && (GeneratedNames.reservedTypeNames.contains(declaration.name)
                || GeneratedNames.frameworkTypeNames.contains(declaration.name))
    }

    /// The scopes whose types code in `scope` sees, other than its own: the top level, and
    /// each scope `scope` is nested in (`Search` and `Search.State` for `Search.State.Row`).
    static func enclosingScopes(of scope: String) -> [String] {
        guard !scope.isEmpty else { return [] }
        var scopes = [""]
        var index = scope.startIndex
        while let dot = scope[index...].firstIndex(of: ".") {
            scopes.append(String(scope[..<dot]))
            index = scope.index(after: dot)
        }
        return scopes
    }

    /// Whether Swift rejects `a` and `b`, two declarations of one name in one scope.
    static func collide(_ a: GeneratedDeclaration, _ b: GeneratedDeclaration) -> Bool {
        guard a.name == b.name, a.scope == b.scope, sameBuild(a, b) else { return false }
        switch (a.kind, b.kind) {
        case (.type, .type):
            return true
        case (.type, _), (_, .type):
            // `struct Header` beside `var Header`: Swift tells them apart by use.
            return false
        case (.enumCase, .enumCase):
            // `case dismissed` beside `case dismissed(n:)` is a redeclaration; two cases with
            // values and other labels are not.
            return a.labels == nil || b.labels == nil || a.labels == b.labels
        default:
            guard a.isStatic == b.isStatic else { return false }
            switch (a.labels, b.labels) {
            case (nil, nil):
                return true
            case (nil, let labels?), (let labels?, nil):
                // A property beside a method without arguments: `var store` and `func store()`.
                return labels.isEmpty && a.kind != .initializer && b.kind != .initializer
            case (.some, .some):
                // Methods are overloaded by their parameters' types, never by their results:
                // `@Test func makeModule()` beside the test's own `func makeModule() -> Module`
                // makes every call ambiguous; so does one whose parameters all have defaults.
                return !Set(a.callForms).isDisjoint(with: b.callForms)
            }
        }
    }

    /// Two declarations in different clauses of one `#if` block are never built together.
    private static func sameBuild(_ a: GeneratedDeclaration, _ b: GeneratedDeclaration) -> Bool {
        a.clauses.allSatisfy { id, clause in b.clauses[id].map { $0 == clause } ?? true }
    }
}
