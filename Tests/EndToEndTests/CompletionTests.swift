import Foundation
import Testing

/// Shell completion as a user's shell runs it: bash sources the script `completions bash`
/// prints and asks featuregen for the words of a spec argument.
@Suite(.serialized) struct CompletionTests {
    /// The words bash offers after `featuregen <words>`, completing the last one.
    private func offered(_ words: [String], in app: Featuregen, script: String) throws -> [String] {
        let quoted = ([Featuregen.binary.path] + words).map { "'\($0)'" }.joined(separator: " ")
        let program = """
            source '\(script)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count); COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _featuregen
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try app.execute(URL(fileURLWithPath: "/bin/bash"), ["-c", program])
        #expect(run.status == 0, "\(run.errors)")
        return run.output.split(separator: "\n").map(String.init)
    }

    @Test func specArgumentsCompleteToTheProjectsFeatureNames() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write("Specs/Cart.yaml", "feature: Cart\n")
        try app.write("Specs/Catalog.yaml", "feature: Catalog\n")
        try app.write("Specs/Profile.yaml", "feature: Profile\n")
        let script = app.folder.deletingLastPathComponent().appendingPathComponent("\(app.folder.lastPathComponent).bash")
        defer { try? FileManager.default.removeItem(at: script) }
        try app.run("completions", "bash").output.write(to: script, atomically: true, encoding: .utf8)

        for command in ["generate", "validate", "adopt"] {
            #expect(try offered([command, "Ca"], in: app, script: script.path) == ["Cart", "Catalog"], "\(command)")
            #expect(try offered([command, ""], in: app, script: script.path) == ["Cart", "Catalog", "Profile"], "\(command)")
        }
        // From outside the project, `--project` names it.
        let elsewhere = try Featuregen()
        defer { elsewhere.remove() }
        #expect(try offered(["generate", "--project", app.folder.path, "P"], in: elsewhere, script: script.path) == ["Profile"])
        // No project: nothing offered, and no error in the middle of the typing.
        #expect(try offered(["generate", ""], in: elsewhere, script: script.path) == [])
        // Completing writes nothing.
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.folder.path).isEmpty)
    }
}
