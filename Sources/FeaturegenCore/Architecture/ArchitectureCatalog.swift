/// The architectures featuregen knows: one per folder of `Templates/` that holds an
/// `architecture.yaml`, compiled into the binary.
package enum ArchitectureCatalog {
    /// The names, sorted: `mvvm`, `tca`, …
    package static let names: [String] = EmbeddedTemplates.files.keys
        .filter { $0.hasSuffix("/" + ArchitectureManifest.fileName) }
        .map { String($0.dropLast(ArchitectureManifest.fileName.count + 1)) }
        .sorted()

    /// The manifest of `name`: the project's own (`override`), or the built-in one, parsed;
    /// nil for an unknown name.
    package static func manifest(_ name: String, override: (text: String, path: String)? = nil) throws(DiagnosticsError)
        -> ArchitectureManifest?
    {
        if let override { return try decode(override, name: name) }
        if let cached = builtInManifest(name) { return cached }
        // A built-in manifest that did not parse: its diagnostics, rather than "unknown".
        return try builtInSource(name).map { source throws(DiagnosticsError) in try decode(source, name: name) }
    }

    /// The notes of a name that is no architecture: the closest one, and the list.
    static func notes(forUnknown name: String) -> [Diagnostic.Note] {
        DidYouMean.notes(for: name, among: names, listing: "the architectures are: \(names.joined(separator: ", "))")
    }

    /// The built-in manifests, each parsed once, when first asked for: a run of one
    /// architecture's specs decodes only its manifest. A built-in manifest that does not parse
    /// is a bug of featuregen's, which the golden tests catch; it is nil here.
    private static let parsed = Memo<String, ArchitectureManifest?>()

    /// The built-in manifest of `name`; nil for an unknown name.
    package static func builtInManifest(_ name: String) -> ArchitectureManifest? {
        parsed.value(for: name) { name in
            guard let source = builtInSource(name) else { return nil }
            return try? decode(source, name: name)
        }
    }

    /// Every built-in manifest that parses, by name.
    private static var builtIn: [String: ArchitectureManifest] {
        Dictionary(uniqueKeysWithValues: names.compactMap { name in builtInManifest(name).map { (name, $0) } })
    }

    private static func builtInSource(_ name: String) -> (text: String, path: String)? {
        let key = "\(name)/\(ArchitectureManifest.fileName)"
        return EmbeddedTemplates.files[key].map { ($0, "<built-in>/Templates/\(key)") }
    }

    private static func decode(_ source: (text: String, path: String), name: String) throws(DiagnosticsError) -> ArchitectureManifest {
        var manifest = try ManifestDecoder().decode(
            YAMLLoader(document: .manifest).load(Array(source.text.utf8), file: source.path), name: name)
        manifest.runtimeTypes = RuntimeTypes.builtIn(manifest)
        return manifest
    }

    /// What the spec checks read of each built-in architecture (with its default settings),
    /// worked out when first asked for.
    static let facts = ArchitectureFacts(names: names) { name in
        guard let manifest = builtInManifest(name) else { return nil }
        return ArchitectureFacts.Entry(
            options: manifest.options, keys: manifest.keys, injection: manifest.dependencyInjection, featureTypes: manifest.featureTypes,
            stateRules: manifest.stateRules, runtimeTypes: manifest.runtimeTypes, flow: manifest.flow,
            switches: OptionSwitch.switches(of: manifest) { EmbeddedTemplates.files["\(manifest.name)/\($0)"] },
            alertButtons: manifest.alertButtons, outputs: manifest.outputs ?? .init(),
            buildSettingTurnedOff: manifest.buildSettingTurnedOff(in: manifest.defaultSettings))
    }

    /// The spec keys of every architecture, for the spec decoder and the schema.
    package static var options: [String: [SpecOption]] {
        builtIn.mapValues(\.options)
    }

    /// The project settings every architecture declares, for `featuregen.yml` and its schema.
    package static var settings: [String: [SpecOption]] {
        builtIn.mapValues(\.settings)
    }

    /// What every architecture does with the core keys, for the spec decoder's warnings.
    package static var keys: [String: HonouredKeys] {
        builtIn.mapValues(\.keys)
    }

    /// The types every architecture's features declare, for the checks of names.
    package static var featureTypes: [String: [String]] {
        builtIn.mapValues(\.featureTypes)
    }

    /// The types every architecture's runtime declares, for the checks of names.
    package static var runtimeTypes: [String: [String]] {
        builtIn.mapValues(\.runtimeTypes)
    }

    /// How every architecture builds a feature's state, for the spec checks.
    package static var stateRules: [String: StateRules] {
        builtIn.mapValues(\.stateRules)
    }

    /// The flows of every architecture that has them, for the checks of flows.
    package static var flows: [String: ArchitectureManifest.Flow] {
        builtIn.compactMapValues(\.flow)
    }

    /// The switches of every architecture's object options (`unit: { own: false }`).
    package static var switches: [String: [OptionSwitch]] {
        builtIn.mapValues { manifest in
            OptionSwitch.switches(of: manifest) { EmbeddedTemplates.files["\(manifest.name)/\($0)"] }
        }
    }

    /// How every architecture injects dependencies, for the project's checks of routes.
    package static var injection: [String: ArchitectureManifest.DependencyInjection] {
        builtIn.mapValues(\.dependencyInjection)
    }
}
