import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// The collision check reads in full only the files whose digests meet another's: every file
/// of a collision, a hidden type or a standard type's shadow must be among them.
@Suite struct DeclarationDigestTests {
    private static func suspects(_ files: [String: String]) -> Set<String> {
        let paths = files.keys.sorted()
        let digests = paths.map { DeclarationDigest(DeclarationScanner.declarations(in: files[$0]!, file: $0)) }
        return Set(DeclarationDigest.suspects(among: digests).map { paths[$0] })
    }

    @Test func filesWhoseNamesMeetAreSuspectsAndNoOthers() {
        let found = Self.suspects([
            "A.swift": "struct Row {}\nextension Cart {\n    func load() {}\n}\n",
            "B.swift": "struct Plain {\n    var count: Int\n}\n",
            "C.swift": "extension Cart {\n    func load(page: Int) {}\n}\n",
            "D.swift": "enum Search {\n    struct State {\n        struct Row {}\n    }\n}\n",
            "E.swift": "struct String {}\n",
        ])
        // A and C extend Cart with one name, D's Row hides A's, E hides the standard String.
        #expect(found == ["A.swift", "C.swift", "D.swift", "E.swift"])
    }

    /// On every golden set, read as one run: the check on the suspects alone finds what it
    /// finds on every declaration.
    @Test func theSuspectsAloneGiveTheWholeCheckOnEveryGoldenSet() throws {
        let root = Repository.root.appendingPathComponent("Tests/Golden")
        let sets = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        try #require(sets.count >= 5)
        for set in sets {
            let folder = root.appendingPathComponent(set)
            let paths = try DiskFileSystem(root: folder).files(under: "").filter { $0.hasSuffix(".swift") }.sorted()
            let all = try paths.map { path in
                DeclarationScanner.declarations(
                    in: try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8), file: path)
            }
            let suspects = DeclarationDigest.suspects(among: all.map(DeclarationDigest.init)).map { all[$0] }
            let everything = Array(all.joined())
            let some = Array(suspects.joined())
            #expect(DeclarationCollisions.find(in: some) == DeclarationCollisions.find(in: everything), "\(set)")
            #expect(DeclarationCollisions.shadowingTypes(in: some) == DeclarationCollisions.shadowingTypes(in: everything), "\(set)")
            #expect(
                DeclarationCollisions.standardTypeShadows(in: some) == DeclarationCollisions.standardTypeShadows(in: everything),
                "\(set)")
            #expect(suspects.count < all.count, "\(set): a digest that suspects every file saves nothing")
        }
    }
}
