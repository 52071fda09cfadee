/// What a run's rendered files must be before anything is written: of a size, at paths
/// featuregen may write and a file system takes, one file per path, and declaring no name twice.
extension Generator {
    /// Names the spec chose that the generated code would declare twice in one scope: refused
    /// at the spec's word for them, before anything is written.
    func checkDeclarations(
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

    /// Generated tests `@testable import` the app: with `tests:` and no `testedModule:`, they
    /// could not compile in the test target they are written for. Refused at `tests:`, with the
    /// line to add, before anything is written.
    func checkTestedModule(_ files: [GeneratedFile]) throws(DiagnosticsError) {
        let config = project.config
        guard let tests = config.tests, config.testedModule == nil, files.contains(where: { $0.origin?.path.isTest == true }) else {
            return
        }
        let guess = TestedModuleGuess.module(packageManifest: (try? fileSystem.readText("Package.swift")) ?? nil)
        let line = "testedModule: \(guess ?? "MyApp")"
        throw DiagnosticsError(
            .error(
                "'tests: \(tests)' writes tests that @testable import the app, and \(ProjectConfig.fileName) names no 'testedModule'",
                at: config.location(of: "tests") ?? SourceLocation(file: ProjectConfig.fileName, line: 1, column: 1),
                notes: [
                    .init(
                        "add '\(line)': the app target the tests import\(guess == nil ? "" : " (the first target of Package.swift)"); or remove 'tests:' to write no tests"
                    )
                ]))
    }

    /// Every path a manifest's pattern gives — where a file goes, and where a rename moves it
    /// from — stays inside the project and off featuregen's own places (`ReservedPaths`): a
    /// manifest writing `.featuregen/cache`, a spec or `featuregen.yml` is refused at the line
    /// of its pattern, before anything is written. One error per pattern.
    func checkGeneratedPaths(_ files: [GeneratedFile]) throws(DiagnosticsError) {
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
            let name = ProjectPath.components(of: file.path).last.map { ProjectPath.abbreviated($0) } ?? file.path
            diagnostics.error(
                "feature '\(ProjectPath.abbreviated(feature))' is too long a name for its files: \(problem)", at: spec.location,
                notes: [.init("'\(name)' is one of them; shorten the feature's (or a subview's) name")])
        }
        try diagnostics.throwIfErrors()
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
        // Each path's first file by its index: copies of a large project's files held 6 MB.
        var seen: [PathKey: Int] = [:]
        seen.reserveCapacity(files.count)
        var diagnostics = DiagnosticCollector()
        for (index, file) in files.enumerated() {
            let key = PathKey(file.path, caseInsensitive: true)
            if let earlier = seen[key].map({ files[$0] }) {
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
            seen[key] = index
        }
        try diagnostics.throwIfErrors()
    }

    /// Refuses paths that leave the project or pass through a symbolic link: an atomic
    /// write would replace the link, a plain one would write wherever it points.
    func checkPaths(_ paths: [String]) throws(DiagnosticsError) {
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
                let inFolder = fileSystem.symbolicLink(in: ProjectPath.folder(of: candidate), known: &folderLinks)
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
