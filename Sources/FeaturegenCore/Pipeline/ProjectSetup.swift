/// `featuregen init` and `featuregen new`: the files a project and a feature start from.
public struct ProjectSetup: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Writes `featuregen.yml` (unless there is one) and, with `copyTemplates`, the built-in
    /// templates into `Templates/<architecture>/`, pointing the config at them.
    /// - Returns: the paths written.
    public func initialize(config: ProjectConfig = ProjectConfig(), copyTemplates: Bool = false) throws -> [String] {
        var written: [String] = []
        var config = config
        if copyTemplates {
            let folder = "Templates/\(config.architecture)"
            for file in TemplateSet.builtInFiles(of: config.architecture) {
                let path = ProjectPath.join(folder, file.name)
                if try fileSystem.read(path) == nil {
                    try fileSystem.writeText(path, file.text)
                    written.append(path)
                }
            }
            config.templates = folder
        }
        if try fileSystem.read(ProjectConfig.fileName) == nil {
            try fileSystem.writeText(ProjectConfig.fileName, config.fileText.replacingTemplatesLine(with: config.templates))
            written.append(ProjectConfig.fileName)
        }
        return written
    }

    /// Writes the starter spec of a new feature; refuses a name that is not a type name, or
    /// a feature whose spec exists already.
    /// - Returns: the spec's path.
    public func newSpec(named name: String, in project: Project) throws -> String {
        var reader = SpecReader()
        let location = SourceLocation(file: "<command line>", line: 1, column: 1)
        guard let name = reader.name(name, "feature", at: location, typeName: true) else {
            throw DiagnosticsError(reader.diagnostics.sorted())
        }
        let path = ProjectPath.join(project.config.specs, "\(name).yaml")
        let existing = try project.specPaths()
        if let clash = existing.first(where: { $0.lastComponentWithoutExtension.lowercased() == name.lowercased() }) {
            throw DiagnosticsError(
                .error(
                    "a spec for '\(name)' exists already", at: SourceLocation(file: clash, line: 1, column: 1),
                    notes: [.init("edit it and run 'featuregen generate'")]))
        }
        let text = FeatureRenderer(templates: try project.templateSet(), config: project.config).renderStarterSpec(feature: name)
        // The starter spec must itself be valid before it is written.
        _ = try SpecLoader(fileSystem: fileSystem).load(Array(text.utf8), path: path)
        try fileSystem.writeText(path, text)
        return path
    }
}

extension String {
    fileprivate var lastComponentWithoutExtension: String {
        let last = split(separator: "/").last.map(String.init) ?? self
        return last.split(separator: ".").first.map(String.init) ?? last
    }

    fileprivate func replacingTemplatesLine(with templates: String?) -> String {
        guard let templates else { return self }
        return split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("# templates:") ? "templates: \(templates)" : String($0) }
            .joined(separator: "\n")
    }
}
