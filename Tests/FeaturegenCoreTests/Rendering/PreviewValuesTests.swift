import FeaturegenTestSupport
import Testing

@testable import FeaturegenCore

/// Previews and generated tests build values of the spec's own types: an enum's first case, a
/// struct from its fields; a type they cannot build leaves the preview or the test out.
@Suite struct PreviewValuesTests {
    @Test func theSpecsOwnTypesHaveValuesWhenTheirPartsDo() throws {
        let spec = try loadSpec(
            """
            feature: Shelf
            types:
              Mode: [grid, list]
              Loaded: [idle, { done: Int }]
              Pending: [{ waiting: Int }, idle]
              Item: { title: String, mode: Mode, tags: "[String]" }
              Photo: { url: URL }
              Node: { next: Node }
            """)
        let values = PreviewValues(spec: spec)
        #expect(values.value(of: "Mode") == ".grid")
        #expect(values.value(of: "Shelf.ViewState.Mode") == ".grid")
        #expect(values.value(of: "Loaded") == ".idle")
        #expect(values.value(of: "Pending") == nil, "its first case carries a value")
        #expect(values.value(of: "Item") == ".init(title: \"\", mode: .grid, tags: [])")
        #expect(values.value(of: "Photo") == nil, "a URL has no natural value")
        #expect(values.value(of: "Node") == nil, "a type that holds itself ends")
        #expect(values.value(of: "Mode?") == "nil" && values.value(of: "[Item]") == "[]")
    }

    /// A generated test's double answers a value unlike the natural one, so a test that
    /// expects the answer in the state fails when the response is not applied.
    @Test func testDoublesAnswerValuesUnlikeTheNaturalOnes() throws {
        let spec = try loadSpec(
            """
            feature: Shelf
            types:
              Mode: [grid, list]
              Item: { id: Int, title: String, mode: Mode, tags: "[String]", isNew: Bool, note: String? }
              Photo: { url: URL }
            """)
        let values = PreviewValues(spec: spec)
        #expect(values.distinctValue(of: "String", named: "body") == "\"Body\"")
        #expect(values.distinctValue(of: "Int?", named: "count") == "1")
        #expect(values.distinctValue(of: "Mode", named: "mode") == ".list", "the last case, not the first")
        #expect(
            values.distinctValue(of: "[Item]", named: "items")
                == "[.init(id: 1, title: \"Title\", mode: .list, tags: [\"Tags\"], isNew: true, note: \"Note\")]")
        #expect(values.distinctValue(of: "[String: Double]", named: "prices") == "[\"Key\": 1]")
        #expect(values.distinctValue(of: "Array<Shelf.ViewState.Mode>", named: "modes") == "[.list]")
        #expect(values.distinctValue(of: "[Photo]", named: "photos") == "[.init(url: URL(string: \"https://example.com\")!)]")
        #expect(values.distinctValue(of: "Date", named: "day") == "Date(timeIntervalSince1970: 1)")
        #expect(values.distinctValue(of: "Character", named: "initial") == nil, "no sample for a type it cannot build")
    }

    @Test func previewsAndTestsUseThem() throws {
        let context = ContextBuilder(observation: .combine, access: .internal).context(
            for: try loadSpec(
                """
                feature: Shelf
                input:
                  mode: Mode
                state:
                  mode: { type: Mode, input: mode, initial: .grid }
                types:
                  Mode: [grid, list]
                actions:
                  - switchTo: Mode
                subviews:
                  Header:
                    state:
                      mode: Mode
                """))
        #expect(context.previewInput == ".init(mode: .grid)")
        #expect(context.actions[0].sampleValue == ".switchTo(.grid)")
        #expect(context.subviews[0].previewState == ".init(mode: .grid)" && context.subviews[0].hasPreview)
    }

    /// `previews: false` in featuregen.yml: no architecture writes a `#Preview`; by default
    /// every one does.
    @Test(arguments: ArchitectureCatalog.names)
    func previewsCanBeTurnedOff(architecture: String) throws {
        let spec = try #require(try Repository.specFiles().first { $0.name == "Cart.yaml" })
        for previews in [true, false] {
            var config = ProjectConfig()
            config.architecture = architecture
            config.previews = previews
            let renderer = FeatureRenderer(templates: try TemplateSet(architecture: architecture), config: config)
            let files = renderer.render(try loadSpec(spec.text))
            #expect(files.contains { $0.contents.contains("#Preview") } == previews, "\(architecture), previews: \(previews)")
        }
        let config = try ConfigDecoder().decode(
            YAMLLoader(document: .config).load(Array("previews: false\n".utf8), file: ProjectConfig.fileName))
        #expect(!config.previews)
    }
}
