/// The templates of one architecture, parsed, with the manifest that says what each renders:
/// the built-in ones, each replaced by the project's own copy where `templates:` points at a
/// folder that has it.
package struct TemplateSet: Sendable {
    package let manifest: ArchitectureManifest
    private let renderer: MustacheRenderer

    package var architecture: String { manifest.name }

    /// - Parameters:
    ///   - overrides: file name (`Feature.swift.mustache`, `architecture.yaml`) → text, read
    ///     from the project's folder.
    ///   - checksBuiltIn: whether the names and partials of a set with no override are checked.
    ///     The built-in templates are checked by the tests, once, as their line length and
    ///     nesting are (TemplateStyle), not by every run; a project's own always are.
    package init(
        architecture: String, overrides: [String: (text: String, path: String)] = [:], checksBuiltIn: Bool = false
    ) throws(DiagnosticsError) {
        guard let manifest = try ArchitectureCatalog.manifest(architecture, override: overrides[ArchitectureManifest.fileName]) else {
            throw DiagnosticsError(
                .error("unknown architecture '\(architecture)'", at: nil, notes: ArchitectureCatalog.notes(forUnknown: architecture)))
        }
        self.manifest = manifest
        var templates: [String: MustacheTemplate] = [:]
        var sources: [String: TemplateNameChecker.Source] = [:]
        var diagnostics = DiagnosticCollector()
        let projectTemplates = Set(manifest.files(.project).map(\.template) + [manifest.starterSpec])
        let flowTemplates = Set(manifest.files(.flow).map(\.template))
        func load(_ name: String, source: (text: String, path: String)) {
            let template: MustacheTemplate
            do {
                template = try MustacheTemplate(source.text)
            } catch {
                diagnostics.error(
                    "template error: \(error.message)", at: SourceLocation(file: source.path, line: error.line, column: error.column))
                return
            }
            templates[name] = template
            // The built-in templates' line length and nesting (TemplateStyle) are checked by the
            // tests, once, not by every run.
            sources[name] = .init(template: template, text: source.text, file: source.path)
        }
        for name in manifest.templateNames {
            let fileName = Self.fileName(of: name)
            guard let source = Self.source(of: fileName, architecture: architecture, overrides: overrides) else {
                diagnostics.error(
                    "no template '\(fileName)' for architecture '\(architecture)'", at: manifest.location(ofTemplate: name),
                    notes: [.init("the manifest names it here; add the file beside the manifest, or fix the name")])
                continue
            }
            load(name, source: source)
        }
        // A built-in template includes the partials its own manifest names: a project's manifest
        // that names the template (written before the partial existed) gets them too, as lists
        // where the built-in manifest says so.
        var resolved = manifest
        let builtIn = try? ArchitectureCatalog.manifest(architecture)
        var missing = templates.values.flatMap { $0.partialNames().map(\.name) }
        while let name = missing.popLast() {
            guard templates[name] == nil,
                let source = Self.source(of: Self.fileName(of: name), architecture: architecture, overrides: overrides)
            else { continue }
            load(name, source: source)
            resolved.partials.append(name)
            if resolved.lists[name] == nil, let list = builtIn?.lists[name] { resolved.lists[name] = list }
            missing += templates[name]?.partialNames().map(\.name) ?? []
        }
        try diagnostics.throwIfErrors()
        guard !overrides.isEmpty || checksBuiltIn else {
            self.renderer = MustacheRenderer(partials: templates, lists: resolved.lists)
            return
        }
        let checker = TemplateNameChecker(manifest: resolved)
        // Each template is checked with the partials it includes, in the sections around each
        // tag; a partial no template includes renders nowhere (a project's own FeatureView that
        // no longer includes a built-in partial), so it is not checked on its own.
        for name in manifest.templateNames {
            guard let source = sources[name], !resolved.partials.contains(name) else { continue }
            let root =
                projectTemplates.contains(name)
                ? TemplateSchema.project : flowTemplates.contains(name) ? TemplateSchema.flow : TemplateSchema.feature
            diagnostics.append(
                contentsOf: checker.diagnostics(
                    in: source.template, source: source.text, file: source.file, root: root, partials: sources))
        }
        try diagnostics.throwIfErrors()
        try Self.checkPartialCycles(
            templates, sources: { Self.source(of: Self.fileName(of: $0), architecture: architecture, overrides: overrides) })
        self.renderer = MustacheRenderer(partials: templates, lists: resolved.lists)
    }

    /// A template that includes itself, directly or through others, would render without
    /// end: refused at its first partial tag of the cycle, which the message spells out.
    private static func checkPartialCycles(
        _ templates: [String: MustacheTemplate], sources: (String) -> (text: String, path: String)?
    ) throws(DiagnosticsError) {
        var diagnostics = DiagnosticCollector()
        var reported = Set<String>()
        for start in templates.keys.sorted() {
            var path = [start]
            func visit(_ name: String) -> [String]? {
                for (partial, _) in templates[name]?.partialNames() ?? [] {
                    if partial == start { return path + [partial] }
                    guard !path.contains(partial) else { continue }
                    path.append(partial)
                    if let cycle = visit(partial) { return cycle }
                    path.removeLast()
                }
                return nil
            }
            guard let cycle = visit(start), reported.insert(Set(cycle).sorted().joined(separator: " ")).inserted,
                let offset = templates[start]?.partialNames().first(where: { $0.name == cycle[1] })?.offset,
                let source = sources(start)
            else { continue }
            let position = lineAndColumn(ofByteOffset: offset, in: Array(source.text.utf8))
            diagnostics.error(
                "template '\(start)' includes itself: \(cycle.map { "{{>\($0)}}" }.joined(separator: " → "))",
                at: SourceLocation(file: source.path, line: position.line, column: position.column),
                notes: [.init("a partial cannot include the template it is in, directly or through another; it would render without end")])
        }
        try diagnostics.throwIfErrors()
    }

    static func fileName(of template: String) -> String { ArchitectureManifest.templateFileName(template) }

    /// The folder of the partials every built-in architecture may include
    /// (`partials: [Shared/TypeMembers.swift]`, `{{>Shared/TypeMembers.swift}}`): `Templates/Shared/`,
    /// and `Shared/` in a project's copy of an architecture's templates.
    static let sharedFolder = "Shared/"

    /// The text a template file renders from: the project's own file where there is one, else
    /// the built-in one (a shared partial from `Templates/Shared/`); nil when neither exists.
    static func source(
        of fileName: String, architecture: String, overrides: [String: (text: String, path: String)]
    ) -> (text: String, path: String)? {
        if let override = overrides[fileName] { return override }
        let builtInKey = fileName.hasPrefix(sharedFolder) ? fileName : "\(architecture)/\(fileName)"
        return EmbeddedTemplates.files[builtInKey].map { ($0, "<built-in>/Templates/\(builtInKey)") }
    }

    /// The file names an architecture's folder may hold: its manifest and its templates.
    static func fileNames(of architecture: String, manifest: ArchitectureManifest?) -> [String] {
        [ArchitectureManifest.fileName] + (manifest?.templateNames.map(fileName) ?? [])
    }

    /// The built-in files of an architecture (manifest and templates, with the shared partials
    /// its manifest names under `Shared/`), for `featuregen init --copy-templates`.
    package static func builtInFiles(of architecture: String) -> [(name: String, text: String)] {
        let prefix = architecture + "/"
        let own = EmbeddedTemplates.files.filter { $0.key.hasPrefix(prefix) }
            .map { (name: String($0.key.dropFirst(prefix.count)), text: $0.value) }
        let partials = ((try? ArchitectureCatalog.manifest(architecture))??.partials ?? []).map(fileName)
        let shared = partials.filter { $0.hasPrefix(sharedFolder) }.compactMap { name in
            EmbeddedTemplates.files[name].map { (name: name, text: $0) }
        }
        return (own + shared).sorted { $0.name < $1.name }
    }

    func render(_ template: String, _ context: some TemplateObject) -> String {
        guard let parsed = renderer.partials[template] else { return "" }
        return SourceText.normalized(renderer.render(parsed, .object(context)))
    }
}
