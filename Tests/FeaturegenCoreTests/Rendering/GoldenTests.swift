import Foundation
import Testing
@testable import FeaturegenCore

/// Every spec in `Specs/` rendered with the built-in templates and compared byte for byte with
/// `Tests/Golden/<observation>/`, the files a user's project would hold. Those files are also
/// what the compile check builds. Re-record with `FEATUREGEN_RECORD=1 swift test`.
@Suite struct GoldenTests {
    @Test(arguments: ProjectConfig.Observation.allCases)
    func goldenFilesMatch(observation: ProjectConfig.Observation) throws {
        let specs = try Repository.specFiles()
        try #require(specs.count >= 5)
        let project = memoryProject(specs: Dictionary(uniqueKeysWithValues: specs), observation: observation)
        let generator = Generator(project: project)
        let rendered = try generator.render(generator.loadSpecs())
        let folder = Repository.golden.appendingPathComponent(observation.rawValue)
        let disk = DiskFileSystem(root: folder)
        let expectedPaths = Set(try disk.files(under: "").filter { $0.hasSuffix(".swift") })

        if Repository.isRecording {
            for path in expectedPaths.subtracting(rendered.map(\.path)) { try disk.remove(path) }
            for file in rendered where try disk.readText(file.path) != file.contents {
                try disk.writeText(file.path, file.contents)
            }
            return
        }
        for file in rendered {
            let expected = try disk.readText(file.path)
            if expected != file.contents {
                let diff = UnifiedDiff.diff(path: file.path, old: expected, new: file.contents)
                Issue.record("""
                    \(observation.rawValue)/\(file.path) differs from its golden file \
                    (re-record with FEATUREGEN_RECORD=1 swift test, then read the diff):
                    \(diff)
                    """)
            }
        }
        let stale = expectedPaths.subtracting(rendered.map(\.path))
        #expect(stale.isEmpty, "golden files no spec renders any more: \(stale.sorted())")
    }

    @Test(.disabled(if: Repository.isRecording), arguments: ProjectConfig.Observation.allCases)
    func goldenFilesReadAsHandWritten(observation: ProjectConfig.Observation) throws {
        let folder = Repository.golden.appendingPathComponent(observation.rawValue)
        let files = try DiskFileSystem(root: folder).files(under: "")
        try #require(!files.isEmpty)
        for path in files {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(!line.hasSuffix(" "), "\(path):\(number + 1): trailing space")
                #expect(!line.contains("\t"), "\(path):\(number + 1): tab")
                let indent = line.prefix { $0 == " " }.count
                #expect(indent % 4 == 0 || line.trimmingCharacters(in: .whitespaces).hasPrefix("navigationController."),
                        "\(path):\(number + 1): indent of \(indent) spaces")
            }
            #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(path): must end in exactly one newline")
            #expect(!text.contains("\n\n\n"), "\(path): two blank lines in a row")
        }
    }
}

extension ProjectConfig.Observation: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
