extension ProjectConfig {
    /// The values of `manifest`'s settings for this project: each its default, or what the
    /// architecture's block of `featuregen.yml` sets (`vsurf: { services: VSURFStateFacade }`).
    /// A setting the manifest does not declare, or a value it refuses, is a diagnostic in
    /// `reader` (and leaves the default).
    func settingValues(for manifest: ArchitectureManifest, reader: inout SpecReader) -> [String: SpecOptionValue] {
        var values = manifest.defaultSettings
        let names = manifest.settings.map(\.name)
        for block in architectureSettings where block.architecture == manifest.name {
            for value in block.values {
                guard let setting = manifest.settings.first(where: { $0.name == value.name }) else {
                    let listing =
                        names.isEmpty
                        ? "architecture '\(manifest.name)' declares no settings"
                        : "'\(manifest.name)' takes: \(names.joined(separator: ", "))"
                    reader.error(
                        "unknown setting '\(value.name)' of architecture '\(manifest.name)'", at: value.keyLocation,
                        notes: DidYouMean.notes(for: value.name, among: names, listing: listing))
                    continue
                }
                if let decoded = OptionValueDecoder(option: setting).value(value.node, reader: &reader) {
                    values[setting.name] = decoded
                }
            }
        }
        return values
    }

    /// `settingValues(for:reader:)`, for a project whose settings were checked when it loaded.
    package func settingValues(for manifest: ArchitectureManifest) -> [String: SpecOptionValue] {
        var reader = SpecReader()
        return settingValues(for: manifest, reader: &reader)
    }
}
