@testable import FeaturegenCore

/// Loads spec text written in a test, as a file named `Test.yaml`.
func loadSpec(_ text: String, path: String = "Test.yaml") throws(DiagnosticsError) -> FeatureSpec {
    try SpecLoader(fileSystem: MemoryFileSystem()).load(Array(text.utf8), path: path)
}

/// The diagnostics loading `text` produces, one per line, as a user sees them.
func diagnostics(_ text: String, path: String = "Test.yaml") -> String {
    do {
        _ = try loadSpec(text, path: path)
        return ""
    } catch {
        return error.description
    }
}

/// A project in memory with the given specs under `Specs/` and the default settings; on a
/// file system that folds case as macOS's does, when asked.
func memoryProject(
    specs: [String: String], observation: ProjectConfig.Observation = .combine, access: ProjectConfig.AccessLevel = .internal,
    architecture: String = "mvvm", caseInsensitive: Bool = false
) -> Project {
    var config = ProjectConfig()
    config.architecture = architecture
    config.observation = observation
    config.access = access
    let files = Dictionary(uniqueKeysWithValues: specs.map { ("Specs/\($0.key)", $0.value) })
    return Project(fileSystem: MemoryFileSystem(files: files, caseInsensitive: caseInsensitive), config: config)
}

/// What `generate` would write for `project`, by path (a retired file marked so); the first
/// file of a path where two share it.
func renderedFiles(_ project: Project) throws -> [String: GeneratedFile] {
    let generator = Generator(project: project)
    let files = try generator.render(try generator.loadSpecs(nil))
    return Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
}
