import FeaturegenCore
import Foundation
import XCTest

/// A fixture app (`Tests/Fixtures/...`): a featuregen project in the repository, with the
/// user's code in it, that must stay what featuregen would leave there today.
package struct FixtureProject {
    /// The fixture's folder, from the repository's root.
    package let path: String

    package init(_ path: String) {
        self.path = path
    }

    package var folder: URL { Repository.root.appendingPathComponent(path) }

    /// The text of the fixture's spec `Specs/<name>.yaml`.
    package func spec(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("Specs/\(name).yaml"), encoding: .utf8)
    }

    /// What `generate` would change in the fixture, one `<action> <path>` a file.
    package func staleFiles() throws -> [String] {
        let project = try Project.load(from: DiskFileSystem(root: folder))
        let plan = try Generator(project: project).plan()
        return plan.entries.filter { $0.action != .unchanged }.map { "\($0.action.rawValue) \($0.path)" }
    }

    /// Fails unless each of `specs` is a copy of the example spec of its name (`Specs/`) and
    /// `generate` would change nothing: the fixture is current with the templates and the specs.
    package func assertCurrent(copying specs: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        for name in specs {
            XCTAssertEqual(
                try spec(name), try Repository.exampleSpec(name),
                "copy Specs/\(name).yaml to the fixture and run featuregen generate --project \(path)", file: file, line: line)
        }
        XCTAssertEqual(try staleFiles(), [], "run: featuregen generate --project \(path), and read the merge", file: file, line: line)
    }
}

extension Repository {
    /// The text of the example spec `Specs/<name>.yaml`.
    package static func exampleSpec(_ name: String) throws -> String {
        try String(contentsOf: specs.appendingPathComponent("\(name).yaml"), encoding: .utf8)
    }
}
