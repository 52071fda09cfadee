import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// `Tests/Fixtures/Adopt/HandWritten` is a module written by hand before featuregen, in its own
/// layout: subviews in nested folders, a nested type in a file of its own, handlers and view
/// properties of its own names, its own name for the state's constants enum (`PublicConstant`),
/// a generic subview (`PhotoGrid<Cell: View>`, built with a cell closure), header comments, no
/// MARK comments. Adopting it and generating
/// again gives `Tests/Fixtures/Adopt/App`, which the `AdoptedApp` target compiles against the
/// stand-ins. Re-record with `FEATUREGEN_RECORD=1`.
@Suite struct AdoptFixtureTests {
    private let handWritten = Repository.root.appendingPathComponent("Tests/Fixtures/Adopt/HandWritten")
    private let adopted = Repository.root.appendingPathComponent("Tests/Fixtures/Adopt/App")

    private func files(under folder: URL) throws -> [String: String] {
        let disk = DiskFileSystem(root: folder)
        return Dictionary(uniqueKeysWithValues: try disk.files(under: "").map { ($0, try disk.readText($0) ?? "") })
    }

    @Test func adoptingTheHandWrittenModuleKeepsItsDeclarationsAndAddsNoRival() throws {
        let original = try files(under: handWritten)
        let fileSystem = MemoryFileSystem(files: original.merging(["featuregen.yml": "specs: Specs\n"]) { $1 })
        let project = try Project.load(from: fileSystem)
        let generator = Generator(project: project)
        let adoption = try generator.apply(try generator.plan(adopt: true))
        #expect(!adoption.hasBlockedFiles)
        let again = try generator.apply(try generator.plan())
        #expect(again.changes.isEmpty, "a generate after adopt changed \(again.changes.map(\.path))")
        #expect(try generator.duplicateTypes().isEmpty)

        let result = try fileSystem.files(under: "Features").filter { $0.hasSuffix(".swift") }
        // Every line the user wrote is still there, in the order they wrote it.
        for (path, text) in original where path.hasSuffix(".swift") {
            let after = try #require(try fileSystem.readText(path), "\(path) is gone")
            var remaining = after.split(separator: "\n")[...]
            for line in text.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
                guard let index = remaining.firstIndex(of: line) else {
                    Issue.record("\(path): '\(line)' is missing or moved")
                    break
                }
                remaining = remaining[(index + 1)...]
            }
        }
        // No generated file beside the user's own declaration of its type.
        #expect(!result.contains("Features/Gallery/Components/GalleryHeader.swift"))
        #expect(!result.contains("Features/Gallery/Components/PhotoGrid.swift"))

        let disk = DiskFileSystem(root: adopted)
        if Repository.isRecording {
            for path in try disk.files(under: "") { try disk.remove(path) }
            for path in result { try disk.writeText(path, try fileSystem.readText(path)!) }
            return
        }
        #expect(Set(result) == Set(try disk.files(under: "")))
        for path in result {
            #expect(try fileSystem.readText(path) == (try disk.readText(path)), "\(path) differs from Tests/Fixtures/Adopt/App")
        }
    }

    /// The module names its state's enum of constants itself (`PublicConstant`, as the
    /// reference ProductCard does): the spec says so with `constantsEnum:`, import reads it
    /// back, and adopting finds the user's enum the generated one is, with no rival `Constant`.
    @Test func theModulesOwnConstantsEnumIsTheSpecsAndAdoptKeepsIt() throws {
        let original = try files(under: handWritten)
        let spec = try loadSpec(try #require(original["Specs/Gallery.yaml"]))
        #expect(spec.constantsEnum == "PublicConstant" && spec.constants.map(\.name) == ["pageSize"])

        let features = original.filter { $0.key.hasPrefix("Features/") }
        let importing = try Project.load(from: MemoryFileSystem(files: features.merging(["featuregen.yml": "specs: Specs\n"]) { $1 }))
        let (imported, _) = try ModuleImporter().importModule(under: "Features/Gallery", into: importing)
        #expect(imported.spec.contains("\nconstants:\n  pageSize: { value: \"30\" }\nconstantsEnum: PublicConstant\n"), "\(imported.spec)")

        let fileSystem = MemoryFileSystem(files: original.merging(["featuregen.yml": "specs: Specs\n"]) { $1 })
        let generator = Generator(project: try Project.load(from: fileSystem))
        _ = try generator.apply(try generator.plan(adopt: true))
        let state = try #require(try fileSystem.readText("Features/Gallery/GalleryState.swift"))
        #expect(state.components(separatedBy: "enum PublicConstant {").count == 2, "\(state)")
        #expect(!state.contains("enum Constant {"), "\(state)")
        #expect(try generator.duplicateTypes().isEmpty)
    }
}
