/// One value per architecture, as `SpecArchitectures` holds them: given outright (a test's
/// dictionary, a project with templates of its own), or worked out from an architecture's
/// manifest when first asked for, so a run of one architecture's specs decodes one manifest
/// rather than all of them. Reads like the dictionary it replaces.
package struct ByArchitecture<Value: Sendable>: Sendable, ExpressibleByDictionaryLiteral {
    private var given: [String: Value]
    /// Where values not given come from, and which of an architecture's facts this one is.
    private var source: (facts: ArchitectureFacts, value: @Sendable (ArchitectureFacts.Entry) -> Value?)?

    package init(_ values: [String: Value]) {
        given = values
    }

    package init(dictionaryLiteral elements: (String, Value)...) {
        given = Dictionary(elements) { $1 }
    }

    init(_ facts: ArchitectureFacts, _ value: @escaping @Sendable (ArchitectureFacts.Entry) -> Value?) {
        given = [:]
        source = (facts, value)
    }

    package subscript(name: String) -> Value? {
        get {
            if let value = given[name] { return value }
            return source.flatMap { source in source.facts.entry(name).flatMap(source.value) }
        }
        set { given[name] = newValue }
    }

    package subscript(name: String, default value: @autoclosure () -> Value) -> Value {
        get { self[name] ?? value() }
        set { given[name] = newValue }
    }

    /// Every value, each worked out if it was not yet.
    package var all: [String: Value] {
        var all: [String: Value] = [:]
        if let source {
            for name in source.facts.names {
                if let value = source.facts.entry(name).flatMap(source.value) { all[name] = value }
            }
        }
        return all.merging(given) { $1 }
    }

    package var keys: Dictionary<String, Value>.Keys { all.keys }

    package func filter(_ isIncluded: ((key: String, value: Value)) throws -> Bool) rethrows -> [String: Value] {
        try all.filter(isIncluded)
    }
}

/// What the spec checks read of each architecture's manifest (`SpecArchitectures`), worked
/// out once per architecture, on first use, by `entry`'s closure.
final class ArchitectureFacts: Sendable {
    struct Entry: Sendable {
        var options: [SpecOption]
        var keys: HonouredKeys
        var injection: ArchitectureManifest.DependencyInjection
        var featureTypes: [String]
        var stateRules: StateRules
        var runtimeTypes: [String]
        var flow: ArchitectureManifest.Flow?
        var switches: [OptionSwitch]
        var alertButtons: ArchitectureManifest.AlertButtons = .own
        var outputs = ArchitectureManifest.Outputs()
        var buildSettingTurnedOff: String?
    }

    let names: [String]
    private let compute: @Sendable (String) -> Entry?
    private let entries = Memo<String, Entry?>()

    init(names: [String], compute: @escaping @Sendable (String) -> Entry?) {
        self.names = names
        self.compute = compute
    }

    func entry(_ name: String) -> Entry? {
        guard names.contains(name) else { return nil }
        return entries.value(for: name) { compute($0) }
    }
}
