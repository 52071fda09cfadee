import Testing

@testable import FeaturegenCore

/// The top-level types an mvi feature declares follow its options: `subviewScope: feature`
/// nests its custom elements in the feature's namespace, so two features can both have an
/// `ImageView`; `namedAfter: view` and `previewStyle: provider` declare the view-named types,
/// which the name checks then know. Manifests say so in `declares:`, with option sections.
@Suite struct MVIScopedNamesTests {
    private func errors(_ specs: [String: String], architecture: String = "mvi") -> String {
        do {
            _ = try Generator(project: memoryProject(specs: specs, architecture: architecture)).loadSpecs(nil)
            return ""
        } catch {
            return error.description
        }
    }

    private func rendered(_ specs: [String: String]) throws -> [String: String] {
        let generator = Generator(project: memoryProject(specs: specs, architecture: "mvi"))
        return Dictionary(uniqueKeysWithValues: try generator.render(generator.loadSpecs()).map { ($0.path, $0.contents) })
    }

    private static func screen(_ name: String, scope: String?) -> String {
        """
        feature: \(name)
        \(scope.map { "subviewScope: \($0)\n" } ?? "")state:
          image: String
        subviews:
          ImageView:
            state:
              image: String
            actions: [onTap]

        """
    }

    @Test(arguments: [("module", "module"), ("feature", "module"), ("module", "feature"), ("feature", "feature")])
    func twoFeaturesShareASubviewNameWhereOneOfThemScopesIt(_ scopes: (String, String)) {
        let found = errors(["Album.yaml": Self.screen("Album", scope: scopes.0), "Gallery.yaml": Self.screen("Gallery", scope: scopes.1)])
        if scopes == ("module", "module") {
            #expect(found.contains("error: subview 'ImageView' collides with subview of the same name in another spec"), "\(found)")
        } else {
            #expect(found == "", "\(found)")
        }
    }

    @Test func aScopedSubviewIsNestedInTheNamespaceAndNamedSoEverywhere() throws {
        let files = try rendered(["Album.yaml": Self.screen("Album", scope: "feature")])
        let subview = try #require(files["Features/Album/Components/Album.ImageView.swift"])
        #expect(
            subview.contains("\nextension Album {\n    /// A custom element of AlbumView.\n    struct ImageView: View {\n"), "\(subview)")
        #expect(
            subview.contains(
                "\n    }\n}\n\n// MARK: - Preview\n\n#Preview {\n    Album.ImageView(state: .init(image: \"\")) { _ in }\n}\n"),
            "\(subview)")
        #expect(!subview.contains(" \n"), "trailing spaces:\n\(subview)")
        #expect(try #require(files["Features/Album/AlbumView.swift"]).contains("        Album.ImageView(state: intent.model.imageView) {"))
        #expect(try #require(files["Features/Album/AlbumIntent.swift"]).contains("(_ action: Album.ImageView.Action)"))
        #expect(try #require(files["Features/Album/AlbumModel.swift"]).contains("var imageView: Album.ImageView.ViewState {"))
        // Without the option, the element is the top-level type it always was.
        let plain = try rendered(["Album.yaml": Self.screen("Album", scope: nil)])
        #expect(
            try #require(plain["Features/Album/Components/ImageView.swift"]).contains(
                "\n/// A custom element of AlbumView.\nstruct ImageView: View {\n"))
        #expect(plain == (try rendered(["Album.yaml": Self.screen("Album", scope: "module")])))
    }

    /// Two scoped elements of one name are two files of different names: no two files of one
    /// target may share a name (Xcode and SwiftPM both refuse it), so each is named after its
    /// nested type.
    @Test func scopedElementsOfOneNameAreFilesOfDifferentNames() throws {
        let files = try rendered([
            "Album.yaml": Self.screen("Album", scope: "feature"), "Gallery.yaml": Self.screen("Gallery", scope: "feature"),
        ])
        #expect(files["Features/Album/Components/Album.ImageView.swift"] != nil, "\(files.keys.sorted())")
        #expect(files["Features/Gallery/Components/Gallery.ImageView.swift"] != nil, "\(files.keys.sorted())")
        let names = files.keys.filter { $0.hasSuffix(".swift") }.map { $0.split(separator: "/").last! }
        #expect(Set(names).count == names.count, "two files share a name: \(names.sorted())")
    }

    /// Changing `subviewScope:` on an element with code of yours moves its file, with the code:
    /// the file is found by featuregen's base record at the path the old value gave. Nesting
    /// the element merges cleanly, and so does taking it out of the namespace again: the
    /// top-level element has every member the spec gives it, and your code beside it stays.
    /// (It conflicted, with an empty top-level type, while the nested type's members counted as
    /// your own declarations of them.)
    @Test func changingTheScopeMovesTheEditedElementWithItsCode() throws {
        let project = memoryProject(specs: ["Album.yaml": Self.screen("Album", scope: nil)], architecture: "mvi")
        let generator = { Generator(project: project) }
        let fileSystem = try #require(project.fileSystem as? MemoryFileSystem)
        try generator().apply(try generator().plan())
        let top = "Features/Album/Components/ImageView.swift"
        let nested = "Features/Album/Components/Album.ImageView.swift"
        let generated = try #require(try fileSystem.readText(top))
        let code = "\n// Mine: the element's accessibility label.\nlet imageViewLabel = \"Album picture\"\n"
        try fileSystem.writeText(top, generated + code)

        try fileSystem.writeText("Specs/Album.yaml", Self.screen("Album", scope: "feature"))
        let nesting = try generator().plan()
        #expect(!nesting.hasBlockedFiles)
        try generator().apply(nesting)
        #expect(try fileSystem.readText(top) == nil, "\(top) is left behind")
        #expect(try fileSystem.readText(BaseStore.path(for: top)) == nil, "\(top)'s base record is left behind")
        let moved = try #require(try fileSystem.readText(nested), "\(nested) is not written")
        #expect(moved.contains(code) && moved.contains("extension Album {") && !moved.contains("<<<<<<<"), "\(moved)")
        #expect(try generator().plan().entries.allSatisfy { $0.write == nil }, "a second run writes again")

        try fileSystem.writeText("Specs/Album.yaml", Self.screen("Album", scope: "module"))
        let unnesting = try generator().plan()
        #expect(!unnesting.hasBlockedFiles, "taking the element out of the namespace conflicts")
        try generator().apply(unnesting)
        #expect(try fileSystem.readText(nested) == nil, "\(nested) is left behind")
        let back = try #require(try fileSystem.readText(top), "\(top) is not written")
        #expect(back.contains(code) && !back.contains("<<<<<<<") && !back.contains("extension Album {"), "\(back)")
        for member in ["struct ImageView: View {", "struct ViewState {", "let image: String", "case onTap", "let onAction:", "var body:"] {
            #expect(back.contains(member), "'\(member)' lost:\n\(back)")
        }
        #expect(try generator().plan().entries.allSatisfy { $0.write == nil }, "a second run writes again")
    }

    /// A type of another spec that takes a name `namedAfter: view` gives is an error at it;
    /// without the option the name is free.
    @Test(arguments: ["PosterViewIntent", "PosterViewModel", "PosterViewModeling", "PosterViewRouter"])
    func theViewNamedTypesAreDeclared(_ name: String) {
        let poster = "feature: Poster\nnamedAfter: view\npreviewStyle: provider\n"
        let other = "feature: Other\nsubviews:\n  \(name):\n"
        let found = errors(["Poster.yaml": poster, "Other.yaml": other])
        #expect(found.contains("error: subview '\(name)' collides with generated type of the same name in another spec"), "\(found)")
        let top = errors(["Poster.yaml": poster, "Other.yaml": "feature: Other\ntypes:\n  \(name): { cases: [a], topLevel: true }\n"])
        #expect(top.contains("error: top-level type '\(name)' collides with generated type"), "\(top)")
        #expect(errors(["Poster.yaml": "feature: Poster\n", "Other.yaml": other]) == "")
    }

    @Test func theStateContainersReducerIsDeclaredUnderItsSuffix() {
        let found = errors(
            ["Book.yaml": "feature: Book\nreducerSuffix: ViewModel\n", "Other.yaml": "feature: Other\nsubviews:\n  BookViewModel:\n"],
            architecture: "statecontainer")
        #expect(found.contains("subview 'BookViewModel' collides with generated type"), "\(found)")
    }

    // MARK: - The manifest's patterns

    private func manifestErrors(_ text: String) -> String {
        do {
            _ = try ManifestDecoder().decode(YAMLLoader().load(Array(text.utf8), file: "architecture.yaml"), name: "custom")
            return ""
        } catch {
            return error.description
        }
    }

    private static let manifest = """
        files:
          - { template: A.swift, scope: feature, path: "{{output}}/{{feature}}/{{feature}}{{options.suffix}}.swift" }
        options:
          suffix: { type: string, values: [Reducer, Store], default: Reducer, description: d }
          wide: { type: boolean, default: false, description: d }

        """

    /// A path shows a part only for an option's flag; a flag the manifest's options do not
    /// give is an error at the path, with did-you-mean.
    @Test func aPathShowsAPartForAnOptionsFlag() {
        let path = "{{output}}/{{feature}}/{{#options.suffixStore}}Stores/{{/options.suffixStore}}{{feature}}.swift"
        let pattern = PathPattern(text: path)
        #expect(pattern.expanded(["output": "F", "feature": "A", "options.suffixStore": "true"]) == "F/A/Stores/A.swift")
        #expect(pattern.expanded(["output": "F", "feature": "A"]) == "F/A/A.swift")
        #expect(
            PathPattern(text: "{{output}}/{{^options.wide}}Narrow/{{/options.wide}}{{feature}}.swift").expanded([
                "output": "F", "feature": "A",
            ]) == "F/Narrow/A.swift")
        #expect(PathPattern.problems(in: path, scope: .feature).isEmpty)
        #expect(!PathPattern.problems(in: "{{output}}/{{#feature}}x{{/feature}}.swift", scope: .feature).isEmpty)
        let manifest = Self.manifest.replacingOccurrences(
            of: "{{options.suffix}}.swift", with: "{{#options.suffixStor}}S{{/options.suffixStor}}.swift")
        let typo = manifestErrors(manifest)
        #expect(typo.contains("names 'suffixStor', which is no option's flag of this manifest"), "\(typo)")
        #expect(typo.contains("did you mean 'suffixStore'?"), "\(typo)")
    }

    @Test func aPatternNamesTheManifestsOwnOptions() {
        #expect(
            manifestErrors(
                Self.manifest
                    + "declares: [\"{{feature}}{{options.suffix}}\", \"{{#options.wide}}{{feature}}Wide{{/options.wide}}\", \"{{^options.suffixStore}}{{subview}}{{/options.suffixStore}}\"]\n"
            ) == "")
        let typo = manifestErrors(Self.manifest + "declares: [\"{{feature}}{{options.sufix}}\"]\n")
        #expect(
            typo.contains(
                "architecture.yaml:6:12: error: '{{feature}}{{options.sufix}}' names 'sufix', which is no string option of this manifest"),
            "\(typo)")
        #expect(typo.contains("note: did you mean 'suffix'?"), "\(typo)")
        let flag = manifestErrors(Self.manifest + "declares: [\"{{#options.wid}}{{feature}}Wide{{/options.wid}}\"]\n")
        #expect(
            flag.contains("names 'wid', which is no option's flag of this manifest") && flag.contains("did you mean 'wide'?"), "\(flag)")
        let path = manifestErrors(Self.manifest.replacingText("{{options.suffix}}.swift", with: "{{options.suffx}}.swift"))
        #expect(path.contains("architecture.yaml:2:48: error:") && path.contains("names 'suffx'"), "\(path)")
        let project = manifestErrors(
            "files:\n  - { template: R.swift, scope: project, path: \"{{runtimeFolder}}/{{options.suffix}}.swift\" }\n")
        #expect(project.contains("unknown placeholder '{{options.suffix}}' for a project file"), "\(project)")
        #expect(
            manifestErrors(Self.manifest + "declares: [\"{{#options.wide}}Wide{{/options.wide}}\"]\n").contains(
                "is not a type name made from"))
    }

    @Test func aPatternExpandsWithTheSpecsOptions() {
        let options: [String: SpecOptionValue] = ["namedAfter": .string("view"), "wide": .boolean(false), "suffix": .string("Store")]
        #expect(
            TypePattern.expanded(
                "{{feature}}{{#options.namedAfterView}}View{{/options.namedAfterView}}Intent", feature: "A", options: options)
                == "AViewIntent")
        #expect(
            TypePattern.expanded("{{feature}}{{^options.namedAfterView}}Plain{{/options.namedAfterView}}", feature: "A", options: options)
                == "A")
        #expect(TypePattern.expanded("{{#options.wide}}{{feature}}Wide{{/options.wide}}", feature: "A", options: options) == "")
        #expect(TypePattern.expanded("{{feature}}{{options.suffix}}", feature: "A", options: options) == "AStore")
        #expect(TypePattern.expanded("{{subview}}", feature: "A", subview: "B", options: options) == "B")
        #expect(!TypePattern.isSubviewPattern("{{feature}}") && TypePattern.isSubviewPattern("{{^options.x}}{{subview}}{{/options.x}}"))
    }
}
