import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// The token scanner that finds generated declarations gives SwiftParser's answers (name,
/// kind, scope, labels, parameter types, `static`, `async`, defaults, `#if` clause, line) on
/// every Swift file of the golden sets and fixture apps: what every template writes.
@Suite struct DeclarationScannerTests {
    static let folders = ["Tests/Golden", "Tests/Fixtures/Apps", "Tests/Fixtures/SeedApp", "Tests/Scenarios"]

    @Test func theScannerFindsWhatSwiftParserFindsInEveryGeneratedFile() throws {
        var checked = 0
        for folder in Self.folders {
            let root = Repository.root.appendingPathComponent(folder)
            for path in try DiskFileSystem(root: root).files(under: "") where path.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                guard case .declarations(let expected) = GeneratedDeclarations.read(text, file: path) else { continue }
                let scanned = DeclarationScanner.declarations(in: text, file: path)
                let (got, want) = (Self.comparable(scanned), Self.comparable(expected))
                #expect(
                    got == want,
                    "\(folder)/\(path): only the scanner: \(got.filter { !want.contains($0) }); only SwiftParser: \(want.filter { !got.contains($0) })"
                )
                checked += 1
            }
        }
        #expect(checked > 500)
    }

    @Test func stringsCommentsAndBodiesHoldNoDeclarations() {
        let text = #"""
            /* struct Hidden { } /* nested */ */
            struct Shown<T: Equatable>: View where T: Sendable {
                // func hidden()
                let title = "func hidden() { \("struct Inner {}") }"
                let raw = #"case hidden "# + """
                    var hidden = 1
                    """
                var body: some View { Text("a").onTapGesture { func local() {} } }
                #if DEBUG
                func debugOnly() {}
                #else
                func debugOnly() {}
                #endif
                enum Kind: Int { case a = 1, b(Result<[Int], Error>), `default` }
                func load(_ id: Int = 3, into store: inout [String: Int]) async throws(Failure) -> Dictionary<String, Int> { [:] }
            }
            #Preview { Shown<Int>() }
            """#
        let found = DeclarationScanner.declarations(in: text, file: "F.swift")
        #expect(found.map(\.name) == ["Shown", "title", "raw", "body", "debugOnly", "debugOnly", "Kind", "a", "b", "default", "load"])
        #expect(found.first { $0.name == "b" }?.parameterTypes == ["Result<[Int],Error>"])
        #expect(found.first { $0.name == "load" }?.labels == ["_", "into"])
        #expect(found.first { $0.name == "load" }?.defaulted == [true, false])
        #expect(found.first { $0.name == "load" }?.isAsync == true)
        #expect(DeclarationCollisions.find(in: found).isEmpty, "the two debugOnly() are in different #if clauses")
    }

    /// What both readers must agree on; types compared without spaces, `#if` clauses by shape.
    private static func comparable(_ declarations: [GeneratedDeclaration]) -> [String] {
        declarations.map { declaration in
            let types = declaration.parameterTypes.map { $0.filter { !$0.isWhitespace } }
            return [
                "\(declaration.kind)", declaration.scope, declaration.name, "\(declaration.labels ?? ["-"])", "\(types)",
                "\(declaration.isStatic)", "\(declaration.isAsync)", "\(declaration.defaulted)", "\(declaration.line)",
                "\(declaration.clauses.values.sorted())",
            ].joined(separator: " ")
        }
    }
}
