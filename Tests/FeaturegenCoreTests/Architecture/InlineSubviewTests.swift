import Testing

@testable import FeaturegenCore

/// `inline: true` makes a subview a function of the screen's view, as the MVI article writes
/// `imageView()`: mvi writes the function with a placeholder body and no type, file, state or
/// actions; the other architectures warn at the key and write a subview without state.
@Suite struct InlineSubviewTests {
    private static let screen = """
        feature: Album
        state:
          isLoading: Bool
        actions: [onAppear]
        subviews:
          Picture:
            state:
              isLoading: Bool
          LoadingCover:
            inline: true

        """

    private func generator(_ specs: [String: String], architecture: String = "mvi") -> Generator {
        Generator(project: memoryProject(specs: specs, architecture: architecture))
    }

    private func rendered(_ spec: String, architecture: String = "mvi") throws -> [String: String] {
        let generator = generator(["Album.yaml": spec], architecture: architecture)
        return Dictionary(
            uniqueKeysWithValues: try generator.render(generator.loadSpecs()).filter { !$0.retired }.map { ($0.path, $0.contents) })
    }

    private func errors(_ specs: [String: String], architecture: String = "mvi") -> String {
        do {
            _ = try generator(specs, architecture: architecture).loadSpecs(nil)
            return ""
        } catch {
            return error.description
        }
    }

    @Test func mviWritesAnInlineElementAsAFunctionOfTheViewWithNoTypeOrFile() throws {
        let files = try rendered(Self.screen)
        #expect(files["Features/Album/Components/Picture.swift"] != nil, "\(files.keys.sorted())")
        #expect(files["Features/Album/Components/LoadingCover.swift"] == nil, "\(files.keys.sorted())")
        let view = try #require(files["Features/Album/AlbumView.swift"])
        #expect(view.contains("            picture()\n            loadingCover()\n"), "\(view)")
        #expect(view.contains("    private func loadingCover() -> some View {\n        Text(\"LoadingCover\")\n    }\n"), "\(view)")
        for (path, contents) in files {
            #expect(!contents.contains("LoadingCover.ViewState"), "\(path)")
            #expect(!contents.contains("LoadingCover("), "\(path)")
            #expect(!contents.contains(" \n"), "trailing spaces in \(path)")
        }
    }

    @Test(arguments: ["mvvm", "statecontainer", "tca", "vsurf"])
    func theOtherArchitecturesWarnAndWriteASubviewWithoutState(architecture: String) throws {
        let spec = try SpecLoader(fileSystem: MemoryFileSystem(), architectures: .builtIn(default: architecture))
            .load(Array(Self.screen.utf8), path: "Album.yaml")
        #expect(
            spec.warnings.map(\.description).contains {
                $0.hasPrefix("Album.yaml:10:5: warning: architecture '\(architecture)' ignores 'subviews.inline': ")
            }, "\(spec.warnings)")
        let files = try rendered(Self.screen, architecture: architecture)
        let cover = try #require(files.first { $0.key.hasSuffix("/LoadingCover.swift") }?.value, "\(files.keys.sorted())")
        #expect(cover.contains("struct LoadingCover: View") || cover.contains("struct LoadingCoverView: View"), "\(cover)")
        #expect(!cover.contains("ViewState") && !cover.contains("Action"), "\(cover)")
    }

    @Test(arguments: [
        ("    state:\n      isLoading: Bool\n", "state"), ("    actions: [onTap]\n", "actions"), ("    binding: true\n", "binding"),
        ("    case: onCover\n", "case"),
    ])
    func anInlineSubviewTakesNoStateActionsOrOtherKind(_ extra: (String, String)) {
        let spec = Self.screen.replacingOccurrences(of: "    inline: true\n", with: "    inline: true\n" + extra.0)
        let found = errors(["Album.yaml": spec])
        let expected =
            "Specs/Album.yaml:11:5: error: subview 'LoadingCover' is a function of the screen's view that reads the screen's state; "
            + "it takes no '\(extra.1)'"
        #expect(found.contains(expected), "\(found)")
        // Whole and inline are two kinds; the first one written decides the message.
        let both = Self.screen.replacingOccurrences(of: "    inline: true\n", with: "    whole: true\n    inline: true\n")
        #expect(
            errors(["Album.yaml": both]).contains(
                "Specs/Album.yaml:11:5: error: subview 'LoadingCover' gets the whole state and reducer; it takes no 'inline'"))
        let kept = Self.screen.replacingOccurrences(
            of: "    inline: true\n", with: "    inline: true\n    property: cover\n    was: Cover\n")
        #expect(errors(["Album.yaml": kept]) == "")
    }

    /// An inline element declares no type, so two features may have one of the same name (two
    /// elements that are types may not).
    @Test func twoFeaturesMayShareTheNameOfAnInlineElement() {
        let gallery = Self.screen.replacingOccurrences(of: "feature: Album", with: "feature: Gallery")
        #expect(errors(["Album.yaml": Self.screen, "Gallery.yaml": gallery]).contains("subview 'Picture' collides"))
        let noPicture = { (text: String) in text.replacingOccurrences(of: "  Picture:\n    state:\n      isLoading: Bool\n", with: "") }
        #expect(errors(["Album.yaml": noPicture(Self.screen), "Gallery.yaml": noPicture(gallery)]) == "")
        // mvvm writes it as a type, so there the names still collide.
        #expect(
            errors(["Album.yaml": noPicture(Self.screen), "Gallery.yaml": noPicture(gallery)], architecture: "mvvm").contains(
                "subview 'LoadingCover' collides"))
    }

    /// Made inline after it was written, the element's file goes when it is as featuregen wrote
    /// it, and stays, reported, when it holds the user's code; the function in the view is the
    /// user's to fill, and a second run keeps what they wrote there.
    @Test func makingAnElementInlineRetiresItsFileUnlessItHoldsUserCode() throws {
        let typed = Self.screen.replacingOccurrences(of: "  LoadingCover:\n    inline: true\n", with: "  LoadingCover:\n  Spinner:\n")
        let project = memoryProject(specs: ["Album.yaml": typed], architecture: "mvi")
        let files = project.fileSystem
        let generator = Generator(project: project)
        try generator.apply(try generator.plan())
        let spinner = "Features/Album/Components/Spinner.swift"
        let edited = try #require(try files.readText(spinner)) + "\n// The spinner's style, written by hand.\nextension Spinner {}\n"
        try files.writeText(spinner, edited)

        let inline = Self.screen.replacingOccurrences(of: "    inline: true\n", with: "    inline: true\n  Spinner:\n    inline: true\n")
        try files.writeText("Specs/Album.yaml", inline)
        let plan = try generator.plan()
        let action = { (path: String) in plan.entries.first { $0.path == path }?.action }
        #expect(action("Features/Album/Components/LoadingCover.swift") == .removed)
        #expect(action(spinner) == .orphaned)
        #expect(plan.entries.first { $0.path == spinner }?.reason?.contains("holds your code") == true)
        try generator.apply(plan)
        #expect(try files.readText("Features/Album/Components/LoadingCover.swift") == nil)
        #expect(try files.readText(spinner) == edited)

        let viewPath = "Features/Album/AlbumView.swift"
        let view = try #require(try files.readText(viewPath))
        let mine = view.replacingOccurrences(
            of: "    private func loadingCover() -> some View {\n        Text(\"LoadingCover\")\n",
            with: "    private func loadingCover() -> some View {\n        intent.model.isLoading ? Color.white : Color.clear\n")
        #expect(mine != view)
        try files.writeText(viewPath, mine)
        try files.writeText("Specs/Album.yaml", inline.replacingOccurrences(of: "actions: [onAppear]", with: "actions: [onAppear, reload]"))
        try generator.apply(try generator.plan())
        #expect(try files.readText(viewPath)?.contains("        intent.model.isLoading ? Color.white : Color.clear\n") == true)

        // Made a type again, the element's file is written anew beside the one kept.
        try files.writeText("Specs/Album.yaml", typed)
        let again = try generator.plan()
        #expect(again.entries.first { $0.path == "Features/Album/Components/LoadingCover.swift" }?.action == .created)
        try generator.apply(again)
        #expect(try files.readText("Features/Album/Components/LoadingCover.swift")?.contains("struct LoadingCover: View") == true)
    }

    /// Renamed and made inline in one run, the element's file is retired under the name it was
    /// written with, not left for `--prune`.
    @Test func renamedAndMadeInlineInOneRunRetiresTheOldFile() throws {
        let typed = Self.screen.replacingOccurrences(of: "  LoadingCover:\n    inline: true\n", with: "  Cover:\n")
        let project = memoryProject(specs: ["Album.yaml": typed], architecture: "mvi")
        let generator = Generator(project: project)
        try generator.apply(try generator.plan())
        #expect(try project.fileSystem.readText("Features/Album/Components/Cover.swift") != nil)
        let renamed = Self.screen.replacingOccurrences(of: "    inline: true\n", with: "    inline: true\n    was: Cover\n")
        try project.fileSystem.writeText("Specs/Album.yaml", renamed)
        let plan = try generator.plan()
        #expect(plan.entries.first { $0.path == "Features/Album/Components/Cover.swift" }?.action == .removed, "\(plan.entries)")
        try generator.apply(plan)
        #expect(try project.fileSystem.readText("Features/Album/Components/Cover.swift") == nil)
        #expect(try generator.plan().entries.allSatisfy { $0.action == .unchanged }, "a second run still has work")
    }
}
