/// The settings of `featuregen.yml`, resolved with defaults. Paths are relative to the
/// folder that holds `featuregen.yml` (the project root).
public struct ProjectConfig: Sendable, Equatable {
    public enum Observation: String, Sendable, CaseIterable {
        /// `ObservableObject` and `@Published`, as in seed 000; iOS 13+.
        case combine
        /// The `@Observable` macro; iOS 17+.
        case observable
    }

    public enum AccessLevel: String, Sendable, CaseIterable {
        case `internal`
        case `public`
    }

    /// What generated tests are written with.
    public enum TestFramework: String, Sendable, CaseIterable {
        /// `import Testing`, `@Test`, `#expect`, `Issue.record`.
        case swiftTesting = "swift-testing"
        /// `import XCTest`, `XCTestCase`, `XCTAssert…`, `XCTFail`.
        case xctest
    }

    /// What a generated test does while what it checks is still to be written.
    public enum UnwrittenTests: String, Sendable, CaseIterable {
        /// Skipped, with what to write as its reason: `@Test(.disabled("…"))`, `throw XCTSkip("…")`.
        case skip
        /// Fails with what to write: `Issue.record("…")`, `XCTFail("…")`.
        case fail
    }

    public static let fileName = "featuregen.yml"
    public static var architectures: [String] { ArchitectureCatalog.names }

    public var specs = "Specs"
    public var output = "Features"
    public var runtime = "Features/Runtime/Module.swift"
    public var architecture = "mvvm"
    public var observation = Observation.combine
    public var access = AccessLevel.internal
    /// A folder of templates that replace the built-in ones file by file.
    public var templates: String?
    /// Where each feature's tests and test doubles go (`<tests>/<Feature>/`); nil writes none.
    public var tests: String?
    public var testFramework = TestFramework.swiftTesting
    /// The module the tests `@testable import` (the app's target); nil when the tests are
    /// compiled with the features.
    public var testedModule: String?
    /// What a test featuregen cannot write does until you write it: skipped, or failing.
    public var unwrittenTests = UnwrittenTests.skip
    /// Whether views and subviews get a `#Preview` (`previews: false` writes none).
    public var previews = true
    /// The blocks named after an architecture (`vsurf: { services: VSURFStateFacade }`), in
    /// file order: values for the settings that architecture's manifest declares, checked
    /// against it when the project loads (`Project.settingDiagnostics`).
    package var architectureSettings: [ArchitectureSettings] = []

    /// One architecture's block of settings, as written.
    package struct ArchitectureSettings: Sendable, Equatable {
        package var architecture: String
        /// Where the block's key is written.
        package var location: SourceLocation
        package var values: [Value] = []

        /// One setting, as `featuregen.yml` writes it: a scalar, read against the manifest.
        package struct Value: Sendable, Equatable {
            package var name: String
            package var keyLocation: SourceLocation
            package var scalar: YAMLNode.Scalar
            package var location: SourceLocation

            package var node: YAMLNode { YAMLNode(.scalar(scalar), at: location) }
        }
    }

    /// Where `featuregen.yml` writes each key it sets, in file order (a list, not a dictionary:
    /// the run cache's digest reads the settings' description, which must not change order).
    public var keyLocations: [KeyLocation] = []

    public struct KeyLocation: Sendable, Equatable {
        public var key: String
        public var location: SourceLocation
    }

    /// Where `featuregen.yml` writes `key`; nil when it does not set it.
    public func location(of key: String) -> SourceLocation? {
        keyLocations.first { $0.key == key }?.location
    }

    public init() {}
}

extension ProjectConfig {
    /// The `featuregen.yml` that `featuregen init` writes: every setting, with its default; a
    /// setting the architecture ignores (`observation` for tca) is written commented out.
    public var fileText: String {
        let keys = ArchitectureCatalog.builtInManifest(architecture)?.keys ?? .all
        let observationLine =
            keys.honours("observation")
            ? "observation: \(observation.rawValue)"
            : "# \(architecture) ignores it: \(keys.explanation(of: "observation") ?? "").\n# observation: \(observation.rawValue)"
        return """
            # featuregen settings. Paths are relative to this file.

            # Where feature specs live (one <Feature>.yaml each).
            specs: \(specs)
            # Where modules are generated: <output>/<Feature>/.
            output: \(output)
            # The shared runtime, written once per project: this file for mvvm (ModuleProtocol,
            # Reducer, …); the other architectures write theirs in its folder (VSURF.swift, …).
            runtime: \(runtime)
            # The template set: \(Self.architectures.joined(separator: ", ")).
            architecture: \(architecture)
            # combine (ObservableObject + @Published, iOS 13+) or observable (@Observable, iOS 17+).
            \(observationLine)
            # internal, or public when the features live in their own Swift package.
            access: \(access.rawValue)
            # A folder of your own templates, overriding the built-in ones file by file.
            # templates: Templates/\(architecture)
            # Where each feature's tests and test doubles go: <tests>/<Feature>/. Add the folder to
            # your test target; remove the line to generate no tests.
            \(testsLine)
            # swift-testing (@Test, #expect) or xctest (XCTestCase).
            testFramework: \(testFramework.rawValue)
            # The app target the tests import with @testable import.
            \(testedModule.map { "testedModule: \($0)" } ?? "# testedModule: MyApp")
            # What a test whose checks are yours to write does: skip (its reason says what to
            # write) or fail.
            # unwrittenTests: fail
            # Whether views and subviews get a #Preview.
            # previews: false
            \(settingsText)
            """
    }

    /// `tests:`, on once the tests know the app target they import: without `testedModule`,
    /// they could not compile, so a new project's are off until it is set.
    private var testsLine: String {
        guard testedModule == nil else { return "tests: \(tests ?? "FeatureTests")" }
        return "# The tests need testedModule (below), the app target they import: set both.\n# tests: \(tests ?? "FeatureTests")"
    }

    /// The architecture's settings (its manifest's `settings:`), its block commented out with
    /// each default and description; empty for an architecture that declares none.
    private var settingsText: String {
        let settings = ArchitectureCatalog.builtInManifest(architecture)?.settings ?? []
        guard !settings.isEmpty else { return "" }
        var lines = ["# The \(architecture) templates' settings, each shown with its default.", "# \(architecture):"]
        for setting in settings {
            lines += Self.wrapped(setting.description, width: 92).map { "#   # " + $0 }
            lines.append("#   \(setting.name): \(setting.defaultValue.yamlText)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in lines of at most `width` characters, broken between words.
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return line.isEmpty ? lines : lines + [line]
    }
}
