import Testing

@testable import FeaturegenCore

/// A name that makes a generated file's name longer than file systems allow (255 bytes) is
/// refused before anything is written, by `new` and by `generate`, at the name.
@Suite struct LongNameTests {
    private let project = memoryProject(specs: [:])

    private func newSpec(_ name: String, in project: Project) -> String {
        do {
            let setup = ProjectSetup(fileSystem: project.fileSystem)
            try setup.write(try setup.newFeature(named: name, in: project))
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func newRefusesAFeatureWhoseFilesWouldHaveTooLongANameAndWritesNothing() throws {
        let project = memoryProject(specs: [:])
        // `Specs/<250>.yaml` fits; `<250>ViewModel.swift` does not.
        let found = newSpec(String(repeating: "B", count: 250), in: project)
        #expect(found.contains("is too long a name for its files: a name in it is"), "\(found)")
        #expect(found.contains("file systems allow 255"), "\(found)")
        #expect(try project.fileSystem.files(under: "").isEmpty)
        let spec = newSpec(String(repeating: "C", count: 252), in: project)
        #expect(spec.contains("its spec cannot be written: a name in it is 257 bytes long"), "\(spec)")
        #expect(try project.fileSystem.files(under: "").isEmpty)
        #expect(newSpec("Basket", in: project) == "")
    }

    @Test func generateRefusesALongSubviewNameAtItsFeatureBeforeWriting() throws {
        let subview = "S" + String(repeating: "s", count: 255)
        let project = memoryProject(specs: ["Cart.yaml": "feature: Cart\nsubviews:\n  \(subview):\n"])
        let generator = Generator(project: project)
        let error = try #require(throws: DiagnosticsError.self) { _ = try generator.plan() }
        #expect(
            error.description.contains(
                "Specs/Cart.yaml:1:10: error: feature 'Cart' is too long a name for its files: a name in it is 262 bytes long"),
            "\(error.description)")
        #expect(try project.fileSystem.files(under: "Features").isEmpty)
    }

    @Test func pathsAreCheckedForNameAndWholeLength() {
        #expect(ProjectPath.problem(with: "Features/" + String(repeating: "a", count: 255)) == nil)
        #expect(ProjectPath.problem(with: "Features/" + String(repeating: "a", count: 256))?.contains("256 bytes long") == true)
        let deep = Array(repeating: String(repeating: "d", count: 200), count: 6).joined(separator: "/")
        #expect(ProjectPath.problem(with: deep)?.contains("macOS allows 1023 for a whole path") == true)
        #expect(ProjectPath.abbreviated("Short") == "Short")
        #expect(ProjectPath.abbreviated(String(repeating: "x", count: 100)).count == 48)
    }
}
