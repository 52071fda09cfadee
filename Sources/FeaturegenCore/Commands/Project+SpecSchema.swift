extension SpecSchema {
    /// The spec schema of a project: the keys its own manifests add (`templates:`) included.
    public static func spec(for project: Project) throws(DiagnosticsError) -> String {
        let architectures = try project.specArchitectures()
        return spec(options: architectures.options.all, defaultArchitecture: architectures.defaultName)
    }

    /// The config schema of a project: the settings its own manifests declare included.
    public static func config(for project: Project) throws(DiagnosticsError) -> String {
        var settings: [String: [SpecOption]] = [:]
        for name in ArchitectureCatalog.names { settings[name] = try project.manifest(of: name)?.settings ?? [] }
        return config(settings: settings)
    }
}
