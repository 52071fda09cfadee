/// What the spec decoder needs to know of the architectures: which one a spec without
/// `architecture:` uses, the extra keys each one reads, and which core keys each honours.
public struct SpecArchitectures: Sendable {
    public var defaultName: String
    public var options: [String: [SpecOption]]
    /// By architecture; one missing here honours every key.
    public var keys: [String: HonouredKeys]

    public init(defaultName: String, options: [String: [SpecOption]], keys: [String: HonouredKeys] = [:]) {
        self.defaultName = defaultName
        self.options = options
        self.keys = keys
    }

    /// The built-in architectures, with `default` for specs that name none.
    public static func builtIn(default name: String = ProjectConfig().architecture) -> SpecArchitectures {
        SpecArchitectures(defaultName: name, options: ArchitectureCatalog.options, keys: ArchitectureCatalog.keys)
    }

    public var names: [String] { options.keys.sorted() }

    /// What `architecture` does with the core keys.
    public func keys(of architecture: String) -> HonouredKeys {
        keys[architecture] ?? .all
    }
}
