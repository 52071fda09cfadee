/// The top-level types an architecture's runtime declares (`StateContainer`, `VSURFServices`,
/// mvvm's `ViewStateProtocol`…), read from the templates it renders once per project, so the
/// name checks know them without a list to keep in step: a feature, type or subview of that
/// name, or a generated type of that name (a feature `F` whose `FView` the runtime declares),
/// would declare it twice. A name a setting gives (`{{access}}enum {{settings.services}} {`) is the
/// project's value of that setting.
enum RuntimeTypes {
    /// The names declared at the start of a line of the templates: `{{access}}enum StateContainer {`.
    static func declared(in templates: [String]) -> [String] {
        let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
        let modifiers: Set<Substring> = ["public", "final", "open", "@MainActor", "package", "internal"]
        var names: [String] = []
        // Split as bytes: a runtime template is thousands of lines, and only the few that
        // start at the margin with a word are read as text.
        let starts = Set("{@abcdefghijklmnopqrstuvwxyz".utf8)
        for template in templates {
            for bytes in template.utf8.split(separator: UInt8(ascii: "\n")) where bytes.first.map(starts.contains) == true {
                let line = Substring(bytes)
                let unmarked = line.hasPrefix("{{access}}") ? line.dropFirst("{{access}}".count) : line
                let words = unmarked.split(separator: " ").drop { modifiers.contains($0) }
                guard let keyword = words.first, keywords.contains(keyword), let declared = words.dropFirst().first else { continue }
                let name = String(declared.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if !name.isEmpty, !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The runtime types of a built-in architecture, from its project-scope templates, with
    /// the project's `settings` (the manifest's defaults when nil).
    static func builtIn(_ manifest: ArchitectureManifest, settings: [String: SpecOptionValue]? = nil) -> [String] {
        let values = settings ?? manifest.defaultSettings
        let templates = manifest.files.filter { $0.scope == .project }.compactMap { file in
            EmbeddedTemplates.files["\(manifest.name)/\(file.template).mustache"]
        }
        return declared(
            in: templates.map { template in
                values.reduce(template) { text, setting in
                    guard case .string(let value) = setting.value else { return text }
                    return text.replacingText("{{settings.\(setting.key)}}", with: value)
                }
            })
    }
}
