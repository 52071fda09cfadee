/// The architectures featuregen knows: one per folder of `Templates/` that holds an
/// `architecture.yaml`, compiled into the binary.
public enum ArchitectureCatalog {
    /// The names, sorted: `mvvm`, `tca`, …
    public static let names: [String] = EmbeddedTemplates.files.keys
        .filter { $0.hasSuffix("/" + ArchitectureManifest.fileName) }
        .map { String($0.dropLast(ArchitectureManifest.fileName.count + 1)) }
        .sorted()

    /// The built-in manifest of `name`, parsed; nil for an unknown name.
    public static func manifest(_ name: String, override: (text: String, path: String)? = nil) throws(DiagnosticsError)
        -> ArchitectureManifest?
    {
        if override == nil, let cached = builtIn[name] { return cached }
        let key = "\(name)/\(ArchitectureManifest.fileName)"
        guard let source = override ?? EmbeddedTemplates.files[key].map({ ($0, "<built-in>/Templates/\(key)") }) else { return nil }
        let root = try YAMLLoader().load(Array(source.text.utf8), file: source.path)
        return try ManifestDecoder().decode(root, name: name)
    }

    /// The built-in manifests, parsed once. A built-in manifest that does not parse is a bug
    /// of featuregen's, which the golden tests catch; it is left out here.
    private static let builtIn: [String: ArchitectureManifest] = Dictionary(
        uniqueKeysWithValues: names.compactMap { name in
            let key = "\(name)/\(ArchitectureManifest.fileName)"
            guard let text = EmbeddedTemplates.files[key],
                let root = try? YAMLLoader().load(Array(text.utf8), file: "<built-in>/Templates/\(key)"),
                let manifest = try? ManifestDecoder().decode(root, name: name)
            else { return nil }
            return (name, manifest)
        })

    /// The spec keys of every architecture, for the spec decoder and the schema.
    public static var options: [String: [SpecOption]] {
        builtIn.mapValues(\.options)
    }
}
