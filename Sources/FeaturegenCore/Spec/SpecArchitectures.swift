/// What the spec decoder needs to know of the architectures: which one a spec without
/// `architecture:` uses, the extra keys each one reads, and which core keys each honours.
public struct SpecArchitectures: Sendable {
    public var defaultName: String
    public var options: [String: [SpecOption]]
    /// By architecture; one missing here honours every key.
    public var keys: [String: HonouredKeys]
    /// By architecture; one missing here injects through the builder.
    public var injection: [String: ArchitectureManifest.DependencyInjection]

    public init(
        defaultName: String, options: [String: [SpecOption]], keys: [String: HonouredKeys] = [:],
        injection: [String: ArchitectureManifest.DependencyInjection] = [:]
    ) {
        self.defaultName = defaultName
        self.options = options
        self.keys = keys
        self.injection = injection
    }

    /// The built-in architectures, with `default` for specs that name none.
    public static func builtIn(default name: String = ProjectConfig().architecture) -> SpecArchitectures {
        SpecArchitectures(
            defaultName: name, options: ArchitectureCatalog.options, keys: ArchitectureCatalog.keys,
            injection: ArchitectureCatalog.injection)
    }

    public var names: [String] { options.keys.sorted() }

    /// What `architecture` does with the core keys.
    public func keys(of architecture: String) -> HonouredKeys {
        keys[architecture] ?? .all
    }

    /// How a feature of `spec`'s architecture gets its dependencies.
    public func injection(of spec: FeatureSpec) -> ArchitectureManifest.DependencyInjection {
        injection[spec.architecture ?? defaultName] ?? .builder
    }
}
