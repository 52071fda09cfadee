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
}
