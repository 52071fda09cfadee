import Foundation
import Testing

/// The structural merge through the binary: what a user sees when actions move, when a file
/// is saved with CRLF, when half a conflict block is left, and when `.featuregen/` is lost.
@Suite(.serialized) struct StructuralMergeEndToEndTests {
    let viewModel = "Features/Demo/DemoViewModel.swift"
    let router = "Features/Demo/DemoRouter.swift"

    private func project(actions: [String], routes: [String] = []) throws -> Featuregen {
        let app = try Featuregen()
        try app.run("init")
        try app.write("Specs/Demo.yaml", spec(actions: actions, routes: routes))
        let result = try app.run("generate")
        #expect(result.status == 0, "\(result.errors)")
        return app
    }

    private func spec(actions: [String], routes: [String] = []) -> String {
        var text = "feature: Demo\nstate:\n  count: Int\nactions:\n"
        text += actions.map { "  - \($0)\n" }.joined()
        if !routes.isEmpty { text += "routes:\n" + routes.map { "  - \($0)\n" }.joined() }
        return text
    }

    private func edit(_ app: Featuregen, _ path: String, _ find: String, _ replace: String) throws {
        let text = try app.read(path)
        try #require(text.contains(find), "\(path) has no '\(find)'")
        try app.write(path, text.replacingOccurrences(of: find, with: replace))
    }

    /// The body of `func name` in the file: the lines between its signature and its `}`.
    private func body(of name: String, in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains("func \(name)(") }) else { return [] }
        let end = lines[start...].firstIndex(where: { $0 == "    }" }) ?? start
        return Array(lines[(start + 1)..<end])
    }

    @Test func reorderedActionsAndRoutesKeepTheirBodies() throws {
        let app = try project(actions: ["load", "save", "close"], routes: ["openHelp", "openFAQ"])
        defer { app.remove() }
        try edit(
            app, viewModel, "    private func load() async {\n    }", "    private func load() async {\n        print(\"LOAD\")\n    }")
        try edit(
            app, viewModel, "    private func save() async {\n    }", "    private func save() async {\n        print(\"SAVE\")\n    }")
        try edit(app, router, "    func openFAQ() {\n    }", "    func openFAQ() {\n        print(\"FAQ\")\n    }")
        try app.write("Specs/Demo.yaml", spec(actions: ["share", "save", "load"], routes: ["openFAQ", "openProfile"]))

        let result = try app.run("generate")
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        let text = try app.read(viewModel)
        #expect(body(of: "load", in: text) == ["        print(\"LOAD\")"])
        #expect(body(of: "save", in: text) == ["        print(\"SAVE\")"])
        #expect(body(of: "share", in: text) == [])
        let routes = try app.read(router)
        #expect(body(of: "openFAQ", in: routes) == ["        print(\"FAQ\")"])
        #expect(body(of: "openProfile", in: routes) == [])
        #expect(try app.run("check").status == 0)
    }

    @Test func aRenameDeclaredWithWasCarriesTheCode() throws {
        let app = try project(actions: ["load"])
        defer { app.remove() }
        try edit(
            app, viewModel, "    private func load() async {\n    }", "    private func load() async {\n        print(\"LOAD\")\n    }")
        try app.write("Specs/Demo.yaml", "feature: Basket\nwas: Demo\nstate:\n  count: Int\nactions:\n  - reload: { was: load }\n")
        try FileManager.default.moveItem(
            at: app.folder.appendingPathComponent("Specs/Demo.yaml"), to: app.folder.appendingPathComponent("Specs/Basket.yaml"))

        let result = try app.run("generate")
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("renamed from Features/Demo/DemoViewModel.swift"))
        let text = try app.read("Features/Basket/BasketViewModel.swift")
        #expect(body(of: "reload", in: text) == ["        print(\"LOAD\")"])
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Features/Demo").path))
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent(".featuregen/base/Features/Demo").path))
        #expect(try app.run("check").status == 0)
    }

    @Test func aCRLFFileMergesAndStaysCRLF() throws {
        let app = try project(actions: ["load", "save"])
        defer { app.remove() }
        try edit(
            app, viewModel, "    private func load() async {\n    }", "    private func load() async {\n        print(\"LOAD\")\n    }")
        try app.write(viewModel, try app.read(viewModel).replacingOccurrences(of: "\n", with: "\r\n"))
        try app.write("Specs/Demo.yaml", spec(actions: ["save", "load", "close"]))

        let result = try app.run("generate")
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        let text = try app.read(viewModel)
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "line endings changed")
        #expect(body(of: "load", in: text.replacingOccurrences(of: "\r\n", with: "\n")) == ["        print(\"LOAD\")"])
        #expect(try app.run("check").status == 0)
    }

    @Test(arguments: ["=======", ">>>>>>> featuregen", "<<<<<<< yours"])
    func anyLeftoverMarkerLineFailsCheckAndGenerate(marker: String) throws {
        for ending in ["\n", "\r\n"] {
            let app = try project(actions: ["load"])
            defer { app.remove() }
            let text = try app.read(viewModel).replacingOccurrences(of: "\n", with: ending)
            try app.write(
                viewModel, text.replacingOccurrences(of: "    private func load", with: marker + ending + "    private func load"))
            let check = try app.run("check")
            #expect(check.status == 1, "\(marker) with \(ending.debugDescription)")
            #expect(check.errors.contains("DemoViewModel.swift:"))
            let generate = try app.run("generate")
            #expect(generate.status == 1)
            #expect(try app.read(viewModel).contains(marker), "generate touched a file with markers")
        }
    }

    @Test func adoptTakesOverFilesWithoutABase() throws {
        let app = try project(actions: ["load"])
        defer { app.remove() }
        try edit(
            app, viewModel, "    private func load() async {\n    }", "    private func load() async {\n        print(\"LOAD\")\n    }")
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent(".featuregen"))
        try app.write("Specs/Demo.yaml", spec(actions: ["load", "save: Int"]))

        let skipped = try app.run("generate")
        #expect(skipped.status == 1)
        #expect(skipped.output.contains("featuregen adopt"))
        let check = try app.run("check")
        #expect(check.status == 1)

        let adopted = try app.run("adopt")
        #expect(adopted.status == 0, "\(adopted.output)\(adopted.errors)")
        #expect(adopted.output.contains("adopted   Features/Demo/DemoViewModel.swift"))
        #expect(adopted.output.contains("added: func save(_:) in DemoViewModel"))
        #expect(adopted.output.contains("kept yours: func load() in DemoViewModel"))
        let text = try app.read(viewModel)
        #expect(body(of: "load", in: text) == ["        print(\"LOAD\")"])
        #expect(text.contains("case save(Int)"))
        #expect(try app.run("check").status == 0)

        // Managed again: the next spec edit merges as usual.
        try app.write("Specs/Demo.yaml", spec(actions: ["save: Int", "load"]))
        #expect(try app.run("generate").status == 0)
        #expect(body(of: "load", in: try app.read(viewModel)) == ["        print(\"LOAD\")"])
    }

    @Test func aFileMidEditFallsBackToTheLineMerge() throws {
        let app = try project(actions: ["load"])
        defer { app.remove() }
        try edit(app, viewModel, "    private func load() async {\n    }", "    private func load() async {\n        if true {\n    }")
        try app.write("Specs/Demo.yaml", spec(actions: ["load", "save"]))
        let result = try app.run("generate")
        let text = try app.read(viewModel)
        #expect(text.contains("        if true {"), "the user's half-written line is gone: \(result.output)")
        #expect(text.contains("func save()"))
    }
}
