/// The architecture settings the base records were generated with, in `.featuregen/settings`,
/// committed beside them: one `architecture.setting: value` line for each setting that is not
/// its manifest's default (no file when none is). When `featuregen.yml` changes a setting, the
/// files are rendered with the recorded values too, so the merge follows the names that changed
/// as it follows a spec's `was:` (the user's code in `extension VSURFServices.Units` moves to
/// `extension VSURFStateFacade.Units`).
package enum SettingsRecord {
    package static let path = ReservedPaths.storeFolder + "/settings"

    /// The record as the project holds it; empty when there is none.
    static func read(from fileSystem: any FileSystem) -> String {
        (try? fileSystem.readText(path)).flatMap { $0 } ?? ""
    }

    /// The architectures `recorded` (the record's text) has a line for.
    static func architectures(in recorded: String) -> [String] {
        recorded.split(separator: "\n").compactMap { line in line.firstIndex(of: ".").map { String(line[..<$0]) } }
    }

    /// The values of `manifest`'s settings in `recorded` (the record's text): each its default
    /// where the record says nothing (or says what the manifest no longer takes).
    static func values(for manifest: ArchitectureManifest, in recorded: String) -> [String: SpecOptionValue] {
        var values = manifest.defaultSettings
        var reader = SpecReader()
        for line in recorded.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), line.hasPrefix(manifest.name + ".") else { continue }
            let name = String(line[line.index(line.startIndex, offsetBy: manifest.name.count + 1)..<colon])
            let text = String(line[line.index(after: colon)...]).trimmingBlanks
            guard let setting = manifest.settings.first(where: { $0.name == name }) else { continue }
            let node = YAMLNode(.scalar(.init(text: text, isPlain: true)), at: SourceLocation(file: path, line: 1, column: 1))
            if let value = OptionValueDecoder(option: setting).value(node, reader: &reader) { values[name] = value }
        }
        return values
    }

    /// The record of `values` (by architecture, then setting): nil when every value is its
    /// default.
    static func text(_ values: [String: [String: SpecOptionValue]], manifests: [String: ArchitectureManifest]) -> String? {
        var lines: [String] = []
        for (architecture, settings) in values.sorted(by: { $0.key < $1.key }) {
            for (name, value) in settings.sorted(by: { $0.key < $1.key })
            where manifests[architecture]?.defaultSettings[name] != value {
                lines.append("\(architecture).\(name): \(value.yamlText)")
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n"
    }
}
