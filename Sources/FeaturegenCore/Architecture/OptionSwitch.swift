/// A boolean key of an object option that says whether a file is written at all: vsurf's
/// `unit: { own: false }` writes no `XUnit` (its file has `when: options.unit.own`). With the
/// switch off, the object's other keys describe what is not written, and a spec that sets one
/// is refused at the key; where the file is what holds the feature's clients (its template
/// reads `dependencies`), so is a spec with `dependencies:`.
package struct OptionSwitch: Sendable, Equatable {
    /// The object option (`unit`).
    package var option: String
    /// Its boolean key (`own`).
    package var key: String
    /// The file's template reads the feature's dependencies: a screen with any needs the switch on.
    package var holdsDependencies: Bool

    /// The switches of a manifest: each file whose `when:` is one object option's boolean key
    /// alone; `source` gives a template's text, to see whether it reads `dependencies`.
    static func switches(of manifest: ArchitectureManifest, source: (String) -> String?) -> [OptionSwitch] {
        var found: [OptionSwitch] = []
        for file in manifest.files where file.scope == .feature {
            guard let condition = file.condition else { continue }
            let parts = ArchitectureManifest.File.conditionParts(condition)
            guard parts.count == 1, !parts[0].negated, parts[0].name.hasPrefix(ArchitectureManifest.File.optionCondition) else { continue }
            let path = parts[0].name.dropFirst(ArchitectureManifest.File.optionCondition.count).split(separator: ".").map(String.init)
            guard path.count == 2, let option = manifest.options.first(where: { $0.name == path[0] && $0.kind == .object }),
                option.keys.contains(where: { $0.name == path[1] && $0.kind == .boolean })
            else { continue }
            let text = source(ArchitectureManifest.templateFileName(file.template)) ?? ""
            let switchOf = OptionSwitch(option: path[0], key: path[1], holdsDependencies: text.contains("{{#dependencies}}"))
            if !found.contains(switchOf) { found.append(switchOf) }
        }
        return found
    }
}
