/// The whole pipeline for one project: specs → nodes → FeatureSpec → rendered files →
/// write plan → disk. The CLI, the tests and any plugin drive featuregen through this type.
public struct Generator: Sendable {
    public let project: Project
    /// What the run cache takes featuregen to be; tests stand in another version.
    var toolIdentity = Project.toolIdentity
    /// Called from the workers as specs are rendered, files merged and files written.
    public var progress: ProgressHandler?

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

    /// `render(_:checksSyntax:)` for the specs of `run`.
    package func render(_ run: ProjectSpecs, checksSyntax: Bool = false) throws(DiagnosticsError) -> [GeneratedFile] {
        let specs = run.specs
        var renderersByName: [String: FeatureRenderer] = [:]
        var architectures = [project.config.architecture]
        for spec in specs where !architectures.contains(project.architecture(of: spec)) {
            architectures.append(project.architecture(of: spec))
        }
        let features = try self.features(run)
        // Each architecture's renderer as the base records were written, where a setting changed.
        var previousByName: [String: FeatureRenderer] = [:]
        let record = SettingsRecord.read(from: fileSystem)
        try checkSettingsRecord(record)
        for architecture in architectures {
            var renderer = FeatureRenderer(templates: try project.templateSet(for: architecture), config: project.config)
            renderer.architectures = features.architectures
            renderer.outputs = features.outputs
            renderer.dependencies = features.dependencies
            renderer.featureOptions = features.options
            renderer.declaredClients = features.declaredClients
            renderer.dismissing = features.dismissing
            renderersByName[architecture] = renderer
            let recorded = SettingsRecord.values(for: renderer.templates.manifest, in: record)
            if recorded != renderer.settings {
                renderer.settings = recorded
                previousByName[architecture] = renderer
            }
        }
        let renderers = renderersByName
        let previousRenderers = previousByName
        let counter = ProgressCounter(.rendering, total: specs.count, handler: progress)
        let perSpec = specs.concurrentMap { spec in
            let renderer = renderers[project.architecture(of: spec)]!
            let previous = previousRenderers[project.architecture(of: spec)]
            var files = renderer.render(spec)
            let noted = SubviewCaseRenames.noting(in: spec, rendered: files, fileSystem: fileSystem)
            if let before = noted.beforeRenames() {
                attachRenames(from: (previous ?? renderer).render(before), to: &files)
            } else if let before = OptionPathMoves.before(
                noted, rendered: files, manifest: renderer.templates.manifest, fileSystem: fileSystem, render: renderer.render)
            {
                attachRenames(from: (previous ?? renderer).render(before), to: &files)
            } else if let previous {
                attachRenames(from: previous.render(noted), to: &files)
            }
            counter.step()
            return files
        }
        let projectFiles = architectures.flatMap { architecture in
            var files = renderers[architecture]!.renderProjectFiles()
            if let previous = previousRenderers[architecture] { attachRenames(from: previous.renderProjectFiles(), to: &files) }
            return files
        }
        var flowFiles = try renderFlows(run, architectures: architectures, renderers: renderers)
        if !previousRenderers.isEmpty {
            var previous = renderers
            previous.merge(previousRenderers) { $1 }
            attachRenames(from: try renderFlows(run, architectures: architectures, renderers: previous), to: &flowFiles)
        }
        let files = projectFiles + flowFiles + perSpec.flatMap { $0 }
        let written = files.filter { !$0.retired }
        try Self.checkSizes(written)
        try Self.checkNameLengths(written, specs: specs)
        try checkGeneratedPaths(written)
        try Self.checkUniquePaths(written, specs: specs)
        let libraryMembers = architectures.map { renderers[$0]!.templates.manifest.libraryMembers }
            .reduce(into: [:]) { all, members in all.merge(members) { $0 + $1 } }
        try checkDeclarations(written, specs: specs, libraryMembers: libraryMembers, checksSyntax: checksSyntax)
        return files
    }

    /// Names the spec chose that the generated code would declare twice in one scope: refused
    /// at the spec's word for them, before anything is written.
    private func checkDeclarations(
        _ files: [GeneratedFile], specs: [FeatureSpec], libraryMembers: [String: [String]], checksSyntax: Bool
    ) throws(DiagnosticsError) {
        let fileSystem = self.fileSystem
        let readSpec: @Sendable (String) -> [UInt8]? = { path in (try? fileSystem.read(path)) ?? nil }
        var diagnostics = DiagnosticCollector()
        diagnostics.append(
            contentsOf: FileNameCheck.diagnostics(for: files, specs: specs, testsFolder: project.config.tests, readSpec: readSpec))
        try diagnostics.throwIfErrors()
        diagnostics.append(
            contentsOf: CollisionCheck.diagnostics(
                for: files, specs: specs, libraryMembers: libraryMembers, checksSyntax: checksSyntax, readSpec: readSpec))
        try diagnostics.throwIfErrors()
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

    /// Every path a manifest's pattern gives — where a file goes, and where a rename moves it
    /// from — stays inside the project and off featuregen's own places (`ReservedPaths`): a
    /// manifest writing `.featuregen/cache`, a spec or `featuregen.yml` is refused at the line
    /// of its pattern, before anything is written. One error per pattern.
    private func checkGeneratedPaths(_ files: [GeneratedFile]) throws(DiagnosticsError) {
        let reserved = ReservedPaths(config: project.config)
        var diagnostics = DiagnosticCollector()
        var reportedPatterns: Set<SourceLocation> = []
        for file in files {
            for path in [file.path] + (file.previousPath.map { [$0] } ?? []) {
                let outside = ProjectPath.problem(with: path)
                guard let problem = outside ?? reserved.problem(with: path) else { continue }
                if let location = file.origin?.pathLocation, !reportedPatterns.insert(location).inserted { continue }
                let pattern = file.origin?.path.text ?? path
                let owner = file.feature.map { "for feature '\($0)'" } ?? "for the project"
                let subject = pattern == path ? "file path '\(path)'" : "file path '\(pattern)' gives '\(path)' \(owner)"
                let message =
                    outside != nil ? "\(subject): \(problem)" : pattern == path ? "\(subject) \(problem)" : "\(subject), which \(problem)"
                diagnostics.error(
                    message, at: file.origin?.pathLocation,
                    notes: [.init("the architecture's manifest says where each file goes; give this file a path of its own")])
            }
        }
        try diagnostics.throwIfErrors()
    }

    /// A feature (or subview) whose name makes a file's name longer than file systems allow is
    /// refused at its name in the spec, before anything is written; once per feature.
    static func checkNameLengths(_ files: [GeneratedFile], specs: [FeatureSpec]) throws(DiagnosticsError) {
        var diagnostics = DiagnosticCollector()
        var reported: Set<String> = []
        for file in files {
            guard let feature = file.feature, let problem = ProjectPath.lengthProblem(with: file.path),
                let spec = specs.first(where: { $0.name == feature }), reported.insert(feature).inserted
            else { continue }
            let name = file.path.split(separator: "/").last.map { ProjectPath.abbreviated($0) } ?? file.path
            diagnostics.error(
                "feature '\(ProjectPath.abbreviated(feature))' is too long a name for its files: \(problem)", at: spec.location,
                notes: [.init("'\(name)' is one of them; shorten the feature's (or a subview's) name")])
        }
        try diagnostics.throwIfErrors()
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
            if specArchitectures.injection(of: spec) == .builder { features.dependencies[spec.name] = spec.dependencies }
            features.options[spec.name] = spec.options
            if spec.routes.contains(where: { $0.kind == .dismiss }) {
                features.dismissing.insert(spec.name)
            }
            features.declaredClients.formUnion(spec.dependencies.filter { !$0.endpoints.isEmpty }.map(\.type))
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

    /// A template that renders more than a file's or a run's limit (sections nested or
    /// repeated without end) is refused at its line in the manifest, before anything is written.
    static func checkSizes(_ files: [GeneratedFile]) throws(DiagnosticsError) {
        var diagnostics = DiagnosticCollector()
        var reported: Set<String> = []
        for file in files where file.contents.utf8.count > GeneratedFile.sizeLimit {
            let template = file.origin?.template ?? file.path
            guard reported.insert(template).inserted else { continue }
            diagnostics.error(
                "template '\(template)' renders more than \(GeneratedFile.sizeLimit / 1_000_000) MB for '\(file.path)'",
                at: file.origin?.pathLocation,
                notes: [.init("its sections probably nest or repeat without end; nothing was written")])
        }
        let total = files.reduce(0) { $0 + $1.contents.utf8.count }
        if reported.isEmpty, total > GeneratedFile.runSizeLimit {
            diagnostics.error(
                "the templates render more than \(GeneratedFile.runSizeLimit / 1_000_000_000) GB in all", at: nil,
                notes: [.init("nothing was written")])
        }
        try diagnostics.throwIfErrors()
    }

    /// Two files with one path (two architectures' runtimes, or a manifest whose pattern
    /// gives two subviews one file) would overwrite each other. Paths are compared without
    /// case whatever this file system does: the project is checked out on Macs, where
    /// `View.swift` and `view.swift` are one file, also when it is generated in Linux CI.
    static func checkUniquePaths(_ files: [GeneratedFile], specs: [FeatureSpec]) throws(DiagnosticsError) {
        var seen: [PathKey: GeneratedFile] = [:]
        var diagnostics = DiagnosticCollector()
        for file in files {
            let key = PathKey(file.path, caseInsensitive: true)
            if let earlier = seen[key] {
                let subject =
                    earlier.path == file.path
                    ? "two generated files have the path '\(file.path)'"
                    : "generated files '\(earlier.path)' and '\(file.path)' differ only in case: on a Mac they are one file"
                let owners =
                    switch (earlier.feature, file.feature) {
                    case let (first?, second?) where first == second: "both of feature '\(first)'"
                    case (nil, nil): "both written once for the project"
                    case let (first, second):
                        [first, second].map { $0.map { "feature '\($0)'" } ?? "the project" }.joined(separator: " and ")
                    }
                var notes: [Diagnostic.Note] = []
                if let other = earlier.origin?.pathLocation, other != file.origin?.pathLocation {
                    notes.append(.init("the other's path is declared here", at: other))
                }
                notes.append(.init("each architecture's manifest says where its files go; give them different paths"))
                let location = file.origin?.pathLocation ?? specs.first { $0.name == file.feature }?.location
                diagnostics.error("\(subject) (\(owners))", at: location, notes: notes)
            }
            seen[key] = file
        }
        try diagnostics.throwIfErrors()
    }

    /// Pairs each file with the one the spec's old names rendered (the same template, in the
    /// same order), so its code and base record follow the renames.
    private func attachRenames(from old: [GeneratedFile], to files: inout [GeneratedFile]) {
        guard old.count == files.count else { return }
        for index in files.indices {
            if old[index].path != files[index].path { files[index].previousPath = old[index].path }
            files[index].renames = RenameMap.keys(before: old[index].contents, after: files[index].contents)
            files[index].renamedWords = RenamedWords(before: old[index].contents, after: files[index].contents)
        }
        let swift = files.indices.filter { files[$0].path.hasSuffix(".swift") }
        // The base records the files were last written with: a rename already carried out (a
        // `was:` left in the spec) renames nothing again.
        let recorded = swift.compactMap { index in
            (try? fileSystem.readText(BaseStore.path(for: old[index].path))).flatMap { $0 }
                ?? (try? fileSystem.readText(BaseStore.path(for: files[index].path))).flatMap { $0 }
        }
        let references = GeneratedNameRenames(
            before: swift.map { old[$0].contents }, after: swift.map { files[$0].contents }, recorded: recorded)
        for index in files.indices { files[index].referenceRenames = references }
    }

    /// Types declared at the top level of two files of one feature's module (a module adopted
    /// in its own layout, a file copied and left): the module does not compile. `check` fails
    /// on them, at the second declaration.
    public func duplicateTypes(_ paths: [String]? = nil) throws -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for spec in try loadSpecs(paths) {
            let folder = ProjectPath.join(project.config.output, spec.name)
            var first: [String: SourceLocation] = [:]
            for path in try fileSystem.files(under: folder).sorted() where path.hasSuffix(".swift") {
                guard let text = try fileSystem.readText(path) else { continue }
                for declaration in TopLevelTypes.declarations(in: text) {
                    let location = SourceLocation(file: path, line: declaration.line, column: 1)
                    if let earlier = first[declaration.name] {
                        diagnostics.append(
                            .error(
                                "\(declaration.name) is declared twice in the module of \(spec.name): it does not compile", at: location,
                                notes: [
                                    .init("the other declaration is here", at: earlier),
                                    .init("keep one: delete the other file, or its declaration"),
                                ]))
                    } else {
                        first[declaration.name] = location
                    }
                }
            }
        }
        return diagnostics
    }

    /// What `generate` would do. With explicit `paths`, files of other specs are not
    /// considered, so nothing is reported orphaned.
    public func plan(_ paths: [String]? = nil, prune: Bool = false, adopt: Bool = false) throws -> WritePlan {
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

    private func freshPlan(_ paths: [String]?, prune: Bool, adopt: Bool) throws -> WritePlan {
        let run = try loadRun(paths)
        let specs = run.specs
        let files = try render(run)
        try checkPaths(files.map(\.path))
        var planner = Planner(fileSystem: fileSystem)
        planner.progress = progress
        var plan = try planner.plan(files, isComplete: paths == nil, prune: prune, adopt: adopt)
        plan.warnings =
            try project.settingWarnings(for: run)
            + ProjectValidator.warnings(for: specs, isComplete: paths == nil)
            + (paths == nil ? linkedSpecWarnings() : [])
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

    /// The plan of a run whose inputs and files are as the last clean run left them: every
    /// file unchanged, without rendering. Nil when anything differs (see `RunCache`).
    private func cachedPlan(inputs: String) -> WritePlan? {
        guard let bytes = try? fileSystem.read(RunCache.path), let cache = RunCache.decode(bytes), cache.inputs == inputs else {
            return nil
        }
        for (path, stamp) in cache.stamps where fileSystem.stamp(path) != stamp { return nil }
        let bases = Set(cache.stamps.keys.filter { $0.hasPrefix(BaseStore.folder + "/") })
        guard let onDisk = try? fileSystem.files(under: BaseStore.folder), onDisk.count == bases.count, Set(onDisk) == bases,
            (try? RunCache.digest(ofBases: onDisk, in: fileSystem)) == cache.bases
        else {
            return nil
        }
        var plan = WritePlan(entries: cache.outputs.map { WritePlan.Entry(path: $0, action: .unchanged, current: nil) })
        plan.warnings = cache.warnings
        plan.isFromCache = true
        return plan
    }

    /// Records a complete plan that leaves the project up to date (after `apply`, or when
    /// `check` passes), so the next run with the same inputs and files does no work. Best
    /// effort: a cache that cannot be written only costs the next run its shortcut.
    public func recordUpToDate(_ plan: WritePlan) {
        guard let inputs = plan.inputs, !plan.isFromCache, plan.leavesProjectUpToDate else { return }
        var stamps: [String: FileStamp] = [:]
        let kept = plan.entries.filter { !$0.removesFile && $0.action != .removed }
        for entry in kept {
            for path in [entry.path, BaseStore.path(for: entry.path)] {
                guard let stamp = fileSystem.stamp(path) else { return }
                stamps[path] = stamp
            }
        }
        let basePaths = stamps.keys.filter { $0.hasPrefix(BaseStore.folder + "/") }
        guard let bases = try? RunCache.digest(ofBases: basePaths, in: fileSystem) else { return }
        let cache = RunCache(
            inputs: inputs, bases: bases, stamps: stamps, outputs: kept.map(\.path), warnings: plan.warnings)
        let bytes = cache.encoded()
        guard (try? fileSystem.read(RunCache.path)) != bytes else { return }
        _ = try? StoreIgnoreFile.ensure(in: fileSystem)
        try? fileSystem.write(RunCache.path, bytes)
    }

    /// Carries out a plan: file first, then its base record, each write atomic. A file saved
    /// by another program since the plan read it is neither replaced nor removed, and its base
    /// record stays: it comes back as `kept`, and the next run merges it.
    /// - Returns: the plan as carried out.
    @discardableResult
    public func apply(_ plan: WritePlan) throws -> WritePlan {
        try checkPaths(plan.entries.filter { $0.changesFile || $0.base != nil }.map(\.path) + plan.entries.compactMap(\.movedFrom))
        fileSystem.removeTemporaryFiles()
        defer { fileSystem.removeTemporaryFiles() }
        try StoreIgnoreFile.ensure(in: fileSystem)
        // Files are written across the cores (writing is mostly waiting for the disk); each
        // entry — its file, then its base record — is written by one worker, whole, and an
        // interruption stops the workers between entries.
        let work = plan.entries.indices.filter { index in
            let entry = plan.entries[index]
            return entry.changesFile || entry.base != nil || entry.removesBase
        }
        // Renames in case only first, one at a time: they rename folders other entries write
        // into. A file saved since the plan read it is not renamed (it is kept, below); the
        // rename changes the file's stamp, so the write expects the renamed file's.
        var expecting = Dictionary(uniqueKeysWithValues: work.map { ($0, plan.entries[$0].readStamp) })
        for index in work where renamesInPlace(plan.entries[index]) {
            let entry = plan.entries[index]
            guard fileSystem.stamp(entry.path) == entry.readStamp else { continue }
            for path in [entry.path, BaseStore.path(for: entry.path)] { try fileSystem.recase(path) }
            expecting[index] = fileSystem.stamp(entry.path)
        }
        let expected = expecting
        // The old name of a renamed file is removed unless the file system takes it for a file
        // the plan keeps (`Newslist/…` is `NewsList/…` where case is folded).
        let kept = Set(plan.entries.filter { !$0.removesFile }.map { fileSystem.identity(of: $0.path) })
        let counter = ProgressCounter(.writing, total: work.count, handler: progress)
        let outcomes = work.concurrentMap { index -> Result<WriteOutcome, any Error> in
            if Interruption.requested != nil { return .success(.notStarted) }
            return Result {
                let outcome = try write(plan.entries[index], expecting: expected[index] ?? nil, keeping: kept)
                counter.step()
                return outcome
            }
        }
        var done = 0
        var applied = plan
        for (index, outcome) in zip(work, outcomes) {
            switch try outcome.get() {
            case .written: done += 1
            case .notStarted: break
            case .keptAsSaved:
                done += 1
                applied.entries[index].keep()
            }
        }
        if let signal = Interruption.requested, done < work.count {
            throw InterruptedError(signal: signal, done: done, total: work.count)
        }
        if applied.inputs != nil, try recordSettings() {
            // The record is one of the run's inputs: the cache is keyed by the inputs as the
            // run leaves them, or the next run would find it stale and write it again.
            applied.inputs = try project.inputDigest(specPaths: try project.specPaths(), tool: toolIdentity)
        }
        recordUpToDate(applied)
        return applied
    }

    /// After a complete run, the settings its files were rendered with (`SettingsRecord`).
    /// - Returns: whether the record changed.
    private func recordSettings() throws -> Bool {
        var values: [String: [String: SpecOptionValue]] = [:]
        var manifests: [String: ArchitectureManifest] = [:]
        for name in ArchitectureCatalog.names {
            guard let manifest = try project.manifest(of: name), !manifest.settings.isEmpty else { continue }
            manifests[name] = manifest
            values[name] = project.config.settingValues(for: manifest)
        }
        let text = SettingsRecord.text(values, manifests: manifests)
        guard try fileSystem.readText(SettingsRecord.path) != text else { return false }
        if let text { try fileSystem.writeText(SettingsRecord.path, text) } else { try fileSystem.remove(SettingsRecord.path) }
        return true
    }

    private enum WriteOutcome {
        case written, notStarted, keptAsSaved
    }

    /// One entry of a plan: the file, then its base record — each only while the file is the
    /// version the plan read (`expected`).
    private func write(_ entry: WritePlan.Entry, expecting expected: FileStamp?, keeping kept: Set<PathKey>) throws -> WriteOutcome {
        if let text = entry.write, try !fileSystem.writeText(entry.path, text, ifStill: expected) {
            return .keptAsSaved
        }
        if entry.removesFile, try !fileSystem.remove(entry.path, ifStill: expected) {
            return .keptAsSaved
        }
        if let base = entry.base { try fileSystem.writeText(BaseStore.path(for: entry.path), base) }
        if entry.removesBase { try fileSystem.remove(BaseStore.path(for: entry.path)) }
        if let previous = entry.movedFrom, !kept.contains(fileSystem.identity(of: previous)) {
            // Saved under its old name during the run: that copy stays, and is reported orphaned
            // by the next run, rather than lost.
            if fileSystem.stamp(previous) != nil, try !fileSystem.remove(previous, ifStill: entry.movedFromStamp) {
                return .keptAsSaved
            }
            if fileSystem.stamp(BaseStore.path(for: previous)) != nil { try fileSystem.remove(BaseStore.path(for: previous)) }
        }
        return .written
    }

    /// A rename after which the file system finds the file at both names (`Newslist` →
    /// `NewsList` where case is folded): `apply` renames it rather than write and remove.
    private func renamesInPlace(_ entry: WritePlan.Entry) -> Bool {
        entry.movedFrom.map { fileSystem.identity(of: $0) == fileSystem.identity(of: entry.path) } ?? false
    }

    /// Refuses paths that leave the project or pass through a symbolic link: an atomic
    /// write would replace the link, a plain one would write wherever it points.
    private func checkPaths(_ paths: [String]) throws(DiagnosticsError) {
        var diagnostics = DiagnosticCollector()
        // One error per link, however many files would be written through it.
        var filesByLink: [String: [String]] = [:]
        var folderLinks: [String: String?] = [:]  // a folder → the first link in its path, if any
        for path in paths {
            for candidate in [path, BaseStore.path(for: path)] {
                if let problem = ProjectPath.problem(with: candidate) {
                    diagnostics.error("refusing to write \(candidate): \(problem)", at: nil)
                    continue
                }
                let folder = ProjectPath.folder(of: candidate)
                let inFolder: String?
                if let known = folderLinks[folder] {
                    inFolder = known
                } else {
                    inFolder = folder.isEmpty ? nil : fileSystem.symbolicLink(in: folder)
                    folderLinks[folder] = inFolder
                }
                if let link = inFolder ?? (fileSystem.isSymbolicLink(candidate) ? candidate : nil) {
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
