import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// The mvi options against the article's own sample (github:VAnsimov/MVI-SingleState at
/// 011accbee5a5): Tests/Fixtures/Apps/mvi's Poster and PosterCaption are screens in the shape of
/// its Root and DescriptionImage, and every declaration of the sample's screens is listed here
/// under the name it takes in the fixture — each one featuregen writes, and each one it does not,
/// with the reason.
@Suite struct MVIArticleShapeTests {
    /// The sample's declarations featuregen writes, as `Type.member` (members of a type's
    /// extensions count as the type's, and each extension is one too): the sample's name, then
    /// the fixture's.
    private static let written: [(sample: String, fixture: String)] = [
        // DescriptionImageViewIdent.swift
        ("DescriptionImageViewIntent", "PosterCaptionViewIntent"),
        ("DescriptionImageViewIntent.model", "PosterCaptionViewIntent.model"),
        ("DescriptionImageViewIntent.cancellable", "PosterCaptionViewIntent.cancellable"),
        ("DescriptionImageViewIntent.init(image:)", "PosterCaptionViewIntent.init(poster:)"),
        // DescriptionImageViewModel.swift
        ("DescriptionImageViewModeling", "PosterCaptionViewModeling"),
        ("DescriptionImageViewModeling.image", "PosterCaptionViewModeling.poster"),
        ("DescriptionImageViewModeling.text", "PosterCaptionViewModeling.caption"),
        ("DescriptionImageViewModel", "PosterCaptionViewModel"),
        ("DescriptionImageViewModel.image", "PosterCaptionViewModel.poster"),
        ("DescriptionImageViewModel.text", "PosterCaptionViewModel.caption"),
        ("DescriptionImageViewModel.init(image:)", "PosterCaptionViewModel.init(poster:)"),
        // DescriptionImageViewView.swift
        ("DescriptionImageView", "PosterCaptionView"),
        ("DescriptionImageView.ViewActionType", "PosterCaptionView.ViewActionType"),
        ("DescriptionImageView.ViewActionType.didTapImage", "PosterCaptionView.ViewActionType.didTapPoster"),
        ("DescriptionImageView.action", "PosterCaptionView.action"),
        ("DescriptionImageView.intent", "PosterCaptionView.intent"),
        ("DescriptionImageView.body", "PosterCaptionView.body"),
        ("DescriptionImageView.build(image:action:)", "PosterCaptionView.build(poster:action:)"),
        ("extension DescriptionImageView", "extension PosterCaptionView"),
        ("DescriptionImageView.imageView()", "PosterCaptionView.captionPicture()"),
        ("DescriptionImageView.textView()", "PosterCaptionView.captionText()"),
        ("DescriptionImageView_Previews", "PosterCaptionView_Previews"),
        ("DescriptionImageView_Previews.previews", "PosterCaptionView_Previews.previews"),
        // RootIdent.swift
        ("RootIntent", "PosterIntent"),
        ("RootIntent.model", "PosterIntent.model"),
        ("RootIntent.rootModel", "PosterIntent.posterModel"),
        ("RootIntent.cancellable", "PosterIntent.cancellable"),
        ("RootIntent.init()", "PosterIntent.init()"),
        ("extension RootIntent", "extension PosterIntent"),
        ("RootIntent.onAppear()", "PosterIntent.onAppear()"),
        ("RootIntent.onTapImage()", "PosterIntent.onTapPoster()"),
        // RootModel.swift
        ("RootModeling", "PosterModeling"),
        ("RootModeling.image", "PosterModeling.poster"),
        ("RootModeling.isLoading", "PosterModeling.isLoading"),
        ("RootModeling.error", "PosterModeling.failure"),
        ("RootModeling.routerSubject", "PosterModeling.routerSubject"),
        ("RootModel", "PosterModel"),
        ("RootModel.StateType", "PosterModel.StateType"),
        ("RootModel.StateType.loading", "PosterModel.StateType.loading"),
        ("RootModel.StateType.show", "PosterModel.StateType.show"),
        ("RootModel.StateType.failLoad", "PosterModel.StateType.failLoad"),
        ("RootModel.image", "PosterModel.poster"),
        ("RootModel.isLoading", "PosterModel.isLoading"),
        ("RootModel.error", "PosterModel.failure"),
        ("RootModel.routerSubject", "PosterModel.routerSubject"),
        ("RootModel.update(state:)", "PosterModel.update(state:)"),
        // RootRouter.swift
        ("RootRouter", "PosterRouter"),
        ("RootRouter.ScreenType", "PosterRouter.ScreenType"),
        ("RootRouter.ScreenType.alert", "PosterRouter.ScreenType.alert"),
        ("RootRouter.ScreenType.descriptionImage", "PosterRouter.ScreenType.posterCaption"),
        ("RootRouter.screen", "PosterRouter.screen"),
        ("RootRouter.screenType", "PosterRouter.screenType"),
        ("RootRouter.isAlertVisible", "PosterRouter.isAlertVisible"),
        ("RootRouter.body", "PosterRouter.body"),
        ("extension RootRouter", "extension PosterRouter"),
        ("RootRouter.alertView()", "PosterRouter.alertView()"),
        ("RootRouter.descriptionImageView()", "PosterRouter.posterCaptionView()"),
        // RootView.swift
        ("RootView", "PosterView"),
        ("RootView.intent", "PosterView.intent"),
        ("RootView.body", "PosterView.body"),
        ("RootView.build()", "PosterView.build()"),
        ("extension RootView", "extension PosterView"),
        ("RootView.imageView()", "PosterView.posterFrame()"),
        ("RootView.loadView()", "PosterView.loadingCover()"),
        ("RootView.errorView()", "PosterView.failureCover()"),
        ("RootView_Previews", "PosterView_Previews"),
        ("RootView_Previews.previews", "PosterView_Previews.previews"),
        // View+Ex.swift
        ("extension View", "extension View"),
        ("View.toAnyView()", "View.toAnyView()"),
    ]

    /// The sample's declarations featuregen does not write, and what it writes instead.
    private static let notWritten: [(sample: String, fixture: String, why: String)] = [
        (
            "DescriptionImageViewIntent.sceneNameModel", "PosterCaptionViewIntent.posterCaptionModel",
            "the sample's name is left over from its template; featuregen writes writableModel (posterCaptionModel with articleNames)"
        ),
        (
            "RootRouter.isFullImageVisible", "PosterRouter.isFullImageVisible",
            "the sample names descriptionImage's flag after another screen; featuregen writes isPosterCaptionVisible"
        ),
    ]

    /// Every declaration of the generated files, as `Type.member`, through nested types; the
    /// cases of a function's switch are not declarations.
    private static func declarations(_ files: [GeneratedFile]) -> Set<String> {
        var result: Set<String> = []
        func visit(_ node: DeclarationNode, in scope: String?) {
            for child in node.children {
                let key = child.key
                let name: String
                if key.hasPrefix("type ") {
                    name = String(key.dropFirst("type ".count))
                } else if key.hasPrefix("extension ") {
                    result.insert(key)
                    visit(child, in: String(key.dropFirst("extension ".count)))
                    continue
                } else if key.hasPrefix("case ") {
                    for element in key.dropFirst("case ".count).split(separator: ",") {
                        result.insert((scope.map { $0 + "." } ?? "") + element)
                    }
                    continue
                } else if let space = key.firstIndex(of: " "), ["var", "func"].contains(key[..<space]) {
                    name = String(key[key.index(after: space)...])
                } else if key.hasPrefix("init") {
                    name = key
                } else {
                    continue
                }
                let qualified = (scope.map { $0 + "." } ?? "") + name
                result.insert(qualified)
                if child.isContainer, !(child.scope ?? "").hasPrefix("switch ") {
                    visit(child, in: qualified)
                }
            }
        }
        for file in files where file.path.hasSuffix(".swift") {
            guard let tree = DeclarationParser.parse(ThreeWayMerge.lines(file.contents)) else {
                Issue.record("\(file.path) does not parse")
                continue
            }
            visit(tree, in: nil)
        }
        return result
    }

    private static func generated() throws -> Set<String> {
        let specs = try Repository.specFiles(in: "Tests/Fixtures/Apps/mvi/Specs")
        let generator = Generator(
            project: memoryProject(specs: Dictionary(uniqueKeysWithValues: specs.map { ($0.name, $0.text) }), architecture: "mvi"))
        return declarations(try generator.render(generator.loadSpecs()))
    }

    @Test func theFixtureWritesTheSampleDeclarationsTheOptionsGive() throws {
        let found = try Self.generated()
        for declaration in Self.written {
            #expect(found.contains(declaration.fixture), "the sample's \(declaration.sample) is \(declaration.fixture)")
        }
        for declaration in Self.notWritten {
            #expect(!found.contains(declaration.fixture), "\(declaration.sample) is written now: move it to `written`")
        }
        #expect(Self.written.count == 69 && Self.notWritten.count == 2, "the sample's 71 declarations, each listed once")
        // The sample draws these in functions of its views, with no type of their own; so does
        // the fixture, with `inline: true`.
        for element in ["CaptionText", "LoadingCover", "FailureCover"] {
            #expect(!found.contains(element), "\(element) is a type; the sample has only its view's function")
        }
        #expect(Set(Self.written.map(\.fixture)).count == Self.written.count, "a fixture declaration listed twice")
    }

    /// Without the options, the same screens keep featuregen's own shape: the options, not the
    /// fixture's names, give the article's.
    @Test func withoutTheOptionsTheScreensKeepFeaturegensShape() throws {
        let specs = try Repository.specFiles(in: "Tests/Fixtures/Apps/mvi/Specs").map { spec in
            (
                spec.name,
                spec.text.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { line in
                        !["namedAfter:", "previewStyle:", "entry:", "articleNames:", "privateExtensions:"].contains { line.hasPrefix($0) }
                    }
                    .joined(separator: "\n")
            )
        }
        let generator = Generator(
            project: memoryProject(specs: Dictionary(uniqueKeysWithValues: specs), architecture: "mvi"))
        let rendered = try generator.render(generator.loadSpecs())
        let found = Self.declarations(rendered)
        // The router's screens stay in its body; its one extension builds what the opened
        // screens report (`posterCaptionOutput(to:)`), as it does with the options too.
        let router = try #require(rendered.first { $0.path.hasSuffix("/PosterRouter.swift") }?.contents)
        #expect(!router.contains("private extension PosterRouter"), "\(router)")
        #expect(found.contains("PosterRouter.alertView()") && found.contains("PosterRouter.posterCaptionOutput(to:)"))
        for declaration in [
            "PosterCaptionIntent.init(input:output:)", "PosterCaptionModel.init(input:)", "PosterCaptionView.build(input:output:)",
            "PosterIntent.writableModel", "PosterRouter.alertIsVisible", "PosterView.build(input:)",
        ] {
            #expect(found.contains(declaration), "\(declaration)")
        }
        for declaration in [
            "PosterCaptionViewIntent", "PosterCaptionView.ViewActionType", "PosterCaptionView_Previews", "PosterView_Previews",
            "PosterIntent.posterModel", "PosterRouter.isAlertVisible", "PosterView.build()", "extension PosterView",
        ] {
            #expect(!found.contains(declaration), "\(declaration)")
        }
    }

    /// Setting an option on a feature that has code of yours renames what the code is in (the
    /// intent, `writableModel`, the intent's `init`): the next run keeps the code, merged or in a
    /// conflict, and never drops it.
    @Test(arguments: [
        "namedAfter: view", "entry: fields", "articleNames: true", "previewStyle: provider", "states: [loading]", "privateExtensions: true",
    ])
    func settingAnOptionLaterKeepsTheUsersCode(option: String) throws {
        let spec = """
            feature: Card
            input:
              title: String
            output:
              didClose: Void
            state:
              title: { type: String, input: title }
            actions:
              - onAppear
            routes:
              - alert: { presentation: alert, input: { title: String, message: String } }

            """
        let project = memoryProject(specs: ["Card.yaml": spec], architecture: "mvi")
        let files = project.fileSystem as! MemoryFileSystem
        let generator = Generator(project: project)
        try generator.apply(try generator.plan())
        let intent = "Features/Card/CardIntent.swift"
        let generated = try #require(try files.readText(intent))
        try files.writeText(
            intent,
            generated.replacingOccurrences(of: "func onAppear() {\n", with: "func onAppear() {\n        print(\"the user's line\")\n"))
        try files.writeText("Specs/Card.yaml", "\(option)\n" + spec)
        try generator.apply(try generator.plan())
        let texts = try files.paths.filter { $0.hasPrefix("Features/Card/") }.compactMap { try files.readText($0) }
        #expect(texts.contains { $0.contains("print(\"the user's line\")") }, "\(option) lost the user's line")
    }
}
