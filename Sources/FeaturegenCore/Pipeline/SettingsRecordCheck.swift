/// `.featuregen/settings` is featuregen's own file (`SettingsRecord`): one
/// `architecture.setting: value` line per setting the base records were generated with. A line
/// it cannot read would leave the merge following the wrong names, so it is an error at the
/// line, not a record read as empty. A setting the architecture no longer takes is not one: it
/// reads as the default.
enum SettingsRecordCheck {
    static func errors(in text: String, manifests: [String: ArchitectureManifest]) -> [Diagnostic] {
        var reader = SpecReader()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !line.trimmingBlanks.isEmpty {
            let location = SourceLocation(file: SettingsRecord.path, line: index + 1, column: 1)
            guard let colon = line.firstIndex(of: ":"), let dot = line[..<colon].firstIndex(of: ".") else {
                reader.error(
                    "'\(line.prefix(80))' is no setting: each line of \(SettingsRecord.path) is 'architecture.setting: value'",
                    at: location, notes: notes)
                continue
            }
            let architecture = String(line[..<dot])
            guard let manifest = manifests[architecture] else {
                reader.error("'\(architecture)' is no architecture", at: location, notes: notes)
                continue
            }
            let name = String(line[line.index(after: dot)..<colon])
            guard let setting = manifest.settings.first(where: { $0.name == name }) else { continue }
            let valueStart = line[line.index(after: colon)...].firstIndex { $0 != " " } ?? line.endIndex
            let value = String(line[valueStart...]).trimmingBlanks
            let column = line.distance(from: line.startIndex, to: valueStart) + 1
            let node = YAMLNode(
                .scalar(.init(text: value, isPlain: true)), at: SourceLocation(file: SettingsRecord.path, line: index + 1, column: column))
            var valueReader = SpecReader()
            _ = OptionValueDecoder(option: setting).value(node, reader: &valueReader)
            for var diagnostic in valueReader.diagnostics.diagnostics where diagnostic.severity == .error {
                diagnostic.notes += notes
                reader.diagnostics.emit(diagnostic)
            }
        }
        return reader.diagnostics.sorted().filter { $0.severity == .error }
    }

    private static let notes: [Diagnostic.Note] = [
        .init(
            "featuregen writes this file: the settings of featuregen.yml the generated files were last written with; restore it from version control, or remove it if they were written with the default settings"
        )
    ]
}

extension Generator {
    /// The record read with every architecture's manifest (the project's own where it has one).
    func checkSettingsRecord(_ record: String) throws(DiagnosticsError) {
        guard !record.isEmpty else { return }
        var manifests: [String: ArchitectureManifest] = [:]
        for name in ArchitectureCatalog.names { manifests[name] = try project.manifest(of: name) }
        let errors = SettingsRecordCheck.errors(in: record, manifests: manifests)
        if !errors.isEmpty { throw DiagnosticsError(errors) }
    }
}

extension Generator {
    /// A note for each setting whose value in `featuregen.yml` differs from the one the base
    /// records were written with (`SettingsRecord`), at the setting (or at the top of
    /// `featuregen.yml` when it went back to its default): empty when none changed.
    func settingsChangedSinceRecord() throws -> [Diagnostic] {
        let record = SettingsRecord.read(from: fileSystem)
        try checkSettingsRecord(record)
        var notes: [Diagnostic] = []
        // An architecture that neither the record nor featuregen.yml names has its defaults on
        // both sides: its manifest need not be read.
        let named = Set(SettingsRecord.architectures(in: record) + project.config.architectureSettings.map(\.architecture))
        for name in ArchitectureCatalog.names where named.contains(name) {
            guard let manifest = try project.manifest(of: name), !manifest.settings.isEmpty else { continue }
            let recorded = SettingsRecord.values(for: manifest, in: record)
            let current = project.config.settingValues(for: manifest)
            for setting in manifest.settings where recorded[setting.name] != current[setting.name] {
                let written = project.config.architectureSettings.filter { $0.architecture == name }.flatMap(\.values)
                    .first { $0.name == setting.name }
                let value = current[setting.name].map { "'\($0.yamlText)'" } ?? "its default"
                notes.append(
                    Diagnostic(
                        .note,
                        "setting '\(name).\(setting.name)' is now \(value): every spec is generated, not only the ones named, "
                            + "so that every feature moves with it",
                        at: written?.keyLocation ?? SourceLocation(file: ProjectConfig.fileName, line: 1, column: 1)))
            }
        }
        return notes
    }
}
