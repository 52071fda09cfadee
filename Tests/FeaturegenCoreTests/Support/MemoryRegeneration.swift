import Foundation
import Testing

@testable import FeaturegenCore

/// A project in memory generated, edited as a user would, and generated again.
struct MemoryRegeneration {
    let project: Project

    var files: MemoryFileSystem { project.fileSystem as! MemoryFileSystem }

    /// `generate`: the plan as carried out.
    @discardableResult
    func run() throws -> WritePlan {
        let generator = Generator(project: project)
        return try generator.apply(try generator.plan())
    }

    /// The user's edit of a generated file: `find` (which must be there) replaced.
    func edit(_ path: String, _ find: String, _ replace: String) throws {
        let text = try #require(try files.readText(path))
        #expect(text.contains(find), "\(path) has no '\(find)':\n\(text)")
        try files.writeText(path, text.replacingOccurrences(of: find, with: replace))
    }

    func read(_ path: String) throws -> String {
        try #require(try files.readText(path))
    }

    func writeSpec(_ name: String, _ text: String) throws {
        try files.writeText("Specs/\(name).yaml", text)
    }

    /// The files a plan writes with conflict markers.
    static func conflicts(_ plan: WritePlan) -> [String] {
        plan.entries.filter { !$0.conflictLines.isEmpty }.map(\.path)
    }
}
