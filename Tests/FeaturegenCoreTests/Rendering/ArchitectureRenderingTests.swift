import Testing

@testable import FeaturegenCore

/// What every built-in architecture must render the same way from the same spec.
@Suite struct ArchitectureRenderingTests {
    /// Every file the architecture renders for the spec, joined.
    private func rendered(_ spec: String, architecture: String) throws -> String {
        let generator = Generator(project: memoryProject(specs: ["Card.yaml": spec], architecture: architecture))
        return try generator.render(generator.loadSpecs()).map(\.contents).joined(separator: "\n")
    }

    @Test(arguments: ArchitectureCatalog.names)
    func anEmptyConformsListDeclaresATypeWithoutConformances(architecture: String) throws {
        let text = try rendered(
            """
            feature: Card
            types:
              Position: { cases: [top, bottom], conforms: [] }
              Point: { fields: { x: Int }, conforms: [] }
              Size: { fields: { width: Int }, conforms: [Equatable] }

            """, architecture: architecture)
        #expect(text.contains("enum Position {"), "\(architecture)")
        #expect(text.contains("struct Point {"), "\(architecture)")
        #expect(text.contains("struct Size: Equatable {"), "\(architecture)")
        for type in ["Position", "Point"] {
            #expect(!text.contains("\(type): {") && !text.contains("\(type):  {"), "a colon without a protocol in \(architecture)")
        }
    }

    @Test func conformsTakesOneProtocolPerItem() {
        let found = diagnostics("feature: Card\ntypes:\n  P: { cases: [a], conforms: [\"\", \"Equatable, Sendable\"] }\n")
        #expect(found.contains("Test.yaml:3:31: error: an empty protocol in 'conforms'"), "\(found)")
        #expect(found.contains("Test.yaml:3:35: error: 'Equatable, Sendable' is not one protocol"), "\(found)")
    }

    @Test(arguments: ArchitectureCatalog.names)
    func aDerivedExpressionOfSeveralLinesIsIndentedLikeTheCode(architecture: String) throws {
        let text = try rendered(
            """
            feature: Card
            types:
              Position: [top, bottom]
            state:
              position: { type: Position, initial: .bottom }
              opacity:
                type: Double
                derived: |
                  position == .top
                      ? 1
                      : 0

            """, architecture: architecture)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { $0.hasSuffix("position == .top") }, "\(architecture)")
        let indentation = String(lines[first].prefix { $0 == " " })
        #expect(indentation.count >= 8, "\(architecture)")
        #expect(lines[first - 1].hasSuffix("var opacity: Double {"), "\(architecture)")
        #expect(lines[first + 1] == indentation + "    ? 1", "\(architecture): \(lines[first + 1])")
        #expect(lines[first + 2] == indentation + "    : 0", "\(architecture): \(lines[first + 2])")
        #expect(lines[first + 3] == String(indentation.dropLast(4)) + "}", "\(architecture): \(lines[first + 3])")
    }

    @Test func anEmptyDerivedExpressionIsAnError() {
        let found = diagnostics("feature: Card\nstate:\n  x: { type: Int, derived: \" \" }\n")
        #expect(found.contains("Test.yaml:3:28: error: state field 'x' has an empty 'derived' expression"), "\(found)")
    }
}
