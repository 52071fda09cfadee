#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A featuregen project: the folder that holds `featuregen.yml`, seen through a file system
/// rooted there, with its resolved settings.
public struct Project: Sendable {
    public let fileSystem: any FileSystem
    public let config: ProjectConfig
    /// The template set, parsed once per run however many steps ask for it.
    private let parsedTemplates: ParsedTemplates

    public init(fileSystem: any FileSystem, config: ProjectConfig) {
        self.init(fileSystem: fileSystem, config: config, parsedTemplates: ParsedTemplates())
    }

    /// The project as it would be with `files` (specs) written, for planning before writing
    /// them: it shares what this one parsed, the templates and manifests, which specs do not
    /// change.
    package func adding(_ files: [String: [UInt8]]) -> Project {
        Project(fileSystem: PreviewFileSystem(fileSystem, adding: files), config: config, parsedTemplates: parsedTemplates)
    }

    private init(fileSystem: any FileSystem, config: ProjectConfig, parsedTemplates: ParsedTemplates) {
        self.fileSystem = fileSystem
        self.config = config
        self.parsedTemplates = parsedTemplates
    }

    /// Reads `featuregen.yml` at the root of `fileSystem`.
    public static func load(from fileSystem: any FileSystem) throws(DiagnosticsError) -> Project {
        let bytes: [UInt8]?
        do {
            bytes = try fileSystem.read(ProjectConfig.fileName)
        } catch {
            throw DiagnosticsError(.error("\(error)", at: nil))
        }
        guard let bytes else {
            throw DiagnosticsError(
                .error(
                    "no \(ProjectConfig.fileName) in this folder or above it", at: nil,
                    notes: [.init("run 'featuregen init' at the root of your app to create one")]))
        }
        let root = try YAMLLoader(document: .config).load(bytes, file: ProjectConfig.fileName)
        let project = Project(fileSystem: fileSystem, config: try ConfigDecoder().decode(root))
        try project.checkSettings()
        return project
    }

    /// Every spec file of the project: `*.yaml` and `*.yml` below the specs folder.
    public func specPaths() throws(DiagnosticsError) -> [String] {
        do {
            return try fileSystem.files(under: config.specs).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
        } catch {
            throw DiagnosticsError(.error("\(error)", at: nil))
        }
    }

    /// The template set of the project's default architecture.
    package func templateSet() throws(DiagnosticsError) -> TemplateSet {
        try templateSet(for: config.architecture)
    }

    /// The template set of an architecture: the built-in one, with files from `templates:`
    /// where present. Parsed once per run.
    package func templateSet(for architecture: String) throws(DiagnosticsError) -> TemplateSet {
        if let parsed = parsedTemplates[architecture] { return parsed }
        let parsed = try TemplateSet(architecture: architecture, overrides: templateOverrides(for: architecture))
        parsedTemplates[architecture] = parsed
        return parsed
    }

    /// The architecture a spec is rendered with.
    package func architecture(of spec: FeatureSpec) -> String {
        spec.architecture ?? config.architecture
    }

    /// What specs may name as their architecture, the keys each one adds and the core keys
    /// each honours (from the project's own manifest where `templates:` has one). Worked out
    /// once per project value, however many steps of a run ask.
    package func specArchitectures() throws(DiagnosticsError) -> SpecArchitectures {
        if let known = parsedTemplates.architectures { return known }
        let architectures = try readSpecArchitectures()
        parsedTemplates.architectures = architectures
        return architectures
    }

    private func readSpecArchitectures() throws(DiagnosticsError) -> SpecArchitectures {
        let config = config
        // Built-in manifests only, which always parse: each architecture's are read when a
        // spec (or a check) first asks for it, so a run of mvvm specs decodes mvvm's alone.
        guard config.templates != nil else {
            let facts = ArchitectureFacts(names: ArchitectureCatalog.names) { name in
                Self.facts(of: name, manifest: ArchitectureCatalog.builtInManifest(name), config: config, overrides: [:])
            }
            return SpecArchitectures(defaultName: config.architecture, facts: facts)
        }
        // The project's own: every manifest now, so that one that does not parse is an error.
        var entries: [String: ArchitectureFacts.Entry] = [:]
        for name in ArchitectureCatalog.names {
            let manifest = try manifest(of: name)
            let overrides = manifest == nil ? [:] : try templateOverrides(for: name)
            entries[name] = Self.facts(of: name, manifest: manifest, config: config, overrides: overrides)
        }
        let known = entries
        return SpecArchitectures(defaultName: config.architecture, facts: ArchitectureFacts(names: ArchitectureCatalog.names) { known[$0] })
    }

    /// What the spec checks read of one architecture's manifest (nil: an architecture without
    /// one), its runtime's types named with the project's settings.
    private static func facts(
        of name: String, manifest: ArchitectureManifest?, config: ProjectConfig, overrides: [String: (text: String, path: String)]
    ) -> ArchitectureFacts.Entry {
        ArchitectureFacts.Entry(
            options: manifest?.options ?? [], keys: manifest?.keys ?? .all, injection: manifest?.dependencyInjection ?? .builder,
            featureTypes: manifest?.featureTypes ?? ArchitectureManifest.defaultFeatureTypes, stateRules: manifest?.stateRules ?? .mvvm,
            runtimeTypes: manifest.map { manifest in
                let settings = config.settingValues(for: manifest)
                return settings == manifest.defaultSettings ? manifest.runtimeTypes : RuntimeTypes.builtIn(manifest, settings: settings)
            } ?? [],
            flow: manifest?.flow,
            switches: manifest.map { manifest in
                OptionSwitch.switches(of: manifest) { TemplateSet.source(of: $0, architecture: name, overrides: overrides)?.text }
            } ?? [],
            alertButtons: manifest?.alertButtons ?? .own,
            outputs: manifest?.outputs ?? ArchitectureCatalog.builtInManifest(name)?.outputs ?? .init(),
            buildSettingTurnedOff: manifest.flatMap { $0.buildSettingTurnedOff(in: config.settingValues(for: $0)) })
    }

    /// Where the project's own templates of an architecture are: `<templates>/<architecture>/`,
    /// or, for the default architecture, `<templates>/` itself (what `init --copy-templates`
    /// writes: `templates: Templates/mvvm`).
    private func templateFolder(for architecture: String) -> String? {
        guard let folder = config.templates else { return nil }
        let own = ProjectPath.join(folder, architecture)
        if let files = try? fileSystem.files(under: own), !files.isEmpty { return own }
        return architecture == config.architecture ? folder : nil
    }

    func templateOverrideFile(_ fileName: String, for architecture: String) throws(DiagnosticsError) -> (
        text: String, path: String
    )? {
        guard let folder = templateFolder(for: architecture) else { return nil }
        let path = ProjectPath.join(folder, fileName)
        do {
            return try fileSystem.readText(path).map { ($0, path) }
        } catch {
            // A template that is there but cannot be read must not fall back silently.
            throw DiagnosticsError(.error("\(error)", at: SourceLocation(file: path, line: 1, column: 1)))
        }
    }

    /// The project's own files of an architecture (`templates:`), by file name; read once per
    /// run (the template set and the run cache's digest both need them).
    private func templateOverrides(for architecture: String) throws(DiagnosticsError) -> [String: (text: String, path: String)] {
        if let read = parsedTemplates.overrides(of: architecture) { return read }
        let overrides = try readTemplateOverrides(for: architecture)
        parsedTemplates.setOverrides(overrides, of: architecture)
        return overrides
    }

    private func readTemplateOverrides(for architecture: String) throws(DiagnosticsError) -> [String: (text: String, path: String)] {
        var overrides: [String: (text: String, path: String)] = [:]
        guard let folder = config.templates else { return overrides }
        let manifest = try manifest(of: architecture)
        for fileName in TemplateSet.fileNames(of: architecture, manifest: manifest) {
            if let file = try templateOverrideFile(fileName, for: architecture) { overrides[fileName] = file }
        }
        if overrides.isEmpty && architecture == config.architecture
            && !ArchitectureCatalog.names.contains(where: { templateFolder(for: $0) != nil && $0 != architecture })
        {
            throw DiagnosticsError(
                .error(
                    "'templates' points at '\(folder)', which holds no templates", at: nil,
                    notes: [.init("run 'featuregen init --copy-templates' to start a copy of the built-in ones")]))
        }
        return overrides
    }

    /// A digest of everything a run's output depends on: featuregen itself, the settings,
    /// the templates and every spec (its path and its bytes).
    func inputDigest(specPaths: [String], tool: String = Project.toolIdentity) throws -> String {
        var digest = SHA256()
        digest.update(field: tool)
        // The settings as resolved (every field of the config), not the file's text.
        for field in config.digestFields { digest.update(field: field) }
        // The settings the base records were written with: a run without them renders again.
        digest.update(field: (try fileSystem.readText(SettingsRecord.path)) ?? "")
        for architecture in ArchitectureCatalog.names {
            let overrides = try templateOverrides(for: architecture)
            // Built-in templates only: all of them are part of the executable, which `tool`
            // identifies, so their names need no manifest decoded.
            guard !overrides.isEmpty else {
                digest.update(field: architecture + "/built-in")
                continue
            }
            let manifest = try ArchitectureCatalog.manifest(architecture, override: overrides[ArchitectureManifest.fileName])
            for fileName in TemplateSet.fileNames(of: architecture, manifest: manifest) {
                digest.update(field: architecture + "/" + fileName)
                // A built-in template is part of the executable, which `tool` identifies.
                let source = TemplateSet.source(of: fileName, architecture: architecture, overrides: overrides)
                digest.update(field: source.map { TemplateStyle.applies(to: $0.path) ? "built-in" : $0.text } ?? "")
            }
        }
        for path in specPaths {
            digest.update(field: path)
            let bytes = try fileSystem.read(path) ?? []
            digest.update(Array("\(bytes.count):".utf8))
            digest.update(bytes)
        }
        return digest.finalize()
    }

    /// featuregen's version and the stamp of the running executable: a rebuilt featuregen may
    /// render differently even under the same version.
    static let toolIdentity: String = {
        var identity = FeaturegenVersion.current
        if let stamp = executableStamp(at: executablePath) {
            identity += " \(stamp.size) \(stamp.modified)"
        }
        return identity
    }()

    /// The stamp of the file an executable's path names, through symbolic links: Homebrew and
    /// Mint start featuregen through a link, whose own stamp does not change with a rebuild.
    package static func executableStamp(at path: String) -> FileStamp? {
        let resolved = Platform.resolvingLinks(path) ?? path
        return DiskFileSystem(root: URL(fileURLWithPath: "/")).stamp(resolved)
    }

    /// The running executable (`Platform.executablePath`), or the name it was started by.
    private static var executablePath: String {
        Platform.executablePath ?? CommandLine.arguments[0]
    }
}

/// Holds a project's parsed template sets and the project's own template files, by
/// architecture, for the rest of the run.
private final class ParsedTemplates: Sendable {
    private let stored = Locked<[String: TemplateSet]>([:])
    private let storedOverrides = Locked<[String: [String: (text: String, path: String)]]>([:])
    private let storedArchitectures = Locked<SpecArchitectures?>(nil)

    var architectures: SpecArchitectures? {
        get { storedArchitectures.withLock { $0 } }
        set { storedArchitectures.withLock { $0 = newValue } }
    }

    subscript(architecture: String) -> TemplateSet? {
        get { stored.withLock { $0[architecture] } }
        set { stored.withLock { $0[architecture] = newValue } }
    }

    func overrides(of architecture: String) -> [String: (text: String, path: String)]? {
        storedOverrides.withLock { $0[architecture] }
    }

    func setOverrides(_ overrides: [String: (text: String, path: String)], of architecture: String) {
        storedOverrides.withLock { $0[architecture] = overrides }
    }
}
