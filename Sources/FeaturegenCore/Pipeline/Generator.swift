/// The whole pipeline for one project: specs → nodes → FeatureSpec → rendered files →
/// write plan → disk. The CLI, the tests and any plugin drive featuregen through this type.
public struct Generator: Sendable {
    public let project: Project

    public init(project: Project) {
        self.project = project
    }

    private var fileSystem: any FileSystem { project.fileSystem }

    /// Loads and validates specs: the given ones, or every spec of the project.
    public func loadSpecs(_ paths: [String]? = nil) throws(DiagnosticsError) -> [FeatureSpec] {
        let all: [String]
        if let paths { all = paths } else { all = try project.specPaths() }
        return try SpecLoader(fileSystem: fileSystem).load(all)
    }

    /// Everything the templates render for `specs`, the runtime first.
    public func render(_ specs: [FeatureSpec]) throws(DiagnosticsError) -> [GeneratedFile] {
        let renderer = FeatureRenderer(templates: try project.templateSet(), config: project.config)
        return [renderer.renderRuntime()]
            + specs.flatMap { spec in
                var files = renderer.render(spec)
                if let before = spec.beforeRenames() {
                    Self.attachRenames(from: renderer.render(before), to: &files)
                }
                return files
            }
    }

    /// Pairs each file with the one the spec's old names rendered (the same template, in the
    /// same order), so its code and base record follow the renames.
    private static func attachRenames(from old: [GeneratedFile], to files: inout [GeneratedFile]) {
        guard old.count == files.count else { return }
        for index in files.indices {
            if old[index].path != files[index].path { files[index].previousPath = old[index].path }
            files[index].renames = RenameMap.keys(before: old[index].contents, after: files[index].contents)
        }
    }

    /// What `generate` would do. With explicit `paths`, files of other specs are not
    /// considered, so nothing is reported orphaned.
    public func plan(_ paths: [String]? = nil, prune: Bool = false, adopt: Bool = false) throws -> WritePlan {
        let specs = try loadSpecs(paths)
        let files = try render(specs)
        try checkPaths(files.map(\.path))
        var plan = try Planner(fileSystem: fileSystem).plan(files, isComplete: paths == nil, prune: prune, adopt: adopt)
        plan.warnings = ProjectValidator.warnings(for: specs, isComplete: paths == nil)
        return plan
    }

    /// Carries out a plan: file first, then its base record, each write atomic.
    public func apply(_ plan: WritePlan) throws {
        try checkPaths(plan.entries.filter { $0.changesFile || $0.base != nil }.map(\.path) + plan.entries.compactMap(\.movedFrom))
        for entry in plan.entries {
            if let text = entry.write { try fileSystem.writeText(entry.path, text) }
            if entry.removesFile { try fileSystem.remove(entry.path) }
            if let base = entry.base { try fileSystem.writeText(BaseStore.path(for: entry.path), base) }
            if entry.removesBase { try fileSystem.remove(BaseStore.path(for: entry.path)) }
            if let previous = entry.movedFrom {
                if try fileSystem.read(previous) != nil { try fileSystem.remove(previous) }
                if try fileSystem.read(BaseStore.path(for: previous)) != nil { try fileSystem.remove(BaseStore.path(for: previous)) }
            }
        }
    }

    /// Refuses paths that leave the project or pass through a symbolic link: an atomic
    /// write would replace the link, a plain one would write wherever it points.
    private func checkPaths(_ paths: [String]) throws(DiagnosticsError) {
        var diagnostics = DiagnosticCollector()
        // One error per link, however many files would be written through it.
        var filesByLink: [String: [String]] = [:]
        for path in paths {
            for candidate in [path, BaseStore.path(for: path)] {
                if let problem = ProjectPath.problem(with: candidate) {
                    diagnostics.error("refusing to write \(candidate): \(problem)", at: nil)
                } else if let link = fileSystem.symbolicLink(in: candidate) {
                    filesByLink[link, default: []].append(candidate)
                }
            }
        }
        for (link, files) in filesByLink.sorted(by: { $0.key < $1.key }) {
            let what = files.count == 1 ? files[0] : "\(files[0]) and \(files.count - 1) more file\(files.count == 2 ? "" : "s")"
            diagnostics.error(
                "refusing to write \(what): '\(link)' is a symbolic link", at: nil,
                notes: [.init("featuregen writes only to real folders inside the project")])
        }
        try diagnostics.throwIfErrors()
    }
}
