import Testing

@testable import FeaturegenCore

/// A project's own places — `featuregen.yml`, `.featuregen/`, the specs folder — are never a
/// generated file's path, whether a manifest's pattern or `featuregen.yml` puts it there: the
/// error is at the line that does, and nothing is written.
@Suite struct ReservedPathTests {
    /// The built-in mvvm manifest, with the path of one file replaced.
    private func manifest(replacing path: String, with newPath: String) throws -> String {
        let text = try #require(TemplateSet.builtInFiles(of: "mvvm").first { $0.name == ArchitectureManifest.fileName }?.text)
        try #require(text.contains("path: \"\(path)\""))
        return text.replacingOccurrences(of: "path: \"\(path)\"", with: "path: \"\(newPath)\"")
    }

    /// A project on disk in memory: `featuregen.yml`, the specs, and the files given.
    private func project(config: String = "templates: Templates/mvvm\n", files: [String: String]) throws(DiagnosticsError) -> Project {
        var all = files
        all[ProjectConfig.fileName] = config
        return try Project.load(from: MemoryFileSystem(files: all))
    }

    /// Runs `generate`; the diagnostics it fails with, or "" when it succeeds.
    private func generate(_ project: Project) -> String {
        do {
            let generator = Generator(project: project)
            try generator.apply(try generator.plan())
            return ""
        } catch {
            return "\(error)"
        }
    }

    /// One file path of the mvvm manifest replaced, the path it then gives, and why that is refused.
    struct BadPattern: Sendable, CustomTestStringConvertible {
        var pattern: String
        var replacement: String
        var expanded: String
        var problem: String
        var testDescription: String { replacement }
    }

    static let badPatterns = [
        // The run cache, a base record, the settings file: inside the store, or the settings.
        BadPattern(
            pattern: "{{runtime}}", replacement: ".featuregen/cache", expanded: ".featuregen/cache",
            problem: "is inside .featuregen/, where featuregen keeps its records"),
        BadPattern(
            pattern: "{{output}}/{{feature}}/{{feature}}View.swift",
            replacement: ".featuregen/base/{{output}}/{{feature}}/{{feature}}View.swift",
            expanded: ".featuregen/base/Features/Cart/CartView.swift", problem: "is inside .featuregen/"),
        // Case ignored: on macOS this is the same folder.
        BadPattern(
            pattern: "{{output}}/{{feature}}/{{feature}}View.swift", replacement: ".FeatureGen/Base/{{feature}}View.swift",
            expanded: ".FeatureGen/Base/CartView.swift", problem: "is inside .featuregen/"),
        BadPattern(
            pattern: "{{runtime}}", replacement: "FeatureGen.yml", expanded: "FeatureGen.yml",
            problem: "is the project's settings file, featuregen.yml"),
        // A spec, and anything else in the specs folder.
        BadPattern(
            pattern: "{{output}}/{{feature}}/{{feature}}.swift", replacement: "Specs/{{feature}}.yaml", expanded: "Specs/Cart.yaml",
            problem: "is inside the specs folder, 'Specs'"),
        BadPattern(
            pattern: "{{output}}/{{feature}}/{{feature}}.swift", replacement: "specs/{{feature}}.swift", expanded: "specs/Cart.swift",
            problem: "is inside the specs folder"),
        // Only bad once the feature's name is in: `.{{feature}}` for feature Featuregen.
        BadPattern(
            pattern: "{{output}}/{{feature}}/{{feature}}IO.swift", replacement: ".{{feature}}/cache", expanded: ".Featuregen/cache",
            problem: "is inside .featuregen/"),
    ]

    @Test(arguments: badPatterns)
    func aManifestPathOnAProjectsOwnPlaceIsRefusedAtItsLine(_ bad: BadPattern) throws {
        let feature = bad.replacement.contains(".{{feature}}") ? "Featuregen" : "Cart"
        let manifest = try manifest(replacing: bad.pattern, with: bad.replacement)
        let files = ["Templates/mvvm/architecture.yaml": manifest, "Specs/\(feature).yaml": "feature: \(feature)\n"]
        let project = try project(files: files)
        let errors = generate(project)
        let line =
            try #require(
                manifest.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("\"\(bad.replacement)\"") }) + 1
        #expect(errors.contains("Templates/mvvm/architecture.yaml:\(line):"), "\(errors)")
        let subject = bad.replacement == bad.expanded ? "" : " gives '\(bad.expanded)' for feature '\(feature)', which"
        #expect(errors.contains("error: file path '\(bad.replacement)'\(subject) \(bad.problem)"), "\(errors)")
        let written = (project.fileSystem as! MemoryFileSystem).paths
        #expect(Set(written) == Set(files.keys).union([ProjectConfig.fileName]), "wrote \(written)")
    }

    @Test func aManifestPathLeavingTheProjectIsRefusedAtItsLineToo() throws {
        let manifest = try manifest(replacing: "{{output}}/{{feature}}/{{feature}}Router.swift", with: "../{{feature}}Router.swift")
        let errors = generate(try project(files: ["Templates/mvvm/architecture.yaml": manifest, "Specs/Cart.yaml": "feature: Cart\n"]))
        #expect(
            errors.contains(
                "Templates/mvvm/architecture.yaml:13:60: error: file path '../{{feature}}Router.swift': it leads outside the project ('..')"
            ), "\(errors)")
        // Once, where the manifest is read: not again for each path it gives.
        #expect(errors.components(separatedBy: "leads outside").count == 2, "\(errors)")
    }

    /// Each mistake in a manifest's paths and templates is said at its own place, in a
    /// sentence about that mistake.
    @Test func manifestMistakesAreReportedAtTheirPlaceInTheirOwnWords() throws {
        func errors(_ pattern: String, with replacement: String) throws -> String {
            let manifest = try manifest(replacing: pattern, with: replacement)
            return generate(try project(files: ["Templates/mvvm/architecture.yaml": manifest, "Specs/Cart.yaml": "feature: Cart\n"]))
        }
        let router = "{{output}}/{{feature}}/{{feature}}Router.swift"
        #expect(
            try errors(router, with: ".").contains(
                "architecture.yaml:13:60: error: file path '.': it names a folder, not a file"))
        #expect(
            try errors(router, with: "{{output}}/").contains("error: file path '{{output}}/': it names a folder, not a file"))
        #expect(
            try errors(router, with: "/tmp/{{feature}}Router.swift").contains(
                "architecture.yaml:13:60: error: file path '/tmp/{{feature}}Router.swift': it is absolute"))
        let caseOnly = try errors(router, with: "{{output}}/{{feature}}/{{feature}}VIEW.swift")
        #expect(
            caseOnly.contains(
                "architecture.yaml:13:60: error: generated files 'Features/Cart/CartView.swift' and 'Features/Cart/CartVIEW.swift' differ only in case: on a Mac they are one file (both of feature 'Cart')"
            ), "\(caseOnly)")
        #expect(caseOnly.contains("architecture.yaml:12:58: note: the other's path is declared here"), "\(caseOnly)")
        let renamed = try manifest(replacing: router, with: router).replacingOccurrences(
            of: "template: FeatureRouter.swift", with: "template: FeatureRouterX.swift")
        let missing = generate(try project(files: ["Templates/mvvm/architecture.yaml": renamed, "Specs/Cart.yaml": "feature: Cart\n"]))
        #expect(
            missing.contains("architecture.yaml:13:17: error: no template 'FeatureRouterX.swift.mustache' for architecture 'mvvm'"),
            "\(missing)")
        let empty = generate(try project(files: ["Templates/mvvm/architecture.yaml": "", "Specs/Cart.yaml": "feature: Cart\n"]))
        #expect(empty.contains("architecture.yaml:1:1: error: the manifest is empty"), "\(empty)")
        let runtime = Result { () throws(DiagnosticsError) in
            try ConfigDecoder().decode(
                YAMLLoader(document: .config).load(Array("specs: Specs\nruntime: Runtime.txt\n".utf8), file: "featuregen.yml"))
        }
        #expect(
            (try? runtime.get()) == nil
                && "\(runtime)".contains("featuregen.yml:2:10: error: 'runtime' names the Swift file the runtime is written to"),
            "\(runtime)")
    }

    @Test func onePatternGivingManyBadPathsIsOneError() throws {
        let files = [
            "Templates/mvvm/architecture.yaml": try manifest(
                replacing: "{{output}}/{{feature}}/{{feature}}.swift", with: ".featuregen/{{feature}}.swift"),
            "Specs/Cart.yaml": "feature: Cart\n", "Specs/Shop.yaml": "feature: Shop\n",
        ]
        let errors = generate(try project(files: files))
        #expect(errors.components(separatedBy: "error: ").count == 2, "\(errors)")
    }

    static let badConfigs = [
        "output: .featuregen/base/Features\n": "featuregen.yml:1:9: error: 'output' '.featuregen/base/Features' is inside .featuregen/",
        "output: ./.FeatureGen\n": "featuregen.yml:1:9: error: 'output' '.FeatureGen' is inside .featuregen/",
        "runtime: .featuregen/Runtime.swift\n": "featuregen.yml:1:10: error: 'runtime' '.featuregen/Runtime.swift' is inside .featuregen/",
        "specs: Specs\noutput: Specs/Generated\n": "featuregen.yml:2:9: error: 'output' 'Specs/Generated' is inside the specs folder",
        "runtime: specs/Module.swift\n": "featuregen.yml:1:10: error: 'runtime' 'specs/Module.swift' is inside the specs folder",
        "specs: Features\n": "featuregen.yml:1:1: error: 'output' 'Features' is inside the specs folder, 'Features'",
    ]

    @Test(arguments: badConfigs)
    func configPathsOnAProjectsOwnPlaceAreRefusedAtTheirLine(config: String, expected: String) {
        do {
            _ = try project(config: config, files: [:])
            Issue.record("accepted \(config)")
        } catch {
            #expect(error.description.contains(expected), "\(error)")
        }
    }

    @Test func specsInTheProjectsOwnFolderOnlyReserveWhatWouldBeReadAsASpec() throws {
        let reserved = ReservedPaths(config: try project(config: "specs: .\n", files: [:]).config)
        #expect(reserved.problem(with: "Features/Cart/Cart.swift") == nil)
        #expect(reserved.problem(with: "Features/Cart/Cart.yaml") != nil)
        #expect(reserved.problem(with: ".featuregen/cache") != nil)
    }
}
