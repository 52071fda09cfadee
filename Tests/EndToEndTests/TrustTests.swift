import FeaturegenCore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Commands that used to report success while the project was broken or the request was
/// ignored: each now fails, applies what it was asked, or says what to do.
@Suite(.serialized) struct TrustTests {
    private func exists(_ app: Featuregen, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: app.folder.appendingPathComponent(path).path)
    }

    // MARK: - new

    @Test func newRunsTheProjectWideValidationAndWritesNothingWhenItFails() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write(
            "Specs/ProductCard.yaml",
            "feature: ProductCard\nsubviews:\n  ProductCardHeader:\n    actions: [onTap]\nroutes:\n  - productDetails: { module: ProductDetails, input: { article: String } }\n"
        )
        #expect(try app.run("generate").status == 0)
        let before = try app.snapshot()

        let clash = try app.run("new", "ProductCardHeader")
        #expect(clash.status == 2)
        #expect(clash.errors.contains("subview 'ProductCardHeader' collides with feature of the same name"))
        let route = try app.run("new", "ProductDetails")
        #expect(route.status == 2)
        #expect(route.errors.contains("route 'productDetails' passes (article: String) but ProductDetails takes"))
        #expect(try app.snapshot() == before, "a failed new wrote files")
        #expect(try app.run("check").status == 0)
    }

    @Test func anErrorAboutTheNameGivenToNewNamesTheCommandLine() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let result = try app.run("new", "String")
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: featuregen new String: feature name 'String' would shadow"), "\(result.errors)")
        #expect(!result.errors.contains("Specs/String.yaml"))
        #expect(!exists(app, "Specs/String.yaml"))
    }

    // MARK: - init on an existing project

    @Test func initAppliesExplicitOptionsInPlaceKeepingTheUsersLines() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try app.write("featuregen.yml", try app.read("featuregen.yml") + "# my own note\n")

        let result = try app.run("init", "--observation", "observable", "--access", "public")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("updated   featuregen.yml (observation: observable, access: public)"))
        let config = try app.read("featuregen.yml")
        #expect(config.contains("\nobservation: observable\n") && config.contains("\naccess: public\n"))
        #expect(config.hasSuffix("# my own note\n"))
        #expect(try app.run("check").status == 1, "the features are stale until generate")
        #expect(try app.run("generate").status == 0)
        #expect(try app.read("Features/Profile/ProfileState.swift").contains("@Observable"))
    }

    @Test func initCopyTemplatesPointsTheConfigAtTheCopy() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let result = try app.run("init", "--copy-templates")
        #expect(result.status == 0)
        #expect(try app.read("featuregen.yml").contains("\ntemplates: Templates/mvvm"))
        // An edit to the copy is used.
        let router = "Templates/mvvm/FeatureRouter.swift.mustache"
        try app.write(router, try app.read(router).replacingOccurrences(of: "// MARK: - Routes", with: "// MARK: - Navigation"))
        try app.run("new", "Profile")
        #expect(try app.read("Features/Profile/ProfileRouter.swift").contains("// MARK: - Navigation"))
    }

    @Test func initRefusesToMoveAnExistingProjectsFolders() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let before = try app.read("featuregen.yml")
        for option in ["--output", "--specs", "--runtime"] {
            let value = option == "--runtime" ? "Other/Runtime.swift" : "Other"
            let result = try app.run("init", option, value)
            #expect(result.status == 2, "\(option)")
            #expect(result.errors.contains("already sets"))
            #expect(result.errors.contains("init does not move a project's files"))
        }
        #expect(try app.read("featuregen.yml") == before)
        // The same value as the project's is no change, and fine.
        #expect(try app.run("init", "--output", "Features").status == 0)
    }

    // MARK: - check

    @Test func checkFailsOnSkippedFilesAndSaysToAdopt() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent(".featuregen/base/Features/Profile/ProfileView.swift"))
        try app.write("Features/Profile/ProfileView.swift", try app.read("Features/Profile/ProfileView.swift") + "// mine\n")
        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(check.errors.contains("ProfileView.swift: error: featuregen has no record of writing this file; run 'featuregen adopt'"))
        #expect(!check.errors.contains("; run 'featuregen generate'\n"))
    }

    @Test func checkFailsOnTheFilesOfARenamedFeature() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try app.write(
            "Specs/Profile.yaml", try app.read("Specs/Profile.yaml").replacingOccurrences(of: "feature: Profile", with: "feature: Account"))
        try FileManager.default.moveItem(
            at: app.folder.appendingPathComponent("Specs/Profile.yaml"), to: app.folder.appendingPathComponent("Specs/Account.yaml"))
        #expect(try app.run("generate").status == 0)
        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(check.errors.contains("Features/Profile/ProfileView.swift: error: no spec generates this file any more"))
        #expect(check.errors.contains("featuregen generate --prune"))
        #expect(try app.run("generate", "--prune").status == 0)
        #expect(try app.run("check").status == 0)
    }

    @Test func aFeatureRenamedInCaseOnlyIsRenamedWhereTheDiskFoldsCase() throws {
        let app = try Featuregen.inCaseFoldingFolder()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Newslist")
        try app.write(
            "Specs/Newslist.yaml",
            try app.read("Specs/Newslist.yaml").replacingOccurrences(of: "feature: Newslist", with: "feature: NewsList\nwas: Newslist"))
        let generate = try app.run("generate")
        #expect(generate.status == 0, "\(generate.errors)")
        #expect(generate.output.contains("(renamed from Features/Newslist/NewslistView.swift)"), "\(generate.output)")
        let features = try FileManager.default.contentsOfDirectory(atPath: app.folder.appendingPathComponent("Features").path)
        #expect(features.sorted() == ["NewsList", "Runtime"])
        let check = try app.run("check")
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        let prune = try app.run("generate", "--prune")
        #expect(prune.status == 0)
        #expect(!prune.output.contains("removed"), "\(prune.output)")
        #expect(try app.read("Features/NewsList/NewsListView.swift").contains("struct NewsListView"))
    }

    @Test func checkNamesEveryLeftoverMarkerLine() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        let path = "Features/Profile/ProfileRouter.swift"
        try app.write(
            path, try app.read(path).replacingOccurrences(of: "    init() {}\n", with: "    init() {}\n=======\n>>>>>>> featuregen\n"))
        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(check.errors.contains("\(path):12: error: conflict marker"))
        #expect(check.errors.contains("\(path):13: error: conflict marker"))
        #expect(check.errors.contains("resolve the conflict markers"))
    }

    // MARK: - Summaries

    @Test func summariesCountWhatHappened() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let initialized = try app.run("init")
        #expect(initialized.output.contains("featuregen: 6 files: 6 created; 1 folder created\n"), "\(initialized.output)")
        try app.run("new", "Profile")
        try app.write(
            "Specs/Profile.yaml",
            try app.read("Specs/Profile.yaml").replacingOccurrences(of: "  - viewDidLoad\n", with: "  - viewDidLoad\n  - refresh\n"))
        let dryRun = try app.run("generate", "--dry-run")
        #expect(dryRun.output.contains("would change 2 of "), "the view model and its tests: \(dryRun.output)")
        let single = try app.run("generate", "Specs/Profile.yaml")
        #expect(single.status == 0)
        #expect(!single.output.contains(" 1 files"))
    }

    // MARK: - Warnings

    @Test func warningsAreShownAndChangeTheExitCodeOnlyWhenAskedTo() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write(
            "Specs/Profile.yaml",
            "feature: Account\nroutes:\n  - settings: { module: Setings }\n  - help: { module: HelpCenter, external: true }\n")
        try app.write("Specs/Settings.yaml", "feature: Settings\n")
        for command in ["validate", "generate", "check"] {
            let result = try app.run(command)
            #expect(result.status == 0, "\(command): \(result.errors)")
            #expect(
                result.errors.contains("Specs/Profile.yaml:1:10: warning: feature 'Account' is declared in 'Profile.yaml'"), "\(command)")
            #expect(
                result.errors.contains(
                    "Specs/Profile.yaml:3:5: warning: route 'settings' shows module 'Setings', which no spec of this project declares"))
            #expect(result.errors.contains("did you mean 'Settings'?"))
            #expect(result.errors.contains("add 'external: true' to the route"))
            #expect(!result.errors.contains("HelpCenter"), "an external route is meant")
        }
        try app.write("Specs/Settings.yaml", "feature: Settings\nstate:\n  title: String\n")
        let before = try app.snapshot()
        for command in ["validate", "generate", "check"] {
            let strict = try app.run(command, "--warnings-as-errors")
            #expect(strict.status == 2, "\(command)")
            #expect(strict.errors.contains("2 warnings treated as errors"))
        }
        #expect(try app.snapshot() == before, "--warnings-as-errors wrote files")
    }

    // MARK: - Templates

    @Test func anUnknownNameInACustomTemplateIsAnErrorAndNothingIsWritten() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--copy-templates")
        try app.run("new", "Profile")
        let router = "Templates/mvvm/FeatureRouter.swift.mustache"
        try app.write(
            router, try app.read(router).replacingOccurrences(of: "final class {{feature}}Router", with: "final class {{featur}}Router"))
        try app.write("Specs/Profile.yaml", try app.read("Specs/Profile.yaml") + "  - openHelp\n")
        let before = try app.snapshot()
        let result = try app.run("generate")
        #expect(result.status == 2)
        #expect(result.errors.contains("Templates/mvvm/FeatureRouter.swift.mustache:"), "\(result.errors)")
        #expect(result.errors.contains("error: unknown name 'featur'"))
        #expect(result.errors.contains("did you mean 'feature'?"))
        #expect(try app.snapshot() == before)
    }

    @Test func aTemplatePathOnFeaturegensOwnPlacesIsRefusedAtItsLineByEveryCommand() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--copy-templates")
        try app.run("new", "Profile")
        let manifest = "Templates/mvvm/architecture.yaml"
        let original = try app.read(manifest)
        let replacements = [
            ("{{runtime}}", ".featuregen/cache"),
            ("{{output}}/{{feature}}/{{feature}}View.swift", ".FeatureGen/base/{{output}}/{{feature}}/{{feature}}View.swift"),
            ("{{output}}/{{feature}}/{{feature}}.swift", "Specs/{{feature}}.yaml"),
            ("{{runtime}}", "featuregen.yml"),
        ]
        for (pattern, bad) in replacements {
            let edited = original.replacingOccurrences(of: "path: \"\(pattern)\"", with: "path: \"\(bad)\"")
            try #require(edited != original)
            try app.write(manifest, edited)
            let line = try #require(edited.components(separatedBy: "\n").firstIndex { $0.contains("\"\(bad)\"") }) + 1
            let before = try app.snapshot()
            for command in [["generate"], ["generate", "Profile"], ["check"], ["new", "Other"]] {
                let result = try app.execute(Featuregen.binary, command)
                #expect(result.status == 2, "\(command) with \(bad)")
                #expect(result.errors.contains("\(manifest):\(line):"), "\(command): \(result.errors)")
                #expect(result.errors.contains("error: file path '\(bad)'"), "\(command): \(result.errors)")
                #expect(
                    result.errors.contains("featuregen keeps its records") || result.errors.contains("is inside the specs folder")
                        || result.errors.contains("is the project's settings file"), "\(command): \(result.errors)")
            }
            #expect(try app.snapshot() == before, "a refused run wrote files (\(bad))")
        }
        try app.write(manifest, original)
        #expect(try app.run("check").status == 0)
    }

    @Test func aConfigPathOnFeaturegensOwnPlacesIsRefusedAtItsLine() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        let original = try app.read("featuregen.yml")
        let settings = [
            ("output: Features", "output: .featuregen/base/Features", "'output' '.featuregen/base/Features' is inside .featuregen/"),
            (
                "runtime: Features/Runtime/Module.swift", "runtime: .FeatureGen/Module.swift",
                "'runtime' '.FeatureGen/Module.swift' is inside"
            ),
            ("output: Features", "output: Specs/Generated", "'output' 'Specs/Generated' is inside the specs folder, 'Specs'"),
        ]
        for (setting, bad, message) in settings {
            let edited = original.replacingOccurrences(of: "\n\(setting)\n", with: "\n\(bad)\n")
            try #require(edited != original)
            try app.write("featuregen.yml", edited)
            let line = try #require(edited.components(separatedBy: "\n").firstIndex { $0 == bad }) + 1
            let column = bad.distance(from: bad.startIndex, to: bad.firstIndex(of: " ")!) + 2
            let before = try app.snapshot()
            for command in [["generate"], ["check"], ["validate"], ["new", "Other"]] {
                let result = try app.execute(Featuregen.binary, command)
                #expect(result.status == 2, "\(command) with \(bad)")
                #expect(result.errors.contains("featuregen.yml:\(line):\(column): error: \(message)"), "\(command): \(result.errors)")
            }
            #expect(try app.snapshot() == before, "a refused run wrote files (\(bad))")
        }
    }

    // MARK: - Renames

    @Test func aFeatureRenameFromALiveFeatureOrTwiceFromOneIsRefusedByEveryCommand() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Cart")
        try app.write("Specs/Basket.yaml", "feature: Basket\nwas: Cart\n")
        let commands = [
            ["generate"], ["generate", "Basket"], ["check"], ["validate"], ["validate", "Specs/Basket.yaml"], ["new", "Other"],
        ]
        var before = try app.snapshot()
        for command in commands {
            let result = try app.execute(Featuregen.binary, command)
            #expect(result.status == 2, "\(command)")
            #expect(
                result.errors.contains(
                    "Specs/Basket.yaml:2:6: error: feature 'Basket' was 'Cart', but a spec still declares feature 'Cart'"),
                "\(command): \(result.errors)")
            #expect(result.errors.contains("Specs/Cart.yaml:"), "a note at Cart's spec: \(result.errors)")
        }
        #expect(try app.snapshot() == before, "a refused run wrote files")

        try FileManager.default.removeItem(at: app.folder.appendingPathComponent("Specs/Cart.yaml"))
        try app.write("Specs/Store.yaml", "feature: Store\nwas: Cart\n")
        before = try app.snapshot()
        for command in commands + [["generate", "Store"]] {
            let result = try app.execute(Featuregen.binary, command)
            #expect(result.status == 2, "\(command)")
            #expect(result.errors.contains("both say they were 'Cart'"), "\(command): \(result.errors)")
        }
        #expect(try app.snapshot() == before, "a refused run wrote files")

        // One rename is a rename.
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent("Specs/Store.yaml"))
        let renamed = try app.run("generate")
        #expect(renamed.status == 0, "\(renamed.errors)")
        #expect(renamed.output.contains("(renamed from Features/Cart/CartView.swift)"), "\(renamed.output)")
    }

    // MARK: - One run at a time

    @Test func aSecondRunWaitsForTheFirstAndThenCompletes() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try app.write("Specs/Profile.yaml", try app.read("Specs/Profile.yaml") + "  - openHelp\n")

        // This test holds the lock, as a first run would: the file is named after the
        // project's real path, in the temporary folder.
        let descriptor = open(ProjectLock.lockFile(for: app.folder).path, O_RDWR | O_CREAT, 0o666)
        #expect(flock(descriptor, LOCK_EX) == 0)
        let process = Process()
        process.executableURL = Featuregen.binary
        process.arguments = ["generate"]
        process.currentDirectoryURL = app.folder
        let errors = Pipe(), output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        try process.run()
        Thread.sleep(forTimeInterval: 0.8)
        #expect(process.isRunning, "the second run did not wait")
        #expect(!(try app.read("Features/Profile/ProfileRouter.swift").contains("openHelp")), "it wrote while the lock was held")
        flock(descriptor, LOCK_UN)
        close(descriptor)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(errorText.contains("waiting for another featuregen run"))
        #expect(try app.read("Features/Profile/ProfileRouter.swift").contains("func openHelp()"))
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent(".featuregen/lock").path))
    }

    // MARK: - Diagnostics that lead to the fix

    @Test func typeTyposGetADidYouMeanAndKnockOnErrorsAreNotReported() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write(
            "Specs/Profile.yaml",
            "feature: Profile\ntypes:\n  Badge: [new, hit]\nstate:\n  quantity: Strng\n  count: int\n  flag: Bol?\n  badge: { type: Bagde, initial: .new }\n  title: { tpye: String }\n"
        )
        let result = try app.run("validate")
        #expect(result.status == 2)
        #expect(result.errors.contains("Specs/Profile.yaml:5:3: error: state field 'quantity' has type 'Strng'"), "\(result.errors)")
        #expect(result.errors.contains("did you mean 'String'?"))
        #expect(result.errors.contains("did you mean 'Int'?"))
        #expect(result.errors.contains("Specs/Profile.yaml:7:3: warning: 'Bol' in 'Bol?' is no type featuregen knows"))
        #expect(result.errors.contains("did you mean 'Bool'?"))
        #expect(result.errors.contains("did you mean 'Badge'?"), "the spec's own types are known")
        #expect(result.errors.contains("unknown key 'tpye'"))
        #expect(!result.errors.contains("has no 'type'"), "a knock-on error of the misspelt key")
    }

    @Test func aTypeThatYAMLReadsAsAListSaysHowToQuoteIt() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write("Specs/Profile.yaml", "feature: Profile\nstate:\n  maybe: [URL]?\n")
        let result = try app.run("validate")
        #expect(result.status == 2)
        #expect(result.errors.contains("Specs/Profile.yaml:3:"))
        #expect(result.errors.contains("quote the type: maybe: \"[URL]?\""), "\(result.errors)")
    }

    // MARK: - Paths

    @Test func specsAreFoundByFeatureNameAndFromASubfolder() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Cart")
        try FileManager.default.createDirectory(at: app.folder.appendingPathComponent("Features/Deep"), withIntermediateDirectories: true)
        let sub = Featuregen(folder: app.folder.appendingPathComponent("Features/Deep"))
        #expect(try sub.run("generate", "Cart").status == 0)
        #expect(try sub.run("generate", "Specs/Cart.yaml").status == 0)
        #expect(try app.run("generate", "Cart").status == 0)
        let typo = try app.run("generate", "Crat")
        #expect(typo.status == 2)
        #expect(typo.errors.contains("no spec 'Crat'"))
        #expect(typo.errors.contains("did you mean 'Cart'?"))
        let missing = try app.run("generate", "--project", "Nowhere")
        #expect(missing.status == 2)
        #expect(missing.errors.contains("no featuregen.yml in Nowhere"))
    }

    // MARK: - Derived state

    @Test func derivedFieldsAreComputedPropertiesThatSubviewsTakeWithFrom() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write(
            "Specs/Card.yaml",
            """
            feature: Card
            types:
              Position: [top, bottom]
            state:
              position: { type: Position, initial: .bottom }
              headerOpacity: { type: Double, derived: "position == .top ? 1 : 0" }
            subviews:
              CardHeader:
                state:
                  opacity: { from: headerOpacity }
                  headerOpacity: Double

            """)
        let result = try app.run("generate")
        #expect(result.status == 0, "\(result.errors)")
        let state = try app.read("Features/Card/CardState.swift")
        #expect(state.contains("    var headerOpacity: Double {\n        position == .top ? 1 : 0\n    }"))
        #expect(!state.contains("headerOpacity = "), "a derived field is not stored")
        #expect(state.contains("opacity: headerOpacity,"))
        #expect(try app.read("Features/Card/Components/CardHeader.swift").contains("let opacity: Double"))

        try app.write(
            "Specs/Card.yaml",
            "feature: Card\nstate:\n  x: { type: Int, derived: \"1\", initial: 2 }\n  y: { type: Int, derived: \"2\" }\nsubviews:\n  CardHeader:\n    binding: true\n    state:\n      y: { from: y, writable: true }\n"
        )
        let bad = try app.run("validate")
        #expect(bad.status == 2)
        #expect(bad.errors.contains("state field 'x' is derived: it is computed from the state, so it takes no 'initial'"))
        #expect(bad.errors.contains("field 'y' of 'CardHeader' is writable, but state field 'y' is derived"))
    }
}
