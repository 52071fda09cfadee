import Testing

@testable import FeaturegenCore

/// `constantsEnum:` names the enum that holds the `constants:` of the state (or an mvvm
/// subview's), as a hand-written module names it (the reference ProductCard's `PublicConstant`).
@Suite struct ConstantsEnumTests {
    private let spec = """
        feature: Slider
        state:
          offset: { type: Double, derived: "PublicConstant.step * 2" }
        constants:
          step: { type: Double, value: "146.0" }
        constantsEnum: PublicConstant
        subviews:
          Ruler:
            state:
              offset: Double
            constants:
              ticks: { type: Int, value: "10" }
            constantsEnum: RulerConstant
          Track:
            whole: true
            constants:
              height: { type: Double, value: "4" }

        """

    @Test func theContextCarriesTheNameAndConstantWithoutIt() throws {
        let builder = ContextBuilder(observation: .combine, access: .internal)
        let named = builder.context(for: try loadSpec(spec))
        #expect(named.constantsEnum == "PublicConstant")
        #expect(named.subviews.map(\.constantsEnum) == ["RulerConstant", "Constant"])
        #expect(named.subviews[1].constants == ["height: Double = 4"])
        let plain = builder.context(
            for: try loadSpec("feature: A\nconstants: { a: \"1\" }\nsubviews:\n  B:\n    constants: { b: \"2\" }\n"))
        #expect(plain.constantsEnum == "Constant" && plain.subviews[0].constantsEnum == "Constant")
    }

    /// Every architecture writes the state's enum under the spec's name and no `enum Constant`
    /// beside it; mvvm writes the subviews' too (a whole subview's included), the others warn.
    @Test(arguments: ArchitectureCatalog.names)
    func everyArchitectureWritesTheNamedEnum(architecture: String) throws {
        var config = ProjectConfig()
        config.architecture = architecture
        let renderer = FeatureRenderer(templates: try TemplateSet(architecture: architecture), config: config)
        let loaded = try SpecLoader(fileSystem: MemoryFileSystem(), architectures: .builtIn(default: architecture))
            .load(Array(spec.utf8), path: "Test.yaml")
        let text = renderer.render(loaded).map(\.contents).joined(separator: "\n")
        #expect(text.components(separatedBy: "enum PublicConstant {").count == 2, "\(architecture)")
        #expect(text.contains("static let step: Double = 146.0"), "\(architecture)")
        #expect(text.contains("read as `PublicConstant.name`"), "\(architecture)")
        let warned = loaded.warnings.map(\.description).filter { $0.contains("'subviews.constantsEnum'") }
        if architecture == "mvvm" {
            #expect(text.contains("enum Constant {"), "the whole subview's constants keep Constant")
            #expect(text.contains("enum RulerConstant {") && text.contains("static let ticks: Int = 10"))
            #expect(text.contains("static let height: Double = 4"))
            #expect(warned.isEmpty, "\(warned)")
        } else {
            #expect(!text.contains("enum Constant {"), "\(architecture)")
            #expect(warned.count == 1 && warned[0].hasPrefix("Test.yaml:13:5: warning:"), "\(warned)")
        }
    }

    @Test func withoutConstantsTheNameIsAWarning() throws {
        let loaded = try loadSpec("feature: A\nconstantsEnum: PublicConstant\nsubviews:\n  B:\n    constantsEnum: BConstant\n")
        #expect(
            loaded.warnings.map(\.description).map { $0.split(separator: "\n")[0] } == [
                "Test.yaml:2:16: warning: 'constantsEnum' names the enum of the constants of the state, which has none",
                "Test.yaml:5:20: warning: 'constantsEnum' names the enum of the constants of subview 'B', which has none",
            ])
    }

    /// The name is checked against every type the holder sees: the spec's, its subviews', the
    /// feature's and the ones featuregen generates for it, case and underscores ignored.
    @Test func aNameTakenByAnotherTypeIsAnError() {
        for taken in ["Slider", "SliderState", "Ruler", "Mode", "MODE"] {
            let text =
                "feature: Slider\nconstants: { a: \"1\" }\nconstantsEnum: \(taken)\n"
                + "types:\n  Mode: [a, b]\nsubviews:\n  Ruler:\n"
            #expect(diagnostics(text).contains("Test.yaml:3:16: error: constants enum"), "\(taken): \(diagnostics(text))")
        }
        #expect(diagnostics("feature: A\nconstants: { a: \"1\" }\nconstantsEnum: Limits\n").isEmpty)
    }

    /// Only `whole`, `was`, `property` and the constants go with a whole subview.
    @Test func aWholeSubviewTakesConstantsButNoState() {
        #expect(
            diagnostics("feature: A\nsubviews:\n  L:\n    whole: true\n    constants: { a: \"1\" }\n    constantsEnum: LConstant\n").isEmpty
        )
        #expect(
            diagnostics("feature: A\nsubviews:\n  L:\n    whole: true\n    state: { a: Int }\n")
                .hasPrefix("Test.yaml:5:5: error: subview 'L' gets the whole state and reducer; it takes no 'state'"))
    }

    @Test func theSchemaKnowsTheKeyOnTheSpecAndOnASubview() {
        #expect(SpecSchema.spec.contains("\"constantsEnum\": {"))
        #expect(SpecSchema.spec.contains("\"constantsEnum\": { \"$ref\": \"#/definitions/typeName\""))
        #expect(SpecSchema.spec.contains("\"enum\": [\"whole\", \"was\", \"property\", \"constants\", \"constantsEnum\"]"))
    }
}
