/// Finds the names a template uses that its context does not have, the way Mustache looks
/// names up: in the innermost section's value first, then outwards. `{{featur}}` is an error
/// at its line and column, with a did-you-mean, instead of empty text in the output.
struct TemplateNameChecker {
    /// The context types, with `OptionsContext` answering the architecture's spec options.
    private let types: [String: [String: TemplateSchema.Value]]
    /// The templates a partial (`{{>name}}`) may name, and their architecture.
    private let templates: [String]
    private let architecture: String

    init(manifest: ArchitectureManifest) {
        templates = manifest.templateNames.sorted()
        architecture = manifest.name
        var types = TemplateSchema.types
        Self.register(manifest.options, as: TemplateSchema.options, in: &types)
        Self.register(manifest.settings, as: TemplateSchema.settings, in: &types)
        types[TemplateSchema.architectureFlags] = Dictionary(uniqueKeysWithValues: ArchitectureCatalog.names.map { ($0, .scalar) })
        types[TemplateSchema.routesByArchitecture] = Dictionary(
            uniqueKeysWithValues: ArchitectureCatalog.names.map { ($0, TemplateSchema.Value.context("RouteContext")) })
        self.types = types
    }

    /// The names an options context answers: one per option (and a flag per value of a
    /// string), an object option's own options as a context type of their own.
    private static func register(_ options: [SpecOption], as type: String, in types: inout [String: [String: TemplateSchema.Value]]) {
        let names = Dictionary(
            options.flatMap { option in
                option.templateNames.map { name in
                    let value: TemplateSchema.Value
                    switch option.kind {
                    case .cases where name.name == option.name: value = .context("ActionContext")
                    case .fields where name.name == option.name: value = .context("FieldContext")
                    case .features where name.name == option.name: value = .context("FeatureReferenceContext")
                    case .object where name.name == option.name:
                        let nested = type + "." + option.name
                        register(option.keys, as: nested, in: &types)
                        value = .context(nested)
                    default: value = name.isList ? .strings : .scalar
                    }
                    return (name.name, value)
                }
            },
            uniquingKeysWith: { first, _ in first })
        types[type] = names
    }

    /// A template with its text and path, for the line and column of each problem.
    struct Source {
        var template: MustacheTemplate
        var text: String
        var file: String
    }

    /// - Parameter partials: the templates `{{>name}}` includes, each checked where it is
    ///   included, in the sections around the tag (a shared partial that reads `{{type}}` inside
    ///   `{{#dependency}}`); each problem is reported once, at its place in its own file.
    func diagnostics(in template: MustacheTemplate, source: String, file: String, root: String, partials: [String: Source] = [:])
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        func check(_ source: Source, in stack: [String?], including: [String]) {
            let bytes = Array(source.text.utf8)
            self.check(
                source.template.nodes, in: stack,
                report: { offset, problem in
                    let position = lineAndColumn(ofByteOffset: offset, in: bytes)
                    let location = SourceLocation(file: source.file, line: position.line, column: position.column)
                    guard seen.insert("\(location)\(problem.text)").inserted else { return }
                    diagnostics.append(.error(problem.text, at: location, notes: problem.notes))
                },
                include: { name, stack in
                    guard let partial = partials[name], !including.contains(name) else { return }
                    check(partial, in: stack, including: including + [name])
                })
        }
        check(Source(template: template, text: source, file: file), in: [root], including: [])
        return diagnostics
    }

    /// - Parameter stack: the context type of each enclosing section; nil for a section that
    ///   adds none (a flag, a list of strings).
    private func check(
        _ nodes: [MustacheTemplate.Node], in stack: [String?], report: (Int, Problem) -> Void,
        include: (String, [String?]) -> Void
    ) {
        for node in nodes {
            let name: MustacheTemplate.TagName
            var inner: (nodes: [MustacheTemplate.Node], inverted: Bool)?
            switch node {
            case .text: continue
            case .partial(let template, _, let offset):
                if let problem = unknown(partial: template) { report(offset, problem) } else { include(template, stack) }
                continue
            case .variable(let variable): name = variable
            case .section(let section, let nodes, let inverted):
                name = section
                inner = (nodes, inverted)
            }
            var added: String?
            switch resolve(name, in: stack) {
            case .failure(let problem): report(name.offset, problem)
            case .success(let value):
                if inner?.inverted == false, case .context(let type)? = value { added = type }
            }
            if let inner { check(inner.nodes, in: stack + [added], report: report, include: include) }
        }
    }

    /// A partial must name another template of the architecture.
    private func unknown(partial template: String) -> Problem? {
        guard !templates.contains(template) else { return nil }
        return Problem(
            text: "template error: {{>\(template)}} names no template of architecture '\(architecture)'",
            notes: DidYouMean.notes(
                for: template, among: templates, listing: "its templates are: \(templates.joined(separator: ", "))"))
    }

    private struct Problem: Error {
        var text: String
        var notes: [Diagnostic.Note] = []
    }

    /// What a tag's name stands for: nil for a value without names of its own.
    private func resolve(_ name: MustacheTemplate.TagName, in stack: [String?]) -> Result<TemplateSchema.Value?, Problem> {
        if let unknown = name.transforms.first(where: { !TemplateValue.transformNames.contains($0) }) {
            return .failure(
                Problem(
                    text: "unknown transform '\(unknown)'",
                    notes: [.init("transforms are: \(TemplateValue.transformNames.sorted().joined(separator: ", "))")]))
        }
        let parts = name.path
        guard let first = parts.first, first != "." else { return .success(nil) }
        var value: TemplateSchema.Value?
        for frame in stack.reversed() {
            if let type = frame, let found = types[type]?[first] {
                value = found
                break
            }
        }
        guard var current = value else { return .failure(unknown(first, in: stack)) }
        for part in parts.dropFirst() {
            guard case .context(let type) = current, let next = types[type]?[part] else {
                let known = if case .context(let type) = current { types[type].map { Array($0.keys).sorted() } ?? [] } else { [String]() }
                return .failure(
                    Problem(
                        text: "'\(parts.joined(separator: "."))' names '\(part)', which '\(first)' does not have",
                        notes: DidYouMean.suggestion(for: part, among: known).map { [.init("did you mean '\($0)'?")] } ?? []))
            }
            current = next
        }
        return .success(current)
    }

    private func unknown(_ name: String, in stack: [String?]) -> Problem {
        let visible = stack.compactMap { $0 }.flatMap { types[$0]?.keys.map { $0 } ?? [] }
        var notes: [Diagnostic.Note] = []
        if let guess = DidYouMean.suggestion(for: name, among: Array(Set(visible)).sorted()) {
            notes.append(.init("did you mean '\(guess)'?"))
        }
        notes.append(.init("the names templates can use are listed in Documentation/TemplateContext.md"))
        return Problem(text: "unknown name '\(name)': the template's context has no such value", notes: notes)
    }
}
