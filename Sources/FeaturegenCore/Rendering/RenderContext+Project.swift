/// How the feature's tests are written (featuregen.yml's `tests:`, `testFramework:`,
/// `testedModule:`, `unwrittenTests:`): `{{#testing.swiftTesting}}`, `{{testing.fail}}("…")`.
package struct TestingContext: Sendable {
    package var swiftTesting: Bool
    package var xctest: Bool
    /// The call that fails a test with a message: `Issue.record`, `XCTFail`.
    package var fail: String
    /// The call that ends a test featuregen cannot write, with what to write: `throw XCTSkip`
    /// (`unwrittenTests: skip`) or `XCTFail`; `Issue.record` in Swift Testing, whose test is
    /// skipped by its trait instead (`disablesUnwritten`).
    package var unwritten: String
    /// Swift Testing with `unwrittenTests: skip`: a test featuregen cannot write is
    /// `@Test(.disabled("…"))`.
    package var disablesUnwritten: Bool
    /// The module to `@testable import`; empty when the tests compile with the features.
    package var testedModule: String
    package var hasTestedModule: Bool

    package init(framework: ProjectConfig.TestFramework, testedModule: String?, unwritten: ProjectConfig.UnwrittenTests = .skip) {
        swiftTesting = framework == .swiftTesting
        xctest = framework == .xctest
        fail = framework == .swiftTesting ? "Issue.record" : "XCTFail"
        self.unwritten = framework == .swiftTesting ? fail : unwritten == .skip ? "throw XCTSkip" : fail
        disablesUnwritten = framework == .swiftTesting && unwritten == .skip
        self.testedModule = testedModule ?? ""
        hasTestedModule = testedModule != nil
    }
}

/// The context of the runtime file and of the starter spec.
package struct ProjectContext: Sendable {
    package var access: String
    package var isPublic: Bool
    package var combine: Bool
    package var observable: Bool
    /// For the starter spec of `featuregen new`.
    package var feature: String
    /// For the starter spec: the spec schema `init` writes, relative to the specs folder.
    package var schemaPath: String = ""
    /// For the starter spec: the architecture it names; nil for the project's.
    package var architecture: String?
    package var testing = TestingContext(framework: .swiftTesting, testedModule: nil)
    /// The architecture's project settings (`settings:` in its manifest), by name: what
    /// `featuregen.yml`'s block for it sets, or each default (`{{settings.services}}`).
    package var settings = OptionsContext(values: [:])
}

extension TestingContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "swiftTesting": .flag(self.swiftTesting)
        case "xctest": .flag(self.xctest)
        case "fail": .text(self.fail)
        case "unwritten": .text(self.unwritten)
        case "disablesUnwritten": .flag(self.disablesUnwritten)
        case "testedModule": .text(self.testedModule)
        case "hasTestedModule": .flag(self.hasTestedModule)
        default: nil
        }
    }
}

extension ProjectContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "access": .text(self.access)
        case "isPublic": .flag(self.isPublic)
        case "combine": .flag(self.combine)
        case "observable": .flag(self.observable)
        case "feature": .text(self.feature)
        case "schemaPath": .text(self.schemaPath)
        case "architecture": self.architecture.map(TemplateValue.text)
        case "testing": .object(self.testing)
        case "settings": .object(self.settings)
        default: nil
        }
    }
}
