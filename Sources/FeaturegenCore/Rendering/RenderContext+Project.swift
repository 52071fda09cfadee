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

extension TestingContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "swiftTesting": .flag(\.swiftTesting),
        "xctest": .flag(\.xctest),
        "fail": .text(\.fail),
        "unwritten": .text(\.unwritten),
        "disablesUnwritten": .flag(\.disablesUnwritten),
        "testedModule": .text(\.testedModule),
        "hasTestedModule": .flag(\.hasTestedModule),
    ]
}

extension ProjectContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "access": .text(\.access),
        "isPublic": .flag(\.isPublic),
        "combine": .flag(\.combine),
        "observable": .flag(\.observable),
        "feature": .text(\.feature),
        "schemaPath": .text(\.schemaPath),
        "architecture": .optionalText(\.architecture),
        "testing": .object(\.testing),
        "settings": .object(\.settings, schemaName: TemplateSchema.settings),
    ]
}
