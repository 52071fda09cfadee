/// `featuregen new`: a feature's starter spec and the plan of its module, checked together
/// before anything is written.
package struct NewFeature: Sendable {
    /// Where the spec goes: `Specs/ProductCard.yaml`.
    package var specPath: String
    package var specText: String
    /// The module's files, planned over the project as if the spec were written.
    package var plan: WritePlan
}

extension ProjectSetup {
    /// The starter spec of a new feature and the plan of its module, made by one run of the
    /// checks `generate` makes (the spec alone and beside every other spec, the names it
    /// declares, the paths it renders to) over the project as if the spec were written.
    /// Nothing is written: `write(_:)` writes the spec, and the generator applies the plan.
    /// - Parameter architecture: the spec's own architecture (`new --architecture`), written
    ///   into it when it differs from the project's.
    package func newFeature(named name: String, in project: Project, architecture: String? = nil) throws -> NewFeature {
        let (path, text) = try starterSpec(named: name, in: project, architecture: architecture)
        let planned = project.adding([path: Array(text.utf8)])
        do {
            return NewFeature(specPath: path, specText: text, plan: try Generator(project: planned).plan(newSpec: path))
        } catch let error as DiagnosticsError {
            throw DiagnosticsError(error.diagnostics.map { Self.commandLine($0, name: name, specPath: path) })
        }
    }

    /// Writes the new feature's spec, before its plan is applied: nothing once an interruption
    /// (SIGINT, SIGTERM) came during planning, and never over a file that appeared meanwhile.
    package func write(_ feature: NewFeature) throws {
        if let signal = Interruption.requested { throw InterruptedError(signal: signal, done: 0, total: feature.plan.entries.count) }
        guard try fileSystem.writeText(feature.specPath, feature.specText, ifStill: nil) else {
            throw DiagnosticsError(
                .error(
                    "\(feature.specPath) appeared while 'featuregen new' planned its module; nothing was written", at: nil,
                    notes: [.init("edit the spec that is there and run 'featuregen generate'")]))
        }
    }

    /// The starter spec of a new feature and where it goes; refuses a name that is not a type
    /// name, or a feature whose spec exists already.
    private func starterSpec(named name: String, in project: Project, architecture: String?) throws -> (path: String, text: String) {
        if let architecture { try Self.checkArchitecture(architecture, option: "--architecture") }
        var reader = SpecReader()
        let location = SourceLocation(file: "<command line>", line: 1, column: 1)
        guard let name = reader.name(name, "feature", at: location, typeName: true) else {
            throw DiagnosticsError(reader.diagnostics.sorted())
        }
        let path = ProjectPath.join(project.config.specs, "\(name).yaml")
        if let problem = ProjectPath.problem(with: path) {
            throw DiagnosticsError(
                .error("featuregen new \(ProjectPath.abbreviated(name)): its spec cannot be written: \(problem)", at: nil))
        }
        if let clash = try project.specPaths().first(where: { ProjectPath.stem(of: $0).lowercased() == name.lowercased() }) {
            throw DiagnosticsError(
                .error(
                    "a spec for '\(name)' exists already", at: SourceLocation(file: clash, line: 1, column: 1),
                    notes: [.init("edit it and run 'featuregen generate'")]))
        }
        // A link (which no run reads specs through) or a file that is no spec is not replaced.
        let isLink = fileSystem.isSymbolicLink(path)
        if isLink || fileSystem.stamp(path) != nil {
            throw DiagnosticsError(
                .error(
                    "featuregen new \(ProjectPath.abbreviated(name)): \(path) exists already, "
                        + (isLink ? "as a symbolic link" : "and is no spec of the project"),
                    at: nil, notes: [.init("move it away, or choose another name")]))
        }
        let own = architecture.flatMap { $0 == project.config.architecture ? nil : $0 }
        let renderer = FeatureRenderer(templates: try project.templateSet(for: own ?? project.config.architecture), config: project.config)
        return (path, renderer.renderStarterSpec(feature: name, architecture: own))
    }

    /// A problem found in the spec `new` was about to write is a problem with the name given
    /// on the command line: say so, rather than point into a file that does not exist.
    private static func commandLine(_ diagnostic: Diagnostic, name: String, specPath: String) -> Diagnostic {
        guard diagnostic.location?.file == specPath else {
            var diagnostic = diagnostic
            diagnostic.notes = diagnostic.notes.map { note in
                note.location?.file == specPath ? .init("'featuregen new \(name)' would declare it, in \(specPath)") : note
            }
            return diagnostic
        }
        var result = diagnostic
        result.location = nil
        result.message = "featuregen new \(ProjectPath.abbreviated(name)): " + diagnostic.message
        result.notes = diagnostic.notes.map { note in
            note.location?.file == specPath ? .init(note.message) : note
        }
        return result
    }
}
