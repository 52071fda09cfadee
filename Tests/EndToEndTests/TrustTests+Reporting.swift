import Foundation
import Testing

/// What a run prints: the summary, warnings and their exit code, and diagnostics that lead to the
/// fix.
extension TrustTests {
    // MARK: - Summaries

    @Test func summariesCountWhatHappened() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let initialized = try app.run("init")
        #expect(initialized.output.contains("featuregen: 7 files: 7 created; 1 folder created\n"), "\(initialized.output)")
        try app.run("new", "Profile")
        try app.write(
            "Specs/Profile.yaml",
            try app.read("Specs/Profile.yaml").replacingOccurrences(of: "  - viewDidLoad\n", with: "  - viewDidLoad\n  - refresh\n"))
        let dryRun = try app.run("generate", "--dry-run")
        #expect(dryRun.output.contains("would change 3 of "), "the view model, its tests and the view's Refresh button: \(dryRun.output)")
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
}
