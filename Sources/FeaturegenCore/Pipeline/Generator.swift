/// The whole pipeline for one project: specs → nodes → FeatureSpec → rendered files →
/// write plan → disk. The CLI, the tests and any plugin drive featuregen through this type.
public struct Generator: Sendable {
    public let project: Project
    /// What the run cache takes featuregen to be; tests stand in another version.
    var toolIdentity = Project.toolIdentity
    /// Called from the workers as specs are rendered, files merged and files written.
    public var progress: ProgressHandler?
    /// Whether the run may record the run cache again once its recent base records have aged
    /// (`RunCache`): `generate` does; `check` writes nothing, not even the clock's probe.
    public var recordsCacheAgain = true

    public init(project: Project) {
        self.project = project
    }

    var fileSystem: any FileSystem { project.fileSystem }

    /// Loads and validates specs: the given ones, or every spec of the project.
    package func loadSpecs(_ paths: [String]? = nil) throws(DiagnosticsError) -> [FeatureSpec] {
        try loadRun(paths).specs
    }

    /// The specs of a run (the given ones, or every spec of the project), with the project's
    /// others read once, when a question needs them.
    package func loadRun(_ paths: [String]? = nil) throws(DiagnosticsError) -> ProjectSpecs {
        let loader = SpecLoader(fileSystem: fileSystem, architectures: try project.specArchitectures())
        guard let paths else { return try loader.loadRun(try project.specPaths()) }
        return try loader.loadRun(paths, among: try project.specPaths())
    }

    /// `specs`, already loaded, as a run: the project's other specs are the files of
    /// `specPaths()` that none of them was read from.
    package func run(of specs: [FeatureSpec]) throws(DiagnosticsError) -> ProjectSpecs {
        let atHand = Set(specs.map(\.location.file))
        let loader = SpecLoader(fileSystem: fileSystem, architectures: try project.specArchitectures())
        return ProjectSpecs(specs: specs, otherPaths: try project.specPaths().filter { !atHand.contains($0) }, loader: loader)
    }

    /// Everything the templates render for `specs`, each with its architecture's set: the
    /// project files first (of the default architecture and of every one a spec uses).
    package func render(_ specs: [FeatureSpec], checksSyntax: Bool = false) throws(DiagnosticsError) -> [GeneratedFile] {
        try render(try run(of: specs), checksSyntax: checksSyntax)
    }

    /// `render(_:checksSyntax:)` for the specs of `run`: the render stage, then the renames
    /// stage (`RenameTracking`), then the checks of what was rendered.
    package func render(_ run: ProjectSpecs, checksSyntax: Bool = false) throws(DiagnosticsError) -> [GeneratedFile] {
        let specs = run.specs
        var architectures = [project.config.architecture]
        for spec in specs where !architectures.contains(project.architecture(of: spec)) {
            architectures.append(project.architecture(of: spec))
        }
        let renames = try renameTracking(for: architectures, opened: try features(run))
        let renderers = renames.renderers
        let counter = ProgressCounter(.rendering, total: specs.count, handler: progress)
        let perSpec = specs.concurrentMap { spec in
            let architecture = project.architecture(of: spec)
            let files = renames.tracking(renderers[architecture]!.render(spec), of: spec, architecture: architecture)
            counter.step()
            return files
        }
        let projectFiles = architectures.flatMap { architecture in
            renames.trackingProjectFiles(renderers[architecture]!.renderProjectFiles(), architecture: architecture)
        }
        var flowFiles = try renderFlows(run, architectures: architectures, renderers: renderers)
        if let recorded = renames.recordedRenderers {
            flowFiles = renames.attaching(try renderFlows(run, architectures: architectures, renderers: recorded), to: flowFiles)
        }
        let files = projectFiles + flowFiles + perSpec.flatMap { $0 }
        let written = files.contains(where: \.retired) ? files.filter { !$0.retired } : files
        try Self.checkSizes(written)
        try Self.checkNameLengths(written, specs: specs)
        try checkGeneratedPaths(written)
        try checkTestedModule(written)
        try Self.checkUniquePaths(written, specs: specs)
        let libraryMembers = architectures.map { renderers[$0]!.templates.manifest.libraryMembers }
            .reduce(into: [:]) { all, members in all.merge(members) { $0 + $1 } }
        try checkDeclarations(written, specs: specs, libraryMembers: libraryMembers, checksSyntax: checksSyntax)
        return files
    }

    /// The run's renderer of each architecture, and the one its base records were written with
    /// where a setting changed since (the settings record says which).
    private func renameTracking(for architectures: [String], opened: OpenedFeatures) throws(DiagnosticsError) -> RenameTracking {
        var renderers: [String: FeatureRenderer] = [:]
        var previous: [String: FeatureRenderer] = [:]
        let record = SettingsRecord.read(from: fileSystem)
        try checkSettingsRecord(record)
        for architecture in architectures {
            var renderer = FeatureRenderer(templates: try project.templateSet(for: architecture), config: project.config)
            renderer.opened = opened
            renderers[architecture] = renderer
            let recorded = SettingsRecord.values(for: renderer.templates.manifest, in: record)
            if recorded != renderer.settings {
                renderer.settings = recorded
                previous[architecture] = renderer
            }
        }
        return RenameTracking(fileSystem: fileSystem, renderers: renderers, previousRenderers: previous)
    }

    /// Checks that `specs` generate code that can compile, as `generate` would render them,
    /// writing nothing: `validate` calls it after the specs' own checks.
    package func checkGeneratedCode(_ run: ProjectSpecs) throws(DiagnosticsError) {
        _ = try render(run, checksSyntax: true)
    }

    /// The files of the flows the screens of `specs` belong to, each flow rendered from all its
    /// screens: those of the project's other specs too when the run holds some of them.
    private func renderFlows(
        _ run: ProjectSpecs, architectures: [String], renderers: [String: FeatureRenderer]
    ) throws(DiagnosticsError) -> [GeneratedFile] {
        let specs = run.specs
        let specArchitectures = try project.specArchitectures()
        guard specs.contains(where: { specArchitectures.flow(of: $0) != nil }) else { return [] }
        let names = Set(specs.map(\.name))
        let all = specs + run.others.filter { !names.contains($0.name) }
        return architectures.flatMap { architecture in
            renderers[architecture]!.renderFlows(
                of: specs.filter { project.architecture(of: $0) == architecture },
                all: all.filter { project.architecture(of: $0) == architecture })
        }
    }

    /// What routes need to know of the features they open: the architecture, outputs and
    /// builder-injected dependencies of every feature `specs` route to, and the clients the
    /// specs declare, from the project's other specs when a route or a named client leaves `specs`.
    private func features(_ run: ProjectSpecs) throws(DiagnosticsError) -> OpenedFeatures {
        let specs = run.specs
        var features = OpenedFeatures()
        let specArchitectures = try project.specArchitectures()
        func learn(_ spec: FeatureSpec) {
            guard features.architectures[spec.name] == nil else { return }
            features.architectures[spec.name] = project.architecture(of: spec)
            features.outputs[spec.name] = ContextBuilder.outsideOutputs(of: spec)
            let injection = specArchitectures.injection(of: spec)
            if injection == .builder { features.dependencies[spec.name] = spec.dependencies }
            features.outputHandling[spec.name] = specArchitectures.outputs(of: spec)
            features.options[spec.name] = spec.options
            features.unitOutputs[spec.name] = ContextBuilder.outsideUnitOutputs(of: spec)
            if spec.routes.contains(where: { $0.kind == .dismiss }) {
                features.dismissing.insert(spec.name)
            }
            if spec.routes.contains(where: { if case .module = $0.kind { true } else { false } }) {
                features.navigating.insert(spec.name)
            }
            for client in ContextBuilder.outsideClients(of: spec) where features.clients[client.type] == nil {
                features.clients[client.type] = .init(feature: spec.name, dependency: client, injection: injection)
            }
            if spec.routes.contains(where: { if case .module(_, .push) = $0.kind { true } else { false } }) {
                features.pushing.insert(spec.name)
            }
        }
        specs.forEach(learn)
        let targets =
            specs.flatMap(\.routes).compactMap { route -> String? in
                if case .module(let module, _) = route.kind { return module }
                return nil
            } + specs.flatMap { $0.options.values.flatMap(\.namedFeatures).map(\.name) }
        let namedClients = specs.flatMap(\.dependencies).filter(\.endpoints.isEmpty).map(\.type)
        // A route or client no spec declares (a hand-written one) sends a run of every spec to
        // read them all again, for nothing: only a run of some of them has others to read.
        if targets.contains(where: { features.architectures[$0] == nil }) || !features.declaredClients.isSuperset(of: namedClients) {
            run.others.forEach(learn)
        }
        return features
    }

    /// Types declared at the top level of two files of one feature's module (a module adopted
    /// in its own layout, a file copied and left): the module does not compile. `check` fails
    /// on them, at the second declaration.
    public func duplicateTypes(_ paths: [String]? = nil) throws -> [Diagnostic] {
        try duplicateTypes(inFeatures: loadSpecs(paths).map(\.name))
    }

    /// `duplicateTypes` of the features named (a plan's `features`, which the run cache keeps:
    /// `check` asks this after a run that loaded no spec). Each module's files are read once,
    /// the modules side by side.
    public func duplicateTypes(inFeatures features: [String]) throws -> [Diagnostic] {
        let fileSystem = self.fileSystem
        let output = project.config.output
        let found = features.concurrentMap { feature in
            Result { () throws -> [Diagnostic] in
                var diagnostics: [Diagnostic] = []
                var first: [String: SourceLocation] = [:]
                for path in try fileSystem.files(under: ProjectPath.join(output, feature)) where path.hasSuffix(".swift") {
                    guard let text = try fileSystem.readText(path) else { continue }
                    for declaration in TopLevelTypes.declarations(in: text) {
                        let location = SourceLocation(file: path, line: declaration.line, column: 1)
                        guard let earlier = first[declaration.name] else {
                            first[declaration.name] = location
                            continue
                        }
                        diagnostics.append(
                            .error(
                                "\(declaration.name) is declared twice in the module of \(feature): it does not compile", at: location,
                                notes: [
                                    .init("the other declaration is here", at: earlier),
                                    .init("keep one: delete the other file, or its declaration"),
                                ]))
                    }
                }
                return diagnostics
            }
        }
        return try found.flatMap { try $0.get() }
    }

    /// What `generate` would do. With explicit `paths`, files of other specs are not
    /// considered, so nothing is reported orphaned.
    public func plan(_ paths: [String]? = nil, prune: Bool = false, adopt: Bool = false) throws -> WritePlan {
        fileSystem.startPlanning()
        // A setting renames what every feature and the project files share: a run of some
        // specs would leave the others naming the old value, and the record (kept only by a
        // complete run) would no longer say what their bases were written with.
        let changedSettings = paths == nil ? [] : try settingsChangedSinceRecord()
        let paths = changedSettings.isEmpty ? paths : nil
        var inputs: String?
        if paths == nil && !adopt {
            let digest = try project.inputDigest(specPaths: try project.specPaths(), tool: toolIdentity)
            if let cached = cachedPlan(inputs: digest) { return cached }
            inputs = digest
        }
        var plan = try freshPlan(paths, prune: prune, adopt: adopt)
        plan.inputs = inputs
        plan.warnings = changedSettings + plan.warnings
        return plan
    }

    /// The plan of a new feature's spec (`featuregen new`, the spec at `path` added to the
    /// project's file system but not yet written), checked beside every other spec of the
    /// project, as a run of some specs does not check them all.
    package func plan(newSpec path: String) throws -> WritePlan {
        // A setting changed: as for a run of some specs (see `plan(_:prune:adopt:)`), every spec
        // is generated, by a complete run that records the settings.
        let changedSettings = try settingsChangedSinceRecord()
        guard changedSettings.isEmpty else {
            var plan = try plan()
            plan.warnings = changedSettings + plan.warnings
            return plan
        }
        fileSystem.startPlanning()
        return try freshPlan(try loadRun().narrowed(to: [path]), isComplete: false, prune: false, adopt: false)
    }

    private func freshPlan(_ paths: [String]?, prune: Bool, adopt: Bool) throws -> WritePlan {
        try freshPlan(try loadRun(paths), isComplete: paths == nil, prune: prune, adopt: adopt)
    }

    private func freshPlan(_ run: ProjectSpecs, isComplete: Bool, prune: Bool, adopt: Bool) throws -> WritePlan {
        let specs = run.specs
        let files = try render(run)
        try checkPaths(files.map(\.path))
        var planner = Planner(fileSystem: fileSystem)
        planner.progress = progress
        var plan = try planner.plan(files, isComplete: isComplete, prune: prune, adopt: adopt)
        plan.features = specs.map(\.name)
        plan.warnings =
            try project.settingWarnings(for: run)
            + ProjectValidator.warnings(for: specs, isComplete: isComplete)
            + (isComplete ? linkedSpecWarnings() : [])
            + plan.entries.flatMap(\.warnings)
        return plan
    }

    /// Specs are read only from files of the project, never through symbolic links (which can
    /// point anywhere); a linked spec is said to be left out rather than silently missing.
    private func linkedSpecWarnings() -> [Diagnostic] {
        let links = ((try? fileSystem.symbolicLinks(under: project.config.specs)) ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
        return links.map { link in
            .warning(
                "\(link) is a symbolic link: featuregen reads no spec through a link, so this one is left out",
                at: SourceLocation(file: link, line: 1, column: 1),
                notes: [.init("copy the spec into \(project.config.specs)/, or move it there and link the other way")])
        }
    }
}
