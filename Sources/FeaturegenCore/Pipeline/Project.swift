import Foundation

/// A featuregen project: the folder that holds `featuregen.yml`, seen through a file system
/// rooted there, with its resolved settings.
public struct Project: Sendable {
    public let fileSystem: any FileSystem
    public let config: ProjectConfig
    /// The template set, parsed once per run however many steps ask for it.
    private let parsedTemplates = ParsedTemplates()

    public init(fileSystem: any FileSystem, config: ProjectConfig) {
        self.fileSystem = fileSystem
        self.config = config
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
        let root = try YAMLLoader().load(bytes, file: ProjectConfig.fileName)
        return Project(fileSystem: fileSystem, config: try ConfigDecoder().decode(root))
    }

    /// Every spec file of the project: `*.yaml` and `*.yml` below the specs folder.
    public func specPaths() throws(DiagnosticsError) -> [String] {
        do {
            return try fileSystem.files(under: config.specs).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
        } catch {
            throw DiagnosticsError(.error("\(error)", at: nil))
        }
    }

    /// The project's template set: the built-in one, with files from `templates:` where present.
    public func templateSet() throws(DiagnosticsError) -> TemplateSet {
        if let parsed = parsedTemplates.value { return parsed }
        let parsed = try loadTemplateSet()
        parsedTemplates.value = parsed
        return parsed
    }

    private func loadTemplateSet() throws(DiagnosticsError) -> TemplateSet {
        try TemplateSet(architecture: config.architecture, overrides: templateOverrides())
    }

    /// The project's own template files (`templates:`), by file name.
    private func templateOverrides() throws(DiagnosticsError) -> [String: (text: String, path: String)] {
        var overrides: [String: (text: String, path: String)] = [:]
        if let folder = config.templates {
            for role in TemplateSet.Role.allCases {
                let path = ProjectPath.join(folder, role.fileName)
                do {
                    if let text = try fileSystem.readText(path) { overrides[role.fileName] = (text, path) }
                } catch {
                    // A template that is there but cannot be read must not fall back silently.
                    throw DiagnosticsError(.error("\(error)", at: SourceLocation(file: path, line: 1, column: 1)))
                }
            }
            if overrides.isEmpty {
                throw DiagnosticsError(
                    .error(
                        "'templates' points at '\(folder)', which holds no templates", at: nil,
                        notes: [.init("run 'featuregen init --copy-templates' to start a copy of the built-in ones")]))
            }
        }
        return overrides
    }

    /// A digest of everything a run's output depends on: featuregen itself, the settings,
    /// the templates and every spec (its path and its bytes).
    func inputDigest(specPaths: [String], tool: String = Project.toolIdentity) throws -> String {
        var digest = SHA256()
        digest.update(field: tool)
        // The settings as resolved (every field of the config), not the file's text.
        digest.update(field: String(describing: config))
        let overrides = try templateOverrides()
        for role in TemplateSet.Role.allCases {
            digest.update(field: role.fileName)
            digest.update(field: TemplateSet.source(of: role, architecture: config.architecture, overrides: overrides)?.text ?? "")
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
        if let executable = Bundle.main.executablePath, let stamp = DiskFileSystem(root: URL(fileURLWithPath: "/")).stamp(executable) {
            identity += " \(stamp.size) \(stamp.modified)"
        }
        return identity
    }()
}

/// Holds a project's parsed templates for the rest of the run.
private final class ParsedTemplates: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: TemplateSet?

    var value: TemplateSet? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
