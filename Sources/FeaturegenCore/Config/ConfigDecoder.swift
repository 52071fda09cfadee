/// Reads `featuregen.yml`; unknown keys and bad values are diagnostics with positions.
package struct ConfigDecoder: Sendable {
    static let keys = SpecVocabulary.config.names

    /// The settings that are text (paths, a module's name): a number or a boolean is none.
    static let textKeys = ["specs", "output", "runtime", "templates", "tests", "testedModule"]

    package init() {}

    package func decode(_ root: YAMLNode) throws(DiagnosticsError) -> ProjectConfig {
        var reader = SpecReader()
        var config = ProjectConfig()
        var locations: [String: SourceLocation] = [:]
        if !root.isNull, let pairs = reader.mapping(root, ProjectConfig.fileName, allowed: Self.keys + ProjectConfig.architectures) {
            for pair in pairs {
                if ProjectConfig.architectures.contains(pair.key) {
                    if let block = settings(pair, reader: &reader) { config.architectureSettings.append(block) }
                    continue
                }
                config.keyLocations.append(.init(key: pair.key, location: pair.keyLocation))
                if Self.textKeys.contains(pair.key), let kind = pair.value.nonStringKind, let text = pair.value.scalar?.text {
                    // A folder or module named `3` or `true` is one YAML and editors read as a number or a boolean.
                    reader.error(
                        "expected text for '\(pair.key)', found \(kind) ('\(text)')", at: pair.value.location,
                        notes: [.init("YAML and editors read it as \(kind), not as text; quote it: '\(pair.key): \"\(text)\"'")])
                    continue
                }
                guard let text = reader.text(pair.value, "'\(pair.key)'") else { continue }
                let location = pair.value.location
                locations[pair.key] = location
                switch pair.key {
                case "specs": config.specs = path(text, "specs", at: location, reader: &reader)
                case "output": config.output = path(text, "output", at: location, reader: &reader)
                case "runtime": config.runtime = path(text, "runtime", at: location, reader: &reader)
                case "templates": config.templates = path(text, "templates", at: location, reader: &reader)
                case "tests": config.tests = path(text, "tests", at: location, reader: &reader)
                case "testFramework":
                    let allowed = ProjectConfig.TestFramework.allCases.map(\.rawValue)
                    if choice(text, allowed, "testFramework", at: location, reader: &reader) {
                        config.testFramework = .init(rawValue: text)!
                    }
                case "unwrittenTests":
                    if choice(text, ProjectConfig.UnwrittenTests.allCases.map(\.rawValue), "unwrittenTests", at: location, reader: &reader)
                    {
                        config.unwrittenTests = .init(rawValue: text)!
                    }
                case "previews":
                    if let previews = reader.bool(pair.value, "'previews'") { config.previews = previews }
                case "testedModule":
                    if SwiftIdentifier.isValid(text) {
                        config.testedModule = text
                    } else {
                        reader.error(
                            "'testedModule' '\(text)' is not a module name", at: location,
                            notes: [.init("name the app target the tests import, such as 'MyApp'")])
                    }
                case "architecture":
                    if choice(text, ProjectConfig.architectures, "architecture", at: location, reader: &reader) {
                        config.architecture = text
                    }
                case "observation":
                    if choice(text, ProjectConfig.Observation.allCases.map(\.rawValue), "observation", at: location, reader: &reader) {
                        config.observation = .init(rawValue: text)!
                    }
                case "access":
                    if choice(text, ProjectConfig.AccessLevel.allCases.map(\.rawValue), "access", at: location, reader: &reader) {
                        config.access = .init(rawValue: text)!
                    }
                default:
                    break
                }
            }
        }
        if !config.runtime.hasSuffix(".swift") {
            reader.error(
                "'runtime' names the Swift file the runtime is written to; it must end in .swift",
                at: locations["runtime"] ?? SourceLocation(file: root.location.file, line: 1, column: 1))
        }
        checkReserved(config, locations, file: root.location.file, reader: &reader)
        try reader.diagnostics.throwIfErrors()
        return config
    }

    /// `vsurf: { services: VSURFStateFacade }`: a value for each setting, read against the
    /// architecture's manifest once the project knows it (its `templates:` may hold its own).
    private func settings(_ pair: YAMLNode.Pair, reader: inout SpecReader) -> ProjectConfig.ArchitectureSettings? {
        var block = ProjectConfig.ArchitectureSettings(architecture: pair.key, location: pair.keyLocation)
        guard !pair.value.isNull else { return block }
        guard let values = reader.mapping(pair.value, "'\(pair.key)'") else { return nil }
        for value in values {
            guard let scalar = value.value.scalar else {
                reader.error(
                    "the setting '\(value.key)' of '\(pair.key)' must be a single value, found \(value.value.shapeDescription)",
                    at: value.value.location)
                continue
            }
            block.values.append(.init(name: value.key, keyLocation: value.keyLocation, scalar: scalar, location: value.value.location))
        }
        return block
    }

    /// The folder modules go to and the runtime file are written to: neither may be one of
    /// featuregen's own places (`ReservedPaths`).
    private func checkReserved(_ config: ProjectConfig, _ locations: [String: SourceLocation], file: String, reader: inout SpecReader) {
        let reserved = ReservedPaths(config: config)
        for (key, path) in [("output", config.output), ("runtime", config.runtime)] + (config.tests.map { [("tests", $0)] } ?? []) {
            guard ProjectPath.problem(with: path) == nil, let problem = reserved.problem(with: path) else { continue }
            reader.error(
                "'\(key)' '\(path)' \(problem)", at: locations[key] ?? SourceLocation(file: file, line: 1, column: 1),
                notes: [.init("featuregen writes generated code there; choose a place of its own")])
        }
    }

    private func path(_ text: String, _ key: String, at location: SourceLocation, reader: inout SpecReader) -> String {
        if let problem = ProjectPath.problem(with: text) {
            reader.error(
                "'\(key)' \(problem)", at: location, notes: [.init("paths are relative to \(ProjectConfig.fileName), inside the project")])
        }
        return ProjectPath.normalized(text)
    }

    private func choice(_ text: String, _ allowed: [String], _ key: String, at location: SourceLocation, reader: inout SpecReader) -> Bool {
        guard !allowed.contains(text) else { return true }
        let notes = DidYouMean.notes(for: text, among: allowed, listing: "'\(key)' is one of: \(allowed.joined(separator: ", "))")
        reader.error("unknown \(key) '\(text)'", at: location, notes: notes)
        return false
    }
}
