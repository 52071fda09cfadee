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
        let subview = try #require(files["Features/Album/Components/ImageView.swift"])
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
