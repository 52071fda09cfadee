extension ProjectConfig {
    /// Every stored field of the settings as resolved, each a text, for the run cache's digest
    /// (`Project.inputDigest`). Written out rather than reflected: `String(describing:)` looks up
    /// the conformances of every field's type at run time, about a millisecond of a one-module
    /// run. `ProjectConfigDigestTests` holds the list to the type's stored properties.
    var digestFields: [String] {
        var fields = [
            specs, output, runtime, architecture, observation.rawValue, access.rawValue, Self.optional(templates), Self.optional(tests),
            testFramework.rawValue, Self.optional(testedModule), unwrittenTests.rawValue, String(previews),
            "\(architectureSettings.count) blocks",
        ]
        for block in architectureSettings {
            fields += [block.architecture, Self.text(of: block.location), "\(block.values.count) values"]
            for value in block.values {
                fields += [
                    value.name, Self.text(of: value.keyLocation), value.scalar.text, String(value.scalar.isPlain),
                    Self.text(of: value.location),
                ]
            }
        }
        fields.append("\(keyLocations.count) keys")
        for key in keyLocations { fields += [key.key, Self.text(of: key.location)] }
        return fields
    }

    private static func optional(_ value: String?) -> String {
        value.map { "some \($0)" } ?? "none"
    }

    private static func text(of location: SourceLocation) -> String {
        "\(location.line):\(location.column):\(location.file)"
    }
}
