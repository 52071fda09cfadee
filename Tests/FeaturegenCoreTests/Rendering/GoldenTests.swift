import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// A set of golden files: the specs of `Specs/` generated with one configuration.
struct GoldenSet: CustomTestStringConvertible, Sendable {
    var folder: String
    var observation: ProjectConfig.Observation
    var access: ProjectConfig.AccessLevel
    var architecture = "mvvm"
    /// The specs, below the repository: the examples, or a fixture's.
    var specs = "Specs"
    /// Specs of one architecture's own shapes generated with the examples, so they are
    /// compiled in that set's module (statecontainer's state of cases, below the repository).
    var extraSpecs: [String] = []
    /// Generated tests too, compiled (never run) against the golden module: in XCTest in
    /// `Tests/Golden/<folder>-tests/`, and in Swift Testing, the default, in
    /// `Tests/Golden/<folder>-swift-testing/`.
    var testedModule: String?
    /// Architecture settings, as `featuregen.yml` writes them (`tca:\n  uikit: false`).
    var settings = ""
    var testDescription: String { folder }

    /// The golden folders of the set: its modules, then its tests in each framework.
    var folders: [String] {
        [folder] + (testedModule == nil ? [] : ProjectConfig.TestFramework.allCases.map(testFolder))
    }

    func testFolder(_ framework: ProjectConfig.TestFramework) -> String {
        folder + (framework == .xctest ? "-tests" : "-swift-testing")
    }

    /// The statecontainer app's screens in the names and places many state containers give a
    /// screen: a state of cases, a view handed its store (scripts/record-goldens copies the same
    /// files).
    static let statecontainerShapes = ["RecipeBook", "RecipeDetails"].map { "Tests/Fixtures/Apps/statecontainer/Specs/\($0).yaml" }

    /// The mvi app's screens in the shapes mvi's options write: the MVI article's (entry: fields, whose
    /// generated tests the set's test targets compile and run), and two features that both have
    /// a Thumbnail (subviewScope: feature); scripts/record-goldens copies the same.
    static let mviShapes = ["Poster", "PosterCaption", "Shelf", "Stall"].map { "Tests/Fixtures/Apps/mvi/Specs/\($0).yaml" }

    /// The vsurf app's screen previewed with PreviewSnapshots, whose generated snapshot tests
    /// the set's test targets compile and run in both frameworks; scripts/record-goldens copies it.
    static let vsurfShapes = ["Tests/Fixtures/Apps/vsurf/Specs/ItemPrice.yaml"]

    static let all = [
        GoldenSet(folder: "combine", observation: .combine, access: .internal, testedModule: "GoldenCombine"),
        GoldenSet(folder: "observable", observation: .observable, access: .internal),
        GoldenSet(folder: "public", observation: .combine, access: .public),
        GoldenSet(folder: "tca", observation: .observable, access: .internal, architecture: "tca", testedModule: "GoldenTCA"),
        GoldenSet(folder: "tca-public", observation: .observable, access: .public, architecture: "tca"),
        // A SwiftUI-only target: no UIKit entry (its target does not depend on UIKit).
        GoldenSet(
            folder: "tca-swiftui", observation: .observable, access: .internal, architecture: "tca",
            specs: "Tests/Fixtures/Apps/tca/Specs", settings: "tca:\n  uikit: false\n"),
        GoldenSet(
            folder: "mvi", observation: .combine, access: .internal, architecture: "mvi", extraSpecs: mviShapes,
            testedModule: "GoldenMVI"),
        GoldenSet(folder: "mvi-public", observation: .combine, access: .public, architecture: "mvi", extraSpecs: mviShapes),
        GoldenSet(
            folder: "statecontainer", observation: .combine, access: .internal, architecture: "statecontainer",
            extraSpecs: statecontainerShapes, testedModule: "GoldenStateContainer"),
        GoldenSet(
            folder: "statecontainer-public", observation: .combine, access: .public, architecture: "statecontainer",
            extraSpecs: statecontainerShapes),
        GoldenSet(
            folder: "vsurf", observation: .combine, access: .internal, architecture: "vsurf", extraSpecs: vsurfShapes,
            testedModule: "GoldenVSURF"),
        GoldenSet(folder: "vsurf-public", observation: .combine, access: .public, architecture: "vsurf", extraSpecs: vsurfShapes),
        // mvvm and tca features routing to each other.
        GoldenSet(
            folder: "mixed", observation: .observable, access: .internal, specs: "Tests/Fixtures/Mixed/Specs",
            testedModule: "GoldenMixed"),
    ]
}

/// Every spec in `Specs/` rendered with the built-in templates and compared byte for byte with
/// `Tests/Golden/<set>/`, the files a user's project would hold. Those files are also what the
/// compile check builds. Re-record with `FEATUREGEN_RECORD=1 swift test` (or
/// `scripts/record-goldens` when they do not compile).
@Suite struct GoldenTests {
    @Test(arguments: GoldenSet.all)
    func goldenFilesMatch(set: GoldenSet) throws {
        var specs = try Repository.specFiles(in: set.specs)
        try #require(specs.count >= 4)
        for path in set.extraSpecs {
            let url = Repository.root.appendingPathComponent(path)
            specs.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        var project = memoryProject(
            specs: Dictionary(uniqueKeysWithValues: specs), observation: set.observation, access: set.access,
            architecture: set.architecture)
        if !set.settings.isEmpty {
            var config = project.config
            config.architectureSettings =
                try ConfigDecoder().decode(YAMLLoader(document: .config).load(Array(set.settings.utf8), file: "featuregen.yml"))
                .architectureSettings
            project = Project(fileSystem: project.fileSystem, config: config)
        }
        // And what `featuregen new Starter` writes, so the starter spec is compiled too.
        let starter = try FeatureRenderer(templates: project.templateSet(), config: project.config).renderStarterSpec(feature: "Starter")
        try project.fileSystem.writeText("Specs/Starter.yaml", starter)
        // Golden path → contents: the modules, and the tests in each framework.
        var rendered: [String: String] = [:]
        for framework in set.testedModule == nil ? [nil] : ProjectConfig.TestFramework.allCases.map(Optional.some) {
            if let framework {
                var config = project.config
                config.tests = "FeatureTests"
                config.testFramework = framework
                config.testedModule = set.testedModule
                project = Project(fileSystem: project.fileSystem, config: config)
            }
            let generator = Generator(project: project)
            // A retired file (`retire: true`) is an instruction to remove one, not a file.
            for file in try generator.render(generator.loadSpecs()) where !file.retired {
                if file.path.hasPrefix("FeatureTests/"), let framework {
                    rendered["\(set.testFolder(framework))/\(file.path.dropFirst("FeatureTests/".count))"] = file.contents
                } else {
                    rendered["\(set.folder)/\(file.path)"] = file.contents
                }
            }
        }
        var expectedPaths: Set<String> = []
        for folder in set.folders {
            let disk = DiskFileSystem(root: Repository.golden.appendingPathComponent(folder))
            expectedPaths.formUnion(try disk.files(under: "").filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" })
        }
        let renderedPaths = Set(rendered.keys)
        let golden = DiskFileSystem(root: Repository.golden)

        if Repository.isRecording {
            for path in expectedPaths.subtracting(renderedPaths) { try golden.remove(path) }
            for (path, contents) in rendered where try golden.readText(path) != contents {
                try golden.writeText(path, contents)
            }
            return
        }
        for (path, contents) in rendered.sorted(by: { $0.key < $1.key }) {
            let expected = try golden.readText(path)
            if expected != contents {
                let diff = UnifiedDiff.diff(path: path, old: expected, new: contents)
                Issue.record(
                    """
                    \(path) differs from its golden file \
                    (re-record with FEATUREGEN_RECORD=1 swift test, then read the diff):
                    \(diff)
                    """)
            }
        }
        let stale = expectedPaths.subtracting(renderedPaths)
        #expect(stale.isEmpty, "golden files no spec renders any more: \(stale.sorted())")
    }

    @Test(.disabled(if: Repository.isRecording), arguments: GoldenSet.all)
    func goldenFilesReadAsHandWritten(set: GoldenSet) throws {
        for folder in set.folders {
            try checkReadsAsHandWritten(Repository.golden.appendingPathComponent(folder))
        }
    }

    private func checkReadsAsHandWritten(_ folder: URL) throws {
        let files = try DiskFileSystem(root: folder).files(under: "")
        try #require(!files.isEmpty)
        for path in files {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(!line.hasSuffix(" "), "\(path):\(number + 1): trailing space")
                #expect(!line.contains("\t"), "\(path):\(number + 1): tab")
                let indent = line.prefix { $0 == " " }.count
                #expect(
                    indent % 4 == 0 || line.trimmingCharacters(in: .whitespaces).hasPrefix("navigationController."),
                    "\(path):\(number + 1): indent of \(indent) spaces")
            }
            #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(path): must end in exactly one newline")
            #expect(!text.contains("\n\n\n"), "\(path): two blank lines in a row")
        }
    }
}
