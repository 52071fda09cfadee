import Testing

@testable import FeaturegenCore

/// Adopting a module written by hand in its own layout: featuregen never adds a rival
/// declaration of a type the module has, never adds a handler beside the user's own for the
/// same case, puts imports below the file's header comment, and moves none of the user's
/// declarations.
@Suite struct AdoptHandWrittenModuleTests {
    private let spec = """
        feature: Profile
        state:
          name: String
          offset: Double
        actions:
          - viewDidLoad
          - updatePosition: Double
          - share
        subviews:
          ProfileHeader:
            state:
              name: String
        """

    /// The user's view model: a header comment, no import, their own handler names for two
    /// cases, and a constant between the properties.
    private let viewModel = """
        //
        //  ProfileViewModel.swift
        //  App
        //

        actor ProfileViewModel: ViewModelProtocol {
            enum Action: Sendable {
                case viewDidLoad
                case updatePosition(Double)
                case share
            }

            private enum Constant {
                static let minOffset = 10.0
            }

            private let router: Profile.Router?
            private let state: Profile.ViewState
            private let input: Profile.Input?
            private let output: Profile.Output?

            init(state: Profile.ViewState, input: Profile.Input?, output: Profile.Output?, router: Profile.Router?) {
                self.state = state
                self.input = input
                self.output = output
                self.router = router
            }

            func handle(_ action: Action) async {
                switch action {
                case .viewDidLoad:
                    await load()
                case let .updatePosition(value):
                    await updatePosition(for: value)
                case .share:
                    await share()
                }
            }

            private func load() async {}

            private func updatePosition(for value: Double) async {
                _ = max(value, Constant.minOffset)
            }
        }

        """

    private let header = """
        //
        //  ProfileHeader.swift
        //

        import SwiftUI

        struct ProfileHeader<Trailing: View>: View {
            let name: String
            let trailing: Trailing

            var body: some View { Text(name) }
        }

        """

    /// The user's view: their own property for the subview, by another name.
    private let view = """
        import SwiftUI

        struct ProfileView: View, ViewProtocol {
            @ObservedObject var state: Profile.ViewState
            let reducer: Reducer<Profile.ViewModel>

            init(state: Profile.ViewState, reducer: Reducer<Profile.ViewModel>) {
                self.state = state
                self.reducer = reducer
            }

            var body: some View {
                VStack { header }
                    .onAppear { reducer(.viewDidLoad) }
            }

            private var header: some View {
                ProfileHeader(name: state.name, trailing: EmptyView())
            }
        }

        """

    private func project() -> Project {
        let files = [
            "Features/Profile/ProfileView.swift": view,
            "featuregen.yml": "specs: Specs\n", "Specs/Profile.yaml": spec,
            "Features/Profile/ProfileViewModel.swift": viewModel,
            "Features/Profile/Components/Subviews/ProfileHeader/ProfileHeader.swift": header,
        ]
        return Project(fileSystem: MemoryFileSystem(files: files), config: ProjectConfig())
    }

    @Test func aTypeTheModuleDeclaresElsewhereIsManagedWhereItIsAndCheckPasses() throws {
        let project = project()
        let generator = Generator(project: project)
        let nested = "Features/Profile/Components/Subviews/ProfileHeader/ProfileHeader.swift"
        // Before adopt, generate writes nothing there and says to adopt it.
        let before = try generator.plan()
        #expect(before.entries.first { $0.path == nested }?.action == .skipped)
        #expect(!before.entries.contains { $0.path == "Features/Profile/Components/ProfileHeader.swift" })
        let plan = try generator.apply(try generator.plan(adopt: true))
        #expect(plan.entries.first { $0.path == nested }?.action == .adopted)
        #expect(try project.fileSystem.readText("Features/Profile/Components/ProfileHeader.swift") == nil)
        // The spec's subview is merged into the user's file from then on.
        try project.fileSystem.writeText("Specs/Profile.yaml", spec + "\n    actions: [onTap]\n")
        let edited = try generator.apply(try generator.plan())
        #expect(edited.entries.first { $0.path == nested }?.action == .merged)
        let merged = try #require(try project.fileSystem.readText(nested))
        #expect(merged.contains("enum Action") && merged.contains("struct ProfileHeader<Trailing: View>: View {"), "\(merged)")
        #expect(try generator.duplicateTypes().isEmpty)
        // A second declaration in the module is what check reports.
        try project.fileSystem.writeText("Features/Profile/Components/Copy.swift", "import SwiftUI\n\nstruct ProfileHeader: View {}\n")
        let duplicates = try generator.duplicateTypes().map(\.description)
        #expect(
            duplicates.first?.contains(
                "Features/Profile/Components/Subviews/ProfileHeader/ProfileHeader.swift:9:1: error: ProfileHeader is declared twice in the module of Profile"
            ) == true, "\(duplicates)")
    }

    @Test func aFileThatDeclaresTwoGeneratedTypesIsLeftToTheUser() throws {
        let twoSubviews = spec + "\n  ProfileFooter:\n"
        let files = [
            "featuregen.yml": "specs: Specs\n", "Specs/Profile.yaml": twoSubviews,
            "Features/Profile/Components/Parts.swift": "import SwiftUI\n\nstruct ProfileHeader: View {}\n\nstruct ProfileFooter: View {}\n",
        ]
        let project = Project(fileSystem: MemoryFileSystem(files: files), config: ProjectConfig())
        let generator = Generator(project: project)
        let plan = try generator.apply(try generator.plan(adopt: true))
        for name in ["ProfileHeader", "ProfileFooter"] {
            let entry = try #require(plan.entries.first { $0.path == "Features/Profile/Components/\(name).swift" })
            #expect(entry.action == .yours)
            #expect(entry.reason?.contains("Features/Profile/Components/Parts.swift declares \(name)") == true, "\(entry.reason ?? "")")
            #expect(try project.fileSystem.readText(entry.path) == nil)
        }
        #expect(!(try generator.plan()).hasBlockedFiles)
    }

    @Test func noHandlerIsAddedBesideTheUsersOwnAndNothingMoves() throws {
        let project = project()
        let generator = Generator(project: project)
        let plan = try generator.apply(try generator.plan(adopt: true))
        let entry = try #require(plan.entries.first { $0.path == "Features/Profile/ProfileViewModel.swift" })
        let adopted = try #require(try project.fileSystem.readText(entry.path))
        // The user's switch calls load() and updatePosition(for:): no stubs for those cases.
        #expect(!adopted.contains("func viewDidLoad()") && !adopted.contains("func updatePosition(_ value: Double)"), "\(adopted)")
        #expect(entry.notes.contains("not added (nothing in your code uses it): func viewDidLoad() in ProfileViewModel"))
        // share() is called by the user's switch and written by nobody: featuregen adds it.
        #expect(adopted.contains("private func share() async"))
        // The user's declarations stay where they were, in their order.
        let order = [
            "enum Action", "private enum Constant", "private let router", "init(state:", "func handle(", "private func load()",
            "private func updatePosition(for",
        ]
        let positions = order.map { adopted.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil } && positions.map { $0! } == positions.map { $0! }.sorted(), "\(adopted)")
        // The import the spec adds goes below the header comment.
        #expect(
            adopted.hasPrefix("//\n//  ProfileViewModel.swift\n//  App\n//\n\nimport Foundation\n\nactor ProfileViewModel"), "\(adopted)")
        // The view keeps its own property for the subview and gets neither the generated one
        // nor the spec's MARK comments between the user's declarations.
        // Only the spec's preview is added, after the user's own declarations.
        let adoptedView = try #require(try project.fileSystem.readText("Features/Profile/ProfileView.swift"))
        #expect(adoptedView.hasPrefix(view) && adoptedView.dropFirst(view.count).contains("#Preview {"), "\(adoptedView)")
        // And the next generate keeps it all.
        _ = try generator.apply(try generator.plan())
        #expect(try project.fileSystem.readText(entry.path) == adopted)
    }
}
