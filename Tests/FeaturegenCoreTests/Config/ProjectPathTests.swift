import Testing

@testable import FeaturegenCore

@Suite struct ProjectPathTests {
    @Test(arguments: [
        ("Specs/Cart.yaml", "../featuregen.schema.json", "featuregen.schema.json"),
        ("Specs/Shop/Cart.yaml", "../../featuregen.schema.json", "featuregen.schema.json"),
        ("Specs/Shop/Cart.yaml", "./../Other.yaml", "Specs/Other.yaml"),
        ("Cart.yaml", "../featuregen.schema.json", "../featuregen.schema.json"),
        ("Cart.yaml", "../../a.json", "../../a.json"),
        ("/Users/me/App/Specs/Cart.yaml", "../featuregen.schema.json", "/Users/me/App/featuregen.schema.json"),
        ("Specs//Cart.yaml", "schema/./s.json", "Specs/schema/s.json"),
    ])
    func aLinkIsResolvedFromTheFolderOfItsFile(file: String, link: String, resolved: String) {
        #expect(ProjectPath.resolve(link, from: file) == resolved)
    }

    @Test func theFolderOfAFileInTheProjectFolderIsEmpty() {
        #expect(ProjectPath.folder(of: "Cart.yaml") == "")
        #expect(ProjectPath.folder(of: "Features/Cart/Cart.swift") == "Features/Cart")
    }

    /// Paths at the edges of the fast paths (`..`, `.`, slashes at either end, `~`, `\`,
    /// long names, non-ASCII): checked and normalized as the rules say, by the character.
    static let edgePaths: [String] = [
        "", ".", "..", "...", "./a", "a/.", "a/..", "../a", "a/../b", "a/./b", "a//b", "/a", "a/", "~a", "a/~b", "a\\b", ".a",
        "a..", "..a", "a/.b/..c", "Features/Cart/Cart.swift", "é/../a", "Ünïcode/./x", String(repeating: "n", count: 256),
        "a/" + String(repeating: "n", count: 255), String(repeating: "abcdefgh/", count: 114), String(repeating: "abcdefgh/", count: 113),
    ]

    @Test(arguments: edgePaths)
    func aPathIsCheckedAndNormalizedAsItsNamesSay(path: String) {
        let names = path.split(separator: "/")
        let expected: String? =
            if path.isEmpty { "is empty" } else if path.hasPrefix("/") || path.hasPrefix("~") {
                "'\(path)' is absolute; use a path inside the project"
            } else if path.contains("\\") { "'\(path)' contains a backslash; use '/' between folders" } else if names.contains("..") {
                "'\(path)' leads outside the project ('..')"
            } else if let long = names.first(where: { $0.utf8.count > 255 }) {
                "a name in it is \(long.utf8.count) bytes long ('\(ProjectPath.abbreviated(long))'); file systems allow 255"
            } else if path.utf8.count > 1023 { "it is \(path.utf8.count) bytes long; macOS allows 1023 for a whole path" } else { nil }
        #expect(ProjectPath.problem(with: path) == expected)
        #expect(ProjectPath.normalized(path) == names.filter { $0 != "." }.joined(separator: "/"))
    }

    /// By bytes, as the file system reads a path: a combining mark after a slash begins a name.
    @Test func aNameMayBeginWithACombiningMark() {
        #expect(ProjectPath.components(of: "Out/\u{301}x/Cart.swift") == ["Out", "\u{301}x", "Cart.swift"])
        #expect(ProjectPath.folder(of: "Out/\u{301}x/Cart.swift") == "Out/\u{301}x")
        #expect(ProjectPath.folder(of: "Out/\u{301}x") == "Out")
    }
}
