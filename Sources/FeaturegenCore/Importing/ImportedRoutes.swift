/// What `featuregen import` knows of the project around the module: the features a route may
/// open. A route to a module that is neither is to one written by hand, and the spec says so
/// (`external: true`), as the spec it was generated from did.
enum ImportedRoutes {
    /// The features of the project: each spec's name, and each folder of the output (a module
    /// generated, or written by hand there, that a later import may bring in).
    static func knownModules(of project: Project) throws -> Set<String> {
        var names = Set(try project.specPaths().map(ProjectPath.stem))
        let output = project.config.output + "/"
        for path in try project.fileSystem.files(under: project.config.output) where path.hasPrefix(output) {
            if let first = ProjectPath.components(of: String(path.dropFirst(output.count))).first { names.insert(String(first)) }
        }
        return names
    }

    /// A module the project does not know, opened by a route that handles none of its
    /// outputs (a hand-written module's cannot be listed).
    static func isExternal(_ module: String, handlesOutputs: Bool, known: Set<String>?) -> Bool {
        guard let known else { return false }
        return !handlesOutputs && !known.contains(module)
    }

    /// A problem with the spec import would write: it is not on disk, so the note says so.
    static func unwritten(_ diagnostic: Diagnostic, path: String) -> Diagnostic {
        guard diagnostic.location?.file == path else { return diagnostic }
        var diagnostic = diagnostic
        diagnostic.notes.append(.init("in the spec 'featuregen import' would write; nothing was written"))
        return diagnostic
    }
}
