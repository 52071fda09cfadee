import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// The version lives in one place, `FeaturegenVersion.current` (what `--version` prints and the
/// artifact bundle is named after); every page and file that names a version to install names it.
@Suite struct VersionTests {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every `(pattern)` capture in the file, with its line.
    private func matches(of pattern: String, in path: String) throws -> [(line: Int, version: String)] {
        let expression = try NSRegularExpression(pattern: pattern)
        return try text(path).components(separatedBy: "\n").enumerated().flatMap { index, line in
            expression.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap { match in
                Range(match.range(at: 1), in: line).map { (index + 1, String(line[$0])) }
            }
        }
    }

    @Test func everyInstructionNamesTheCurrentVersion() throws {
        let current = FeaturegenVersion.current
        let places: [(path: String, pattern: String)] = [
            ("README.md", #"from: "([0-9][^"]*)""#),
            ("Documentation/Xcode.md", #"from: "([0-9][^"]*)""#),
            ("Formula/featuregen.rb", #"tag: "([0-9][^"]*)""#),
        ]
        for place in places {
            let found = try matches(of: place.pattern, in: place.path)
            #expect(!found.isEmpty, "\(place.path) names no version")
            for match in found {
                #expect(match.version == current, "\(place.path):\(match.line): \(match.version), not \(current)")
            }
        }
    }

    /// The newest released section of the changelog is the current version: a release bumps
    /// `FeaturegenVersion.current` and moves `[Unreleased]` under its number together.
    @Test func theChangelogsNewestReleaseIsTheCurrentVersion() throws {
        let released = try matches(of: #"^## \[([0-9][^\]]*)\]"#, in: "CHANGELOG.md")
        #expect(released.first?.version == FeaturegenVersion.current)
    }
}
