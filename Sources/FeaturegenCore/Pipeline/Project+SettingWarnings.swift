extension Project {
    /// A warning for each setting `featuregen.yml` writes that no architecture of the project
    /// honours (`observation:` in a tca project), and for each block of an architecture's
    /// settings (`vsurf: { services: … }`) when no feature uses that architecture, at the
    /// setting. The architectures are the project's own and each spec's; for a run of some
    /// specs the others are read as well before a setting is called ignored.
    package func settingWarnings(for run: ProjectSpecs) throws(DiagnosticsError) -> [Diagnostic] {
        let specs = run.specs
        let settings = CoreKeys.settings.compactMap { key in config.location(of: key).map { (key: key, location: $0) } }
        let blocks = config.architectureSettings
        guard !settings.isEmpty || !blocks.isEmpty else { return [] }
        let architectures = try specArchitectures()
        var used = Set([config.architecture] + specs.map(architecture(of:)))
        let honoured = { (key: String) in used.contains { architectures.keys(of: $0).honours(key) } }
        if settings.contains(where: { !honoured($0.key) }) || blocks.contains(where: { !used.contains($0.architecture) }) {
            used.formUnion(run.others.map(architecture(of:)))
        }
        let warnings = IgnoredKeyWarnings(architectures: architectures)
        let unused = blocks.filter { !used.contains($0.architecture) }.map { block in
            Diagnostic.warning(
                "'\(block.architecture)' sets settings of an architecture no feature of the project uses", at: block.location,
                notes: [
                    .init(
                        "the project's features use \(used.sorted().joined(separator: ", ")); remove the block from \(ProjectConfig.fileName), or give a feature 'architecture: \(block.architecture)'"
                    )
                ])
        }
        return settings.compactMap { warnings.settingWarning($0.key, at: $0.location, used: Array(used)) } + unused
    }
}
