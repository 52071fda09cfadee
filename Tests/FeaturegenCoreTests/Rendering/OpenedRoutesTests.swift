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
}
