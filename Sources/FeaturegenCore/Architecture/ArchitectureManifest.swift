/// What one architecture renders, read from `Templates/<name>/architecture.yaml`: the files
/// it writes once per project, per feature, per subview and per route, with their path
/// patterns, the starter spec of `featuregen new`, the spec keys it reads besides the core
/// ones, and which core keys it honours. An architecture is this file and its templates; no
/// Swift code knows it.
public struct ArchitectureManifest: Sendable {
    public static let fileName = "architecture.yaml"

    /// How often a file is rendered.
    public enum Scope: String, Sendable, CaseIterable {
        /// Once per project, from the project context (a shared runtime).
        case project
        /// Once per feature.
        case feature
        /// Once per subview of a feature, with `subview` set in the feature's context.
        case subview
        /// Once per route of a feature, with `route` set in the feature's context.
        case route
        /// Once per client a feature declares (`dependencies:` with endpoints), with
        /// `dependency` set in the feature's context; `{{dependency}}` in a path is its type.
        case dependency
    }

    /// How a feature of the architecture gets the services its spec's `dependencies:` names.
    public enum DependencyInjection: String, Sendable, CaseIterable {
        /// Passed to the feature's build function: whoever opens it must have them too, and
        /// passes them on (featuregen checks this across the project).
        case builder
        /// The feature reads them itself (TCA's `DependencyValues`); openers pass nothing.
        case environment
    }

    /// One file the architecture writes.
    public struct File: Sendable, Equatable {
        /// The template's file name in the architecture's folder, without `.mustache`.
        public var template: String
        /// Where the file goes, with `{{placeholders}}` (see `PathPattern`).
        public var path: PathPattern
        public var scope: Scope
        /// Where the manifest declares `path`, for diagnostics about the paths it gives.
        public var pathLocation: SourceLocation?
        /// Where it names `template`, for a template that is missing.
        public var templateLocation: SourceLocation?
    }

    public var name: String
    /// One line for `featuregen init --help`, the config schema and the documentation.
    public var summary: String
    public var files: [File]
    /// The template of the starter spec `featuregen new` writes.
    public var starterSpec: String
    /// Where `starter:` names it; nil for the default.
    public var starterLocation: SourceLocation?
    /// Spec keys this architecture reads besides the core ones.
    public var options: [SpecOption]
    /// Which core spec keys and `featuregen.yml` settings the templates honour (`honours:`,
    /// `ignores:`).
    public var keys: HonouredKeys = .all
    /// `dependencyInjection:`, `builder` unless the manifest says otherwise.
    public var dependencyInjection: DependencyInjection = .builder
    /// Where the manifest was read from, for diagnostics.
    public var path: String

    /// Every template the manifest names, each once, in a stable order.
    public var templateNames: [String] {
        var seen = Set<String>()
        return (files.map(\.template) + [starterSpec]).filter { seen.insert($0).inserted }
    }

    /// Where the manifest names the template `name`, for a diagnostic about it.
    public func location(ofTemplate name: String) -> SourceLocation {
        files.first { $0.template == name }?.templateLocation ?? (name == starterSpec ? starterLocation : nil)
            ?? SourceLocation(file: path, line: 1, column: 1)
    }

    public func files(_ scope: Scope) -> [File] {
        files.filter { $0.scope == scope }
    }
}
