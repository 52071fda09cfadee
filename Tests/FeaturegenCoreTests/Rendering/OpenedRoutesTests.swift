import FeaturegenTestSupport
import Testing

@testable import FeaturegenCore

/// `opens:` lets several actions open one route; what each architecture writes for them, with
/// their tests, declares everything once.
@Suite struct OpenedRoutesTests {
    @Test(arguments: ArchitectureCatalog.names)
    func twoActionsThatOpenOneRouteWithOutputsGenerateWithTheirTests(architecture: String) throws {
        let main = """
            feature: Main
            actions:
              - rowTapped: { id: Int }
                opens: detail
              - detailAgain: { id: Int }
                opens: detail
            routes:
              - detail: { module: Detail, input: { id: Int }, presentation: push, output: [didSave] }

            """
        let detail = "feature: Detail\ninput:\n  id: Int\nstate:\n  id: { type: Int, input: id }\noutput:\n  didSave: Void\n"
        var project = memoryProject(specs: ["Main.yaml": main, "Detail.yaml": detail], architecture: architecture)
        var config = project.config
        config.tests = "FeatureTests"
        config.testedModule = "App"
        project = Project(fileSystem: project.fileSystem, config: config)
        let files = try renderedFiles(project)
        let tests = try #require(files["FeatureTests/Main/MainTests.swift"]?.contents, "\(files.keys.sorted())")
        #expect(tests.contains("rowTapped") && tests.contains("detailAgain"), "\(tests)")
    }

    /// How an opened feature hands its outputs back is its manifest's `outputs:`: mvi's
    /// `reportsResults: "!options.entryFields"` gives an mvi opener's router a Results protocol
    /// for a Detail built from its Output, none for one built from its fields.
    @Test(arguments: [false, true])
    func anOpenedFeatureReportsResultsWhereItsManifestsConditionHolds(fields: Bool) throws {
        let main = """
            feature: Main
            actions:
              - rowTapped: { id: Int }
                opens: detail
            routes:
              - detail: { module: Detail, input: { id: Int }, presentation: push, output: [didSave] }

            """
        let detail =
            "feature: Detail\n\(fields ? "entry: fields\n" : "")input:\n  id: Int\nstate:\n  id: { type: Int, input: id }\n"
            + "output:\n  didSave: Void\n"
        var project = memoryProject(specs: ["Main.yaml": main, "Detail.yaml": detail], architecture: "mvi")
        var config = project.config
        config.tests = "FeatureTests"
        config.testedModule = "App"
        project = Project(fileSystem: project.fileSystem, config: config)
        let files = try renderedFiles(project)
        let router = try #require(files.first { $0.key.hasSuffix("/MainRouter.swift") }?.value.contents, "\(files.keys.sorted())")
        #expect(router.contains("protocol MainResults") != fields, "\(router)")
    }

    /// A `reportsResults:` condition may name a key of an object option (`options.unit.shared`),
    /// read from the opened feature's spec as templates read it.
    @Test(arguments: [false, true])
    func aResultsConditionOnAnObjectOptionsKeyIsReadFromTheSpec(shared: Bool) throws {
        let main = """
            feature: Main
            actions:
              - rowTapped: { id: Int }
                opens: detail
            routes:
              - detail: { module: Detail, input: { id: Int }, presentation: push, output: [didSave] }

            """
        let detail =
            "feature: Detail\narchitecture: vsurf\nunit: { shared: \(shared) }\ninput:\n  id: Int\n"
            + "state:\n  id: { type: Int, input: id }\noutput:\n  didSave: Void\n"
        let builtIn = try #require(TemplateSet.builtInFiles(of: "vsurf").first { $0.name == ArchitectureManifest.fileName }?.text)
        let manifest = builtIn.replacingOccurrences(
            of: "outputs: protocol\n", with: "outputs: { style: closures, reportsResults: \"options.unit.shared\" }\n")
        #expect(manifest != builtIn)
        var config = ProjectConfig()
        config.architecture = "mvi"
        config.templates = "Templates"
        let files = [
            "Specs/Main.yaml": main, "Specs/Detail.yaml": detail, "Templates/vsurf/architecture.yaml": manifest,
        ]
        let rendered = try renderedFiles(Project(fileSystem: MemoryFileSystem(files: files), config: config))
        let router = try #require(rendered.first { $0.key.hasSuffix("/MainRouter.swift") }?.value.contents, "\(rendered.keys.sorted())")
        #expect(router.contains("protocol MainResults") == shared, "\(router)")
    }

    /// A project's copy of a built-in manifest made before `outputs:` existed follows the
    /// built-in one; `outputs: none` hands its openers' tests no outputs.
    @Test func aCopiedManifestWithoutOutputsFollowsTheBuiltInOne() throws {
        let main = """
            feature: Main
            actions:
              - rowTapped: { id: Int }
                opens: detail
            routes:
              - detail: { module: Detail, input: { id: Int }, presentation: push, output: [didSave] }

            """
        let detail = "feature: Detail\ninput:\n  id: Int\nstate:\n  id: { type: Int, input: id }\noutput:\n  didSave: Void\n"
        func tests(manifest: String?) throws -> String {
            var files = ["Specs/Main.yaml": main, "Specs/Detail.yaml": detail]
            var config = ProjectConfig()
            config.architecture = "mvvm"
            config.tests = "FeatureTests"
            config.testedModule = "App"
            if let manifest {
                config.templates = "Templates"
                files["Templates/mvvm/architecture.yaml"] = manifest
            }
            let project = Project(fileSystem: MemoryFileSystem(files: files), config: config)
            return try #require(try renderedFiles(project)["FeatureTests/Main/MainTests.swift"]?.contents)
        }
        let builtIn = try #require(TemplateSet.builtInFiles(of: "mvvm").first { $0.name == ArchitectureManifest.fileName }?.text)
        let line = "outputs: { style: closures, reportsResults: true }\n"
        let without = builtIn.replacingOccurrences(of: line, with: "")
        #expect(without != builtIn)
        #expect(try tests(manifest: nil).contains("Detail reports didSave"))
        #expect(try tests(manifest: without).contains("Detail reports didSave"))
        #expect(try !tests(manifest: builtIn.replacingOccurrences(of: line, with: "outputs: none\n")).contains("Detail reports didSave"))
    }
}
