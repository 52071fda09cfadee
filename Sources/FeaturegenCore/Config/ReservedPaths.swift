/// The places in a project that are featuregen's own — its settings, its inputs and its
/// records — which no generated file may take: `featuregen.yml`, everything in `.featuregen/`
/// (the base records, the run cache, the schemas), the specs folder and the templates folder.
/// Compared without case: on a macOS file system `.FeatureGen/base` is `.featuregen/base`.
package struct ReservedPaths: Sendable {
    /// Where featuregen keeps its records.
    package static let storeFolder = ".featuregen"
    /// The JSON Schemas `init` writes, for editors (`featuregen schema` prints them); a spec's
    /// first line points its editor at the first.
    package static let specSchemaPath = storeFolder + "/schema/spec.json"
    package static let configSchemaPath = storeFolder + "/schema/config.json"

    /// The specs folder, normalized; empty when the specs live in the project's own folder.
    let specs: String
    let templates: String?

    package init(config: ProjectConfig) {
        specs = ProjectPath.normalized(config.specs)
        templates = config.templates.map(ProjectPath.normalized)
    }

    /// Why a generated file (or folder) cannot be at `path`, or nil when it can.
    package func problem(with path: String) -> String? {
        let path = ProjectPath.normalized(path)
        if Self.same(path, ProjectConfig.fileName) { return "is the project's settings file, \(ProjectConfig.fileName)" }
        if Self.isInside(path, Self.storeFolder) { return "is inside \(Self.storeFolder)/, where featuregen keeps its records" }
        if specs.isEmpty {
            // Specs in the project's own folder: what would be read as a spec is theirs.
            if path.lowercased().hasSuffix(".yaml") || path.lowercased().hasSuffix(".yml") {
                return "would be read as a spec (the specs folder is the project's own folder)"
            }
        } else if Self.isInside(path, specs) {
            return "is inside the specs folder, '\(specs)'"
        }
        if let templates, !templates.isEmpty, Self.isInside(path, templates) {
            return "is inside the templates folder, '\(templates)'"
        }
        return nil
    }

    /// `path` is `folder` or below it, case ignored.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let path = path.lowercased(), folder = folder.lowercased()
        return path == folder || path.hasPrefix(folder + "/")
    }

    private static func same(_ path: String, _ other: String) -> Bool {
        path.lowercased() == other.lowercased()
    }
}
