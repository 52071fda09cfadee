import Foundation
import Testing

/// What `generate` finds and writes: specs by feature name from any folder, derived state.
extension TrustTests {
    // MARK: - Paths

    @Test func specsAreFoundByFeatureNameAndFromASubfolder() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Cart")
        try FileManager.default.createDirectory(at: app.folder.appendingPathComponent("Features/Deep"), withIntermediateDirectories: true)
        let sub = Featuregen(folder: app.folder.appendingPathComponent("Features/Deep"))
        #expect(try sub.run("generate", "Cart").status == 0)
        #expect(try sub.run("generate", "Specs/Cart.yaml").status == 0)
        #expect(try app.run("generate", "Cart").status == 0)
        let typo = try app.run("generate", "Crat")
        #expect(typo.status == 2)
        #expect(typo.errors.contains("no spec 'Crat'"))
        #expect(typo.errors.contains("did you mean 'Cart'?"))
        let missing = try app.run("generate", "--project", "Nowhere")
        #expect(missing.status == 2)
        #expect(missing.errors.contains("no featuregen.yml in Nowhere"))
    }

    // MARK: - Derived state

    @Test func derivedFieldsAreComputedPropertiesThatSubviewsTakeWithFrom() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write(
            "Specs/Card.yaml",
            """
            feature: Card
            types:
              Position: [top, bottom]
            state:
              position: { type: Position, initial: .bottom }
              headerOpacity: { type: Double, derived: "position == .top ? 1 : 0" }
            subviews:
              CardHeader:
                state:
                  opacity: { from: headerOpacity }
                  headerOpacity: Double

            """)
        let result = try app.run("generate")
        #expect(result.status == 0, "\(result.errors)")
        let state = try app.read("Features/Card/CardState.swift")
        #expect(state.contains("    var headerOpacity: Double {\n        position == .top ? 1 : 0\n    }"))
        #expect(!state.contains("headerOpacity = "), "a derived field is not stored")
        #expect(state.contains("opacity: headerOpacity,"))
        #expect(try app.read("Features/Card/Components/CardHeader.swift").contains("let opacity: Double"))

        try app.write(
            "Specs/Card.yaml",
            "feature: Card\nstate:\n  x: { type: Int, derived: \"1\", initial: 2 }\n  y: { type: Int, derived: \"2\" }\nsubviews:\n  CardHeader:\n    binding: true\n    state:\n      y: { from: y, writable: true }\n"
        )
        let bad = try app.run("validate")
        #expect(bad.status == 2)
        #expect(bad.errors.contains("state field 'x' is derived: it is computed from the state, so it takes no 'initial'"))
        #expect(bad.errors.contains("field 'y' of 'CardHeader' is writable, but state field 'y' is derived"))
    }
}
