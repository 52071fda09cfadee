import Testing

@testable import FeaturegenCore

/// The run cache's digest reads every field of the settings (`ProjectConfig.digestFields`),
/// written out by hand: a field added to `ProjectConfig` without being added there would let a
/// changed setting hit the cache.
@Suite struct ConfigDigestTests {
    private static func labels(_ value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label)
    }

    @Test func theDigestNamesEveryStoredField() {
        let location = SourceLocation(file: "featuregen.yml", line: 1, column: 1)
        let value = ProjectConfig.ArchitectureSettings.Value(
            name: "services", keyLocation: location, scalar: .init(text: "Own", isPlain: true), location: location)
        // Each type's stored fields, as `digestFields` writes them: a new field fails here
        // until `digestFields` writes it too (and this list names it).
        #expect(
            Self.labels(ProjectConfig()) == [
                "specs", "output", "runtime", "architecture", "observation", "access", "templates", "tests", "testFramework",
                "testedModule", "unwrittenTests", "previews", "architectureSettings", "keyLocations",
            ])
        #expect(
            Self.labels(ProjectConfig.ArchitectureSettings(architecture: "vsurf", location: location)) == [
                "architecture", "location", "values",
            ])
        #expect(Self.labels(value) == ["name", "keyLocation", "scalar", "location"])
        #expect(Self.labels(value.scalar) == ["text", "isPlain"])
        #expect(Self.labels(ProjectConfig.KeyLocation(key: "specs", location: location)) == ["key", "location"])
        #expect(Self.labels(location) == ["file", "line", "column"])
    }

    @Test func everyFieldChangesTheDigest() {
        let location = SourceLocation(file: "featuregen.yml", line: 3, column: 5)
        var base = ProjectConfig()
        base.architectureSettings = [
            .init(
                architecture: "vsurf", location: location,
                values: [.init(name: "services", keyLocation: location, scalar: .init(text: "Own", isPlain: true), location: location)])
        ]
        base.keyLocations = [.init(key: "specs", location: location)]
        let changes: [(inout ProjectConfig) -> Void] = [
            { $0.specs = "Other" }, { $0.output = "Other" }, { $0.runtime = "Other.swift" }, { $0.architecture = "tca" },
            { $0.observation = .observable }, { $0.access = .public }, { $0.templates = "Templates" }, { $0.templates = "" },
            { $0.tests = "Tests" }, { $0.tests = "" }, { $0.testFramework = .xctest }, { $0.testedModule = "App" }, { $0.previews = false },
            { $0.architectureSettings[0].architecture = "mvi" }, { $0.architectureSettings[0].location.line = 4 },
            { $0.architectureSettings[0].values[0].name = "other" }, { $0.architectureSettings[0].values[0].keyLocation.column = 6 },
            { $0.architectureSettings[0].values[0].scalar.text = "Mine" }, { $0.architectureSettings[0].values[0].scalar.isPlain = false },
            { $0.architectureSettings[0].values[0].location.file = "other.yml" }, { $0.architectureSettings[0].values = [] },
            { $0.architectureSettings = [] }, { $0.keyLocations[0].key = "output" }, { $0.keyLocations[0].location.line = 9 },
            { $0.keyLocations = [] },
        ]
        for (index, change) in changes.enumerated() {
            var changed = base
            change(&changed)
            #expect(changed.digestFields != base.digestFields, "change \(index) left the digest as it was")
        }
    }
}
