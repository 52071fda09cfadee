extension Project {
    /// A warning for each setting `featuregen.yml` writes that no architecture of the project
    /// honours (`observation:` in a tca project), at the setting. The architectures are the
    /// project's own and each spec's; for a run of some specs (`isComplete` false) the others
    /// are read as well before a setting is called ignored.
    package func settingWarnings(for specs: [FeatureSpec], isComplete: Bool) throws(DiagnosticsError) -> [Diagnostic] {
        let settings = CoreKeys.settings.compactMap { key in config.location(of: key).map { (key: key, location: $0) } }
        guard !settings.isEmpty else { return [] }
        let architectures = try specArchitectures()
        var used = Set([config.architecture] + specs.map(architecture(of:)))
        let honoured = { (key: String) in used.contains { architectures.keys(of: $0).honours(key) } }
        if !isComplete, settings.contains(where: { !honoured($0.key) }) {
            let loader = SpecLoader(fileSystem: fileSystem, architectures: architectures)
            // A spec that does not load has its own errors, reported when it is at hand.
            for path in (try? specPaths()) ?? [] {
                if let spec = try? loader.load(path) { used.insert(architecture(of: spec)) }
            }
        }
        let warnings = IgnoredKeyWarnings(architectures: architectures)
        return settings.compactMap { warnings.settingWarning($0.key, at: $0.location, used: Array(used)) }
    }
}
