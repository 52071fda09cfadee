extension Project {
    /// The errors of `featuregen.yml`'s architecture blocks, checked against each
    /// architecture's manifest (the project's own where `templates:` has one): a setting the
    /// manifest does not declare, a value of the wrong kind, a type name that is none.
    func checkSettings() throws(DiagnosticsError) {
        var reader = SpecReader()
        var checked = Set<String>()
        for block in config.architectureSettings where checked.insert(block.architecture).inserted {
            guard let manifest = try manifest(of: block.architecture) else { continue }
            _ = config.settingValues(for: manifest, reader: &reader)
        }
        try reader.diagnostics.throwIfErrors()
    }

    /// The manifest of an architecture: the project's own where `templates:` has one.
    package func manifest(of architecture: String) throws(DiagnosticsError) -> ArchitectureManifest? {
        try ArchitectureCatalog.manifest(architecture, override: templateOverrideFile(ArchitectureManifest.fileName, for: architecture))
    }
}
