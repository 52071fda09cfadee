/// `featuregen init` and `featuregen new`: the files a project and a feature start from.
package struct ProjectSetup: Sendable {
    package let fileSystem: any FileSystem

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// What `featuregen init` was told; nil where an option was not given.
    package struct InitOptions: Sendable {
        package var specs: String?
        package var output: String?
        package var runtime: String?
        package var observation: ProjectConfig.Observation?
        package var access: ProjectConfig.AccessLevel?
        /// The default architecture of the project's specs (`architecture:`).
        package var architecture: String?
        package var copyTemplates = false
        /// The app target the tests `@testable import` (`testedModule:`); guessed when nil.
        package var testedModule: String?
        /// The folder of the generated tests (`tests:`); FeatureTests when nil.
        package var tests: String?
        /// No generated tests: `tests:` is commented out.
        package var noTests = false
        /// XCTest or Swift Testing (`testFramework:`).
        package var testFramework: ProjectConfig.TestFramework?
        /// The names in the project folder, where `init` looks for an `.xcodeproj` to guess
        /// `testedModule:` from.
        package var folderNames: [String] = []

        package init() {}
    }

    /// What `initialize` did.
    package struct InitResult: Sendable {
        /// Files written that were not there.
        package var created: [String] = []
        /// Folders made that were not there (the specs folder).
        package var createdFolders: [String] = []
        /// Files rewritten because a newer featuregen writes them differently.
        package var updated: [String] = []
        /// `featuregen.yml` settings changed in place, as `key: value`.
        package var changedSettings: [String] = []
        /// The `testedModule:` a new `featuregen.yml` names without `--tested-module`, read
        /// from `Package.swift` or an `.xcodeproj` beside it.
        package var guessedTestedModule: String?
    }

    /// Writes `featuregen.yml` with the given settings, or — when there is one — sets the
    /// given ones in it, keeping everything else. With `copyTemplates`, copies the built-in
    /// templates into `Templates/<architecture>/` and points `templates:` at them. A setting
    /// that would leave generated files behind (`specs`, `output`, `runtime` of an existing
    /// project) is refused, with what to do instead; nothing is written then.
    package func initialize(_ options: InitOptions) throws -> InitResult {
        var result = InitResult()
        let existing = try fileSystem.readText(ProjectConfig.fileName)
        var config = ProjectConfig()
        if existing != nil {
            // As every command reads it, its settings too: a featuregen.yml with an error is
            // reported and left as it is, with nothing else written.
            config = try Project.load(from: fileSystem).config
            try refuseMoves(options, of: config)
        }
        var settings: [(key: String, value: String)] = []
        if let specs = options.specs { config.specs = ProjectPath.normalized(specs) }
        if let output = options.output { config.output = ProjectPath.normalized(output) }
        if let runtime = options.runtime { config.runtime = ProjectPath.normalized(runtime) }
        if let observation = options.observation, observation != config.observation || existing == nil {
            config.observation = observation
            settings.append(("observation", observation.rawValue))
        }
        if let access = options.access, access != config.access || existing == nil {
            config.access = access
            settings.append(("access", access.rawValue))
        }
        if let testedModule = options.testedModule {
            guard SwiftIdentifier.isValid(testedModule) else {
                throw DiagnosticsError(
                    .error(
                        "--tested-module \(testedModule): not a module name", at: nil,
                        notes: [.init("name the app target the tests import, such as 'MyApp'")]))
            }
            if testedModule != config.testedModule || existing == nil {
                config.testedModule = testedModule
                settings.append(("testedModule", testedModule))
            }
            // Naming the module the tests import asks for tests: a project whose tests were off
            // for want of it gets them.
            if existing != nil, config.tests == nil {
                config.tests = "FeatureTests"
                settings.append(("tests", "FeatureTests"))
            }
        } else if existing == nil {
            config.testedModule = TestedModuleGuess.module(
                packageManifest: try fileSystem.readText("Package.swift"), folderNames: options.folderNames)
            result.guessedTestedModule = config.testedModule
        }
        try setTests(options, existing: existing != nil, in: &config, settings: &settings)
        let previousArchitecture = config.architecture
        if let architecture = options.architecture, architecture != config.architecture || existing == nil {
            try Self.checkArchitecture(architecture, option: "--architecture")
            config.architecture = architecture
            settings.append(("architecture", architecture))
        }
        // `templates:` overrides one architecture's templates file by file: another
        // architecture would render with the old one's files of the same names.
        let architectureChanged = existing != nil && config.architecture != previousArchitecture
        if architectureChanged, let templates = config.templates, !options.copyTemplates {
            throw DiagnosticsError(
                .error(
                    "--architecture \(config.architecture): 'templates: \(templates)' overrides the \(previousArchitecture) templates, file by file",
                    at: config.location(of: "templates"),
                    notes: [
                        .init(
                            "add --copy-templates to copy the \(config.architecture) templates into Templates/\(config.architecture) and use them, or remove 'templates:' first"
                        )
                    ]))
        }
        if options.copyTemplates {
            let folder = (architectureChanged ? nil : config.templates) ?? "Templates/\(config.architecture)"
            for file in TemplateSet.builtInFiles(of: config.architecture) {
                let path = ProjectPath.join(folder, file.name)
                if try fileSystem.read(path) == nil {
                    try fileSystem.writeText(path, file.text)
                    result.created.append(path)
                }
            }
            if config.templates != folder {
                config.templates = folder
                settings.append(("templates", folder))
            }
        }
        // What is written must read back as the settings asked for, before anything is written.
        var editedText: String?
        let turnsTestsOff = existing != nil && options.noTests && config.tests != nil
        if turnsTestsOff { settings.append(("tests", "off")) }
        if let existing, !settings.isEmpty {
            var text = existing
            for setting in settings where !(setting.key == "tests" && turnsTestsOff) {
                text = ConfigFileEditor.setting(setting.key, to: setting.value, in: text)
            }
            if turnsTestsOff { text = ConfigFileEditor.commentingOut("tests", in: text) }
            let root = try YAMLLoader(document: .config).load(Array(text.utf8), file: ProjectConfig.fileName)
            try Project(fileSystem: fileSystem, config: ConfigDecoder().decode(root)).checkSettings()
            editedText = text
        }
        let project = Project(fileSystem: fileSystem, config: config)
        let schemas = [
            (ReservedPaths.specSchemaPath, try SpecSchema.spec(for: project)),
            (ReservedPaths.configSchemaPath, try SpecSchema.config(for: project)),
        ]
        for (path, schema) in schemas {
            let current = try fileSystem.readText(path)
            guard current != schema + "\n" else { continue }
            try fileSystem.writeText(path, schema + "\n")
            if current == nil { result.created.append(path) } else { result.updated.append(path) }
        }
        if try StoreIgnoreFile.ensure(in: fileSystem) { result.created.append(StoreIgnoreFile.path) }
        switch try GitAttributesFile.ensure(in: fileSystem) {
        case .created?: result.created.append(GitAttributesFile.path)
        case .updated?: result.updated.append(GitAttributesFile.path)
        case nil: break
        }
        // The specs folder is where the first spec is copied or written to.
        if try fileSystem.createFolder(config.specs) { result.createdFolders.append(config.specs) }
        guard existing != nil else {
            var text = config.fileText
            if let templates = config.templates { text = ConfigFileEditor.setting("templates", to: templates, in: text) }
            if options.noTests { text = ConfigFileEditor.commentingOut("tests", in: text) }
            try fileSystem.writeText(ProjectConfig.fileName, text)
            result.created.insert(ProjectConfig.fileName, at: 0)
            return result
        }
        guard let editedText else { return result }
        try fileSystem.writeText(ProjectConfig.fileName, editedText)
        result.changedSettings = settings.map { "\($0.key): \($0.value)" }
        return result
    }

    /// `--tests`, `--no-tests` and `--test-framework`. Tests need the app target they import:
    /// `--tests` without one, given or guessed, is an error, before anything is written.
    private func setTests(
        _ options: InitOptions, existing: Bool, in config: inout ProjectConfig, settings: inout [(key: String, value: String)]
    ) throws(DiagnosticsError) {
        if let framework = options.testFramework, framework != config.testFramework || !existing {
            config.testFramework = framework
            settings.append(("testFramework", framework.rawValue))
        }
        guard let tests = options.tests.map(ProjectPath.normalized) else { return }
        guard config.testedModule != nil else {
            throw DiagnosticsError(
                .error(
                    "--tests \(tests): the tests need the app target they import, and none was found", at: nil,
                    notes: [.init("add --tested-module MyApp, naming the target")]))
        }
        if tests != config.tests || !existing {
            config.tests = tests
            settings.append(("tests", tests))
        }
    }

    private func refuseMoves(_ options: InitOptions, of config: ProjectConfig) throws(DiagnosticsError) {
        var moves: [(option: String, given: String?, current: String)] = [
            ("specs", options.specs, config.specs), ("output", options.output, config.output),
            ("runtime", options.runtime, config.runtime),
        ]
        if let tests = config.tests { moves.append(("tests", options.tests, tests)) }
        var diagnostics = DiagnosticCollector()
        for move in moves {
            guard let given = move.given.map(ProjectPath.normalized), given != move.current else { continue }
            diagnostics.error(
                "--\(move.option) \(given): this project's \(ProjectConfig.fileName) already sets '\(move.option): \(move.current)'",
                at: nil,
                notes: [
                    .init(
                        "init does not move a project's files; to move them, move the folder yourself, set '\(move.option):' in \(ProjectConfig.fileName) and run 'featuregen generate'"
                    )
                ])
        }
        try diagnostics.throwIfErrors()
    }

    static func checkArchitecture(_ name: String, option: String) throws(DiagnosticsError) {
        guard !ArchitectureCatalog.names.contains(name) else { return }
        throw DiagnosticsError(
            .error("\(option) \(name): unknown architecture", at: nil, notes: ArchitectureCatalog.notes(forUnknown: name)))
    }
}
