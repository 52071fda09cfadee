/// What the spec decoder needs to know of the architectures: which one a spec without
/// `architecture:` uses, and the extra keys each one reads.
public struct SpecArchitectures: Sendable {
    public var defaultName: String
    public var options: [String: [SpecOption]]

    public init(defaultName: String, options: [String: [SpecOption]]) {
        self.defaultName = defaultName
        self.options = options
    }

    /// The built-in architectures, with `default` for specs that name none.
    public static func builtIn(default name: String = ProjectConfig().architecture) -> SpecArchitectures {
        SpecArchitectures(defaultName: name, options: ArchitectureCatalog.options)
    }

    public var names: [String] { options.keys.sorted() }
}
