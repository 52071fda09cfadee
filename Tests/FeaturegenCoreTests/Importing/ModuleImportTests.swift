import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// `featuregen import` reads a module back into the spec that generates it.
@Suite struct ModuleImportTests {
    static let plainSubviews = """
        feature: Counter
        state:
          count: Int
          title: String
          mode: { type: Mode, initial: .list }
        types:
          Mode: [list, grid]
        actions:
          - reset
        subviews:
          ItemCounter:
            viewState: false
            binding: true
            property: counter
            state:
              value: { type: Int, from: count, writable: true }
              mode: Mode
            actions: [onReset]
          Title:
            viewState: false
            state:
              title: String
        """

    /// A UIKit screen with explicit memberwise initializers and router properties of both forms.
    static let uikitScreen = """
        feature: Scoreboard
        view: uikit
        memberwiseInit: explicit
        input:
          title: String
        output:
          didFinish: { points: Int }
        state:
          title: { type: String, input: title }
          score: Int
        types:
          Round: { number: Int }
        actions:
          - addPoints: Int
        subviews:
          Header:
            state:
              title: String
        routes:
          - dismiss
        router:
          properties:
            screenName: "\\"scoreboard\\""
            retries: { type: Int, value: "3" }
        """

    /// A screen with router properties and structs that use Swift's memberwise initializers.
    static let implicitInits = """
        feature: Ticket
        input:
          code: String
        state:
          code: { type: String, input: code }
        routes:
          - close
        router:
          properties:
            analyticsName: "\\"ticket\\" + \\"-screen\\""
        """

    /// Every example spec, generated as mvvm, imported back, and screens whose components
    /// take plain values, whose view is UIKit's, and whose router keeps values: the imported
    /// specs generate the same files, byte for byte.
    @Test(arguments: [
        try Repository.specFiles(), [(name: "Counter.yaml", text: Self.plainSubviews)],
        [(name: "Scoreboard.yaml", text: Self.uikitScreen), (name: "Ticket.yaml", text: Self.implicitInits)],
    ])
    func everyGeneratedModuleImportsIntoASpecThatGeneratesItAgain(specs: [(name: String, text: String)]) throws {
        let project = memoryProject(specs: Dictionary(uniqueKeysWithValues: specs))
        let generator = Generator(project: project)
        let original = try generator.render(try generator.loadSpecs())
        for file in original { try project.fileSystem.writeText(file.path, file.contents) }
        for (name, _) in specs { try project.fileSystem.remove("Specs/\(name)") }
        for (name, _) in specs {
            let feature = String(name.dropLast(".yaml".count))
            let (imported, path) = try ModuleImporter().importModule(under: "Features/\(feature)", into: project)
            #expect(path == "Specs/\(feature).yaml" && imported.feature == feature)
        }
        let again = try generator.render(try generator.loadSpecs())
        #expect(again.map(\.path).sorted() == original.map(\.path).sorted())
        for file in again {
            let before = original.first { $0.path == file.path }?.contents
            #expect(file.contents == before, "\(file.path):\n\(UnifiedDiff.diff(path: file.path, old: before, new: file.contents))")
        }
    }

    /// The importer names the architectures it reads in one place: it reads a module as the
    /// project's default architecture where it can, refuses another by saying what it reads,
    /// and writes `architecture:` where the project's default is another.
    @Test func importSaysWhichArchitecturesItReadsAndWritesTheModulesWhereTheProjectsIsAnother() throws {
        #expect(try ModuleImporter.architecture(nil, projectDefault: "mvvm") == "mvvm")
        #expect(try ModuleImporter.architecture(nil, projectDefault: "tca") == "mvvm")
        let refusal = #expect(throws: DiagnosticsError.self) { try ModuleImporter.architecture("tca", projectDefault: "mvvm") }
        #expect(
            refusal?.diagnostics.first?.message.hasPrefix("--architecture tca: featuregen import reads mvvm modules (seed 000's shape)")
                == true, "\(String(describing: refusal))")
        let mvvm = memoryProject(specs: ["Ticket.yaml": Self.implicitInits])
        let generator = Generator(project: mvvm)
        for file in try generator.render(try generator.loadSpecs()) { try mvvm.fileSystem.writeText(file.path, file.contents) }
        try mvvm.fileSystem.remove("Specs/Ticket.yaml")
        var config = mvvm.config
        config.architecture = "tca"
        let (imported, _) = try ModuleImporter().importModule(
            under: "Features/Ticket", into: Project(fileSystem: mvvm.fileSystem, config: config))
        #expect(imported.spec.contains("feature: Ticket\narchitecture: mvvm\n"), "\(imported.spec)")
    }

    /// The hand-written fixture module (nested folders, its own names, a generic subview): its imported spec
    /// validates, adopting with it adds no rival declaration and changes none of its lines,
    /// and importing the adopted module again gives the same spec.
    @Test func aHandWrittenModuleImportsAdoptsAndImportsTheSameAgain() throws {
        let folder = Repository.root.appendingPathComponent("Tests/Fixtures/Adopt/HandWritten/Features")
        let disk = DiskFileSystem(root: folder)
        var files = ["featuregen.yml": "specs: Specs\n"]
        for path in try disk.files(under: "") { files["Features/" + path] = try disk.readText(path) }
        let fileSystem = MemoryFileSystem(files: files)
        let project = try Project.load(from: fileSystem)
        let (first, path) = try ModuleImporter().importModule(under: "Features/Gallery", into: project)
        #expect(first.unexpressed.isEmpty, "\(first.unexpressed)")
        let expected = try #require(
            try DiskFileSystem(root: Repository.root).readText("Tests/Fixtures/Adopt/HandWritten/Specs/Gallery.yaml"))
        // A spec that generates what the one the module was written from generates.
        let renderer = FeatureRenderer(templates: try TemplateSet(architecture: "mvvm"), config: ProjectConfig())
        #expect(
            renderer.render(try loadSpec(first.spec)).map(\.contents) == renderer.render(try loadSpec(expected)).map(\.contents),
            "\(first.spec)")
        let generator = Generator(project: project)
        let adoption = try generator.apply(try generator.plan(adopt: true))
        #expect(!adoption.hasBlockedFiles)
        #expect(try generator.duplicateTypes().isEmpty)
        try fileSystem.remove(path)
        let (second, _) = try ModuleImporter().importModule(under: "Features/Gallery", into: project)
        #expect(second.spec == first.spec)
    }

    /// A subview generic over something other than the screen's state and reducer (a cell
    /// builder) is beyond the spec: import says so, and still writes the rest of the subview.
    @Test func aSubviewGenericOverItsContentIsListedAsUnexpressed() throws {
        let folder = Repository.root.appendingPathComponent("Tests/Fixtures/Adopt/HandWritten/Features")
        let disk = DiskFileSystem(root: folder)
        var files = ["featuregen.yml": "specs: Specs\n"]
        for path in try disk.files(under: "") { files["Features/" + path] = try disk.readText(path) }
        let grid = "Features/Gallery/Components/Subviews/PhotoGrid/PhotoGrid.swift"
        files[grid] = try #require(files[grid]).replacingOccurrences(
            of: "struct PhotoGrid: View {", with: "struct PhotoGrid<Cell: View>: View {")
        let project = try Project.load(from: MemoryFileSystem(files: files))
        let (imported, _) = try ModuleImporter().importModule(under: "Features/Gallery", into: project)
        #expect(
            imported.unexpressed == [
                "\(grid): subview 'PhotoGrid' is generic (<Cell: View>); the spec's subviews are not, so adopt keeps your "
                    + "declaration and the view's code that builds it"
            ])
        #expect(imported.spec.contains("  PhotoGrid:\n    property: grid\n    state:\n      photos: \"[Photo]\"\n"), "\(imported.spec)")
        #expect(imported.spec.contains("  GalleryFooter:\n    property: footer\n    whole: true\n"), "\(imported.spec)")
    }

    /// A real module holds more views than the screen's subviews (a badge a subview shows) and
    /// computes some state by statements (a switch): the badge stays the user's own code, listed
    /// as such, and the computed field is a `derived: |` block. The spec validates, and adopting
    /// the module with it then importing again gives the same spec.
    @Test func leafViewsStayYoursAndStatementBodiesAreDerivedBlocks() throws {
        let folder = Repository.root.appendingPathComponent("Tests/Fixtures/Adopt/HandWritten/Features")
        let disk = DiskFileSystem(root: folder)
        var files = ["featuregen.yml": "specs: Specs\n"]
        for path in try disk.files(under: "") { files["Features/" + path] = try disk.readText(path) }
        let badge = "Features/Gallery/Components/Cells/PhotoBadge.swift"
        files[badge] =
            "import SwiftUI\n\nstruct PhotoBadge: View {\n    let title: String\n\n    var body: some View {\n        Text(title)\n    }\n}\n"
        let state = "Features/Gallery/GalleryState.swift"
        files[state] = try #require(files[state]).replacingOccurrences(
            of: "    init(input: Gallery.Input?) {",
            with: """
                    var zoom: Double {
                        switch position {
                        case ..<0: 0
                        default: position * 2
                        }
                    }

                    init(input: Gallery.Input?) {
                """)
        let fileSystem = MemoryFileSystem(files: files)
        let project = try Project.load(from: fileSystem)
        let (first, path) = try ModuleImporter().importModule(under: "Features/Gallery", into: project)
        #expect(!first.spec.contains("PhotoBadge"), "\(first.spec)")
        #expect(
            first.unexpressed.contains(
                "\(badge): 'PhotoBadge' is a view the screen's view does not show: one of your components, not a subview"),
            "\(first.unexpressed)")
        #expect(
            first.spec.contains(
                "  zoom:\n    type: Double\n    derived: |\n      switch position {\n      case ..<0: 0\n      default: position * 2\n      }\n"
            ),
            "\(first.spec)")
        let generator = Generator(project: project)
        let adoption = try generator.apply(try generator.plan(adopt: true))
        #expect(!adoption.hasBlockedFiles)
        #expect(try generator.duplicateTypes().isEmpty)
        #expect(try fileSystem.readText(badge) == files[badge], "the badge is the user's, untouched")
        try fileSystem.remove(path)
        let (second, _) = try ModuleImporter().importModule(under: "Features/Gallery", into: project)
        #expect(second.spec == first.spec)
    }

    /// Names featuregen writes in backticks (`` case `default` ``, `` func `class`() ``) are
    /// read back bare, and a route to a module no spec declares and no folder holds stays
    /// `external: true`: the imported spec loads and generates the same files.
    @Test func keywordNamesAndExternalRoutesImportAsTheSpecSaidThem() throws {
        let spec = """
            feature: Shelf
            state:
              mode: { type: Mode, initial: .all }
            types:
              Mode: [all, default]
            actions:
              - class
              - select: { for: Int }
            routes:
              - open: { module: Legacy, presentation: push, external: true }
            """
        let project = memoryProject(specs: ["Shelf.yaml": spec])
        let generator = Generator(project: project)
        let original = try generator.render(try generator.loadSpecs())
        for file in original { try project.fileSystem.writeText(file.path, file.contents) }
        try project.fileSystem.remove("Specs/Shelf.yaml")
        let (imported, _) = try ModuleImporter().importModule(under: "Features/Shelf", into: project)
        #expect(imported.spec.contains("  Mode: [all, default]\n"), "\(imported.spec)")
        #expect(imported.spec.contains("  - class\n"), "\(imported.spec)")
        #expect(imported.spec.contains("  - open: { module: Legacy, presentation: push, external: true }\n"), "\(imported.spec)")
        #expect(!imported.spec.contains("`"), "\(imported.spec)")
        let again = try generator.render(try generator.loadSpecs())
        for file in again {
            let before = original.first { $0.path == file.path }?.contents
            #expect(file.contents == before, "\(file.path):\n\(UnifiedDiff.diff(path: file.path, old: before, new: file.contents))")
        }
        #expect(try generator.loadSpecs().first?.warnings.isEmpty == true)
    }

    /// An action whose handler only calls a route of another name (`closeButtonTapped()` that
    /// awaits `router?.dismiss()`) imports with `opens:`, and one whose handler you wrote stays
    /// an action of its own; the imported spec generates the same files.
    @Test func anActionThatOnlyOpensARouteImportsWithOpens() throws {
        let spec = """
            feature: Sheet
            actions:
              - closeButtonTapped:
                opens: dismiss
              - edit: { id: Int }
                opens: show
              - share
              - pick: { index: Int }
            routes:
              - dismiss
              - show: { input: { id: Int } }
            """
        let project = memoryProject(specs: ["Sheet.yaml": spec])
        let generator = Generator(project: project)
        let original = try generator.render(try generator.loadSpecs())
        for file in original { try project.fileSystem.writeText(file.path, file.contents) }
        try project.fileSystem.remove("Specs/Sheet.yaml")
        // A handler that passes its value under another label is the handler's own code.
        let viewModel = "Features/Sheet/SheetViewModel.swift"
        let handler = "    private func pick(index: Int) async {\n    }"
        let written = try #require(try project.fileSystem.readText(viewModel))
        try #require(written.contains(handler))
        try project.fileSystem.writeText(
            viewModel,
            written.replacingOccurrences(
                of: handler, with: "    private func pick(index: Int) async {\n        await router?.show(id: index)\n    }"))
        let (imported, _) = try ModuleImporter().importModule(under: "Features/Sheet", into: project)
        #expect(imported.spec.contains("  - pick: { index: Int }\n\nroutes:"), "\(imported.spec)")
        #expect(imported.spec.contains("  - closeButtonTapped:\n    opens: dismiss\n"), "\(imported.spec)")
        #expect(imported.spec.contains("  - edit: { id: Int }\n    opens: show\n"), "\(imported.spec)")
        #expect(imported.spec.contains("  - share\n"), "\(imported.spec)")
        let again = try generator.render(try generator.loadSpecs())
        for file in again {
            let before = original.first { $0.path == file.path }?.contents
            #expect(file.contents == before, "\(file.path):\n\(UnifiedDiff.diff(path: file.path, old: before, new: file.contents))")
        }
    }

    @Test func aFolderWithoutAModuleIsAnError() throws {
        let project = memoryProject(specs: [:])
        try project.fileSystem.writeText("Features/Misc/Helpers.swift", "struct Helper {}\n")
        #expect(throws: DiagnosticsError.self) { try ModuleImporter().importModule(under: "Features/Misc", into: project) }
        #expect(try project.specPaths().isEmpty)
    }
}
