import Foundation
import Testing

/// Output for the tools around featuregen: CI annotations, JSON, and the module graph.
@Suite(.serialized) struct ToolingTests {
    @Test func diagnosticsAsGitHubAnnotationsAndJSONLines() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write("Specs/Profile.yaml", "feature: Profile\nstate:\n  count: int\n  flag: Bol?\n")
        for command in ["validate", "generate", "check"] {
            let github = try app.run(command, "--diagnostics-format", "github")
            #expect(github.status == 2)
            #expect(
                github.errors.contains("::error file=Specs/Profile.yaml,line=3,col=3::state field 'count' has type 'int'"),
                "\(github.errors)")
            #expect(github.errors.contains("%0Anote: did you mean 'Int'?"))
            #expect(github.errors.contains("::warning file=Specs/Profile.yaml,line=4,col=3::"))

            let json = try app.run(command, "--diagnostics-format", "json")
            let lines = json.errors.split(separator: "\n")
            #expect(lines.count == 2)
            let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
            #expect(first?["severity"] as? String == "error")
            #expect((first?["location"] as? [String: Any])?["line"] as? Int == 3)
        }
        // The default stays the compiler's format.
        #expect(try app.run("validate").errors.hasPrefix("Specs/Profile.yaml:3:3: error: "))
    }

    /// With `--diagnostics-format json`, every line a command writes to standard error is a JSON
    /// object of one shape, summaries and usage errors included; `github` makes each an
    /// annotation.
    @Test func everyLineOnStandardErrorFollowsTheFormat() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try app.write("Specs/Cart.yaml", "feature: Cart\noutput:\n  didBuy: (count: Int)\n")
        try app.write("Features/Profile/ProfileRouter.swift", try app.read("Features/Profile/ProfileRouter.swift") + "// edited\n")
        try app.write("Features/Profile/Stray.swift", "// left behind\n")
        let runs: [[String]] = [
            ["check"], ["generate", "Nope"], ["validate", "--warnings-as-errors"], ["generate", "--bogus"],
            ["check", "--project", "nowhere"], ["new", "lowercase"], ["schema", "--bogus"], ["completions", "tcsh"],
        ]
        for run in runs {
            let json = try app.run(run + ["--diagnostics-format", "json"])
            #expect(json.status != 0, "\(run)")
            let lines = json.errors.split(separator: "\n")
            #expect(!lines.isEmpty, "\(run)")
            for line in lines {
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                #expect(Set(object?.keys.map { $0 } ?? []) == ["severity", "location", "message", "notes"], "\(run): \(line)")
            }
            let github = try app.run(run + ["--diagnostics-format", "github"])
            for line in github.errors.split(separator: "\n") {
                #expect(line.hasPrefix("::error") || line.hasPrefix("::warning") || line.hasPrefix("::notice"), "\(run): \(line)")
            }
        }
    }

    /// The options the README promises every command: `--project`, `--warnings-as-errors`,
    /// `--quiet`, `--diagnostics-format`.
    @Test func everyCommandTakesTheGlobalOptions() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let global = ["--project", ".", "--warnings-as-errors", "--quiet", "--diagnostics-format", "json"]
        let commands: [[String]] = [
            ["init"], ["new", "Profile"], ["generate"], ["adopt"], ["check"], ["validate"], ["graph"], ["schema"],
            ["schema", "--config"], ["completions", "zsh"],
        ]
        for command in commands {
            let run = try app.run(command + global)
            #expect(run.status == 0, "\(command): \(run.errors)")
        }
    }

    @Test func conflictsAndCheckProblemsAreAnnotationsToo() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        let path = "Features/Profile/ProfileRouter.swift"
        try app.write(path, try app.read(path).replacingOccurrences(of: "    init() {}\n", with: "    init() {}\n=======\n"))
        let check = try app.run("check", "--diagnostics-format", "github")
        #expect(check.status == 1)
        #expect(check.errors.contains("::error file=\(path),line=12,col=1::conflict marker"), "\(check.errors)")
    }

    @Test func theGraphDrawsRoutesBetweenFeatures() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write(
            "Specs/Catalog.yaml",
            "feature: Catalog\nroutes:\n  - openCart: { module: Cart, presentation: present }\n  - help: { module: HelpCenter, external: true }\n  - dismiss\n"
        )
        try app.write("Specs/Cart.yaml", "feature: Cart\nroutes:\n  - checkout: { module: Checkout }\n")
        let mermaid = try app.run("graph")
        #expect(mermaid.status == 0)
        #expect(mermaid.output.hasPrefix("flowchart LR\n"))
        #expect(mermaid.output.contains("    Catalog -->|\"openCart (present)\"| Cart\n"))
        #expect(mermaid.output.contains("    HelpCenter[\"HelpCenter (hand-written)\"]:::outside\n"))
        #expect(mermaid.output.contains("    Checkout[\"Checkout (no spec declares it)\"]:::outside\n"))
        #expect(!mermaid.output.contains("dismiss"))
        let dot = try app.run("graph", "--format", "dot")
        #expect(dot.output.hasPrefix("digraph features {"))
        #expect(dot.output.contains("    \"Cart\" -> \"Checkout\" [label=\"checkout (push)\"];"))
        #expect(dot.output.contains("\"Checkout\" [style=dashed"))
    }

    @Test func quietPrintsOnlyWhatChangesAndPipesGetNoColour() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try app.write("Specs/Profile.yaml", try app.read("Specs/Profile.yaml") + "  - openHelp\n")
        let quiet = try app.run("generate", "--quiet")
        #expect(quiet.status == 0)
        #expect(
            quiet.output == "updated   Features/Profile/ProfileRouter.swift\nfeaturegen: 11 files: 1 updated, 10 unchanged\n",
            "\(quiet.output)")
        #expect(!quiet.output.contains("\u{1B}["), "no colour when standard output is not a terminal")
    }

    @Test func theStarterSpecPointsTheEditorAtTheSchemaInitWrote() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--specs", "App/Specs")
        try app.run("new", "Profile")
        let spec = try app.read("App/Specs/Profile.yaml")
        let first = try #require(spec.split(separator: "\n").first)
        #expect(first == "# yaml-language-server: $schema=../../.featuregen/schema/spec.json")
        #expect(try app.read(".featuregen/schema/spec.json") == app.run("schema").output)
        #expect(try app.read(".featuregen/schema/config.json") == app.run("schema", "--config").output)
        // Running init again changes nothing.
        #expect(try app.run("init").output.contains("featuregen: 2 files: 2 unchanged"))
    }

    @Test func completionScriptsForEachShell() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let expected = [
            "bash": "complete -o filenames -F _featuregen featuregen", "zsh": "#compdef featuregen", "fish": "complete -c 'featuregen'",
        ]
        for (shell, marker) in expected {
            let script = try app.run("completions", shell)
            #expect(script.status == 0)
            #expect(script.output.contains(marker), "\(shell)")
            // Every subcommand completes.
            #expect(["init", "new", "generate", "adopt", "check", "validate", "graph", "schema"].allSatisfy(script.output.contains))
        }
        #expect(try app.run("completions", "tcsh").status == 2)
    }
}
