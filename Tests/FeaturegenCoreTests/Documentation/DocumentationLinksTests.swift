import FeaturegenTestSupport
import Foundation
import Testing

/// The README and `Documentation/` link to each other by relative paths and heading anchors; a
/// page moved or a heading renamed must not leave a link that leads nowhere, and the README stays
/// the short page a newcomer reads first.
@Suite struct DocumentationLinksTests {
    private static let pages: [String] = {
        let documentation = Repository.root.appendingPathComponent("Documentation")
        let subpaths = FileManager.default.subpaths(atPath: documentation.path) ?? []
        return ["README.md"] + subpaths.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/\($0)" }
    }()

    /// `[text](target)` links outside code, with the line each is on.
    static func links(in text: String) -> [(line: Int, target: String)] {
        var links: [(Int, String)] = []
        var inFence = false
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            let unquoted = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
            var rest = Substring(unquoted)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                links.append((index + 1, String(after[..<close])))
                rest = after[close...]
            }
        }
        return links
    }

    /// GitHub's anchor of a heading: lower-cased, punctuation dropped, spaces as hyphens.
    static func anchor(ofHeading heading: String) -> String {
        let kept = heading.lowercased().unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            anchors.insert(anchor(ofHeading: heading))
        }
        return anchors
    }

    @Test func anchorsFollowGitHub() {
        #expect(Self.anchor(ofHeading: "§9 The template engine") == "9-the-template-engine")
        #expect(Self.anchor(ofHeading: "Set-up: two commands") == "set-up-two-commands")
        #expect(Self.anchor(ofHeading: "The plugin in detail") == "the-plugin-in-detail")
    }

    @Test func linksInCodeAreNotLinks() {
        let text = "see [Spec](Spec.md) and `[a](b)`\n```swift\nlet x = [y](z)\n```\n[Design](Design.md#x)"
        #expect(Self.links(in: text).map(\.target) == ["Spec.md", "Design.md#x"])
    }

    @Test(arguments: pages) func everyRelativeLinkLeadsSomewhere(page: String) throws {
        let url = Repository.root.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        for link in Self.links(in: text) where !link.target.contains("://") && !link.target.hasPrefix("mailto:") {
            let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            let target = path.isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(path)
            #expect(
                FileManager.default.fileExists(atPath: target.path),
                "\(page):\(link.line): the link '\(link.target)' leads to no file"
            )
            if parts.count == 2, target.pathExtension == "md", let linked = try? String(contentsOf: target, encoding: .utf8) {
                #expect(
                    Self.anchors(in: linked).contains(String(parts[1])),
                    "\(page):\(link.line): '\(link.target)' names no heading of \(target.lastPathComponent)"
                )
            }
        }
    }

    @Test func readmeIsTheShortPageANewcomerReadsFirst() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n").count
        #expect(lines <= 260, "README.md has \(lines) lines; move what a newcomer does not read first to Documentation/")
        for heading in ["## Set-up: two commands", "## Install", "## Tutorial", "## Commands", "## Documentation"] {
            #expect(readme.contains("\n\(heading)\n"), "README.md lacks '\(heading)'")
        }
    }
}
