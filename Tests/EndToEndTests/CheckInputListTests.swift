import FeaturegenTestSupport
import Foundation
import Testing

/// `.featuregen/check-inputs.xcfilelist`, the input file list of a sandboxed Xcode build phase
/// that runs `check`: every line a file or folder that exists, kept current by `generate` and
/// `new`, and a stale list fails `check` at the list.
@Suite(.serialized) struct CheckInputListTests {
    private let listPath = ".featuregen/check-inputs.xcfilelist"

    private func listed(_ app: Featuregen) throws -> [String] {
        try app.read(listPath).split(separator: "\n").map { line in
            #expect(line.hasPrefix("$(SRCROOT)/"), "\(line)")
            return String(line.dropFirst("$(SRCROOT)/".count))
        }
    }

    @Test func generateListsEveryFileCheckReadsAndNothingThatIsMissing() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Cart")
        try app.write("Specs/Shop.yaml", "feature: Shop\nstate:\n  count: Int\n")
        #expect(try app.run("generate").status == 0)
        let paths = try listed(app)
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: app.folder.appendingPathComponent(path).path), "listed but missing: \(path)")
        }
        let generated = try app.snapshot().keys.filter { $0.hasPrefix("Features/") || $0.hasPrefix("FeatureTests/") }
        #expect(!generated.isEmpty)
        for path in generated {
            #expect(paths.contains(path), "not listed: \(path)")
            #expect(paths.contains(".featuregen/base/" + path), "base record not listed: \(path)")
        }
        for path in ["featuregen.yml", "Specs", "Specs/Cart.yaml", "Specs/Shop.yaml", "Features", listPath] {
            #expect(paths.contains(path), "not listed: \(path)")
        }
        #expect(!paths.contains(".featuregen/cache"), "git ignores the cache: a clean checkout has none")
        #expect(try app.run("check").status == 0)
    }

    @Test func newAddsItsFilesAndAPrunedSpecTakesItsOwnAway() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Cart")
        try app.run("generate")
        try app.run("new", "Shop")
        #expect(try listed(app).contains("Features/Shop/ShopViewModel.swift"))
        #expect(try app.run("check").status == 0, "new left the list stale")

        try FileManager.default.removeItem(at: app.folder.appendingPathComponent("Specs/Shop.yaml"))
        #expect(try app.run("generate", "--prune").status == 0)
        #expect(try !listed(app).contains { $0.contains("Shop") })
        #expect(try app.run("check").status == 0)
    }

    @Test func aListSavedWithoutItsLastLineBreakStillGainsWholeLines() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Cart")
        try app.run("generate")
        try app.write(listPath, String(try app.read(listPath).dropLast()))
        try app.run("new", "Shop")
        for path in try listed(app) {
            #expect(FileManager.default.fileExists(atPath: app.folder.appendingPathComponent(path).path), "listed but missing: \(path)")
        }
        #expect(try app.run("check").status == 0)
    }

    @Test func aStaleListFailsCheckAtTheList() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Cart")
        try app.run("generate")
        try app.write(listPath, "$(SRCROOT)/featuregen.yml\n")
        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(check.errors.contains("\(listPath): error: out of date"), "\(check.errors)")
        #expect(try app.run("generate").status == 0)
        #expect(try app.run("check").status == 0)
    }

    /// A run with nothing to render (the run cache answers it) still writes the list whole: one
    /// deleted comes back, and a line of a path that is not there goes.
    @Test func aRunWithNothingToDoWritesTheListWhole() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Cart")
        try app.run("generate")
        let written = try app.read(listPath)
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent(listPath))
        #expect(try app.run("generate").status == 0)
        #expect(try app.read(listPath) == written)
        try app.write(listPath, written + "$(SRCROOT)/Features/Gone.swift\n")
        #expect(try app.run("generate").status == 0)
        #expect(try app.read(listPath) == written)
        #expect(try app.run("check").status == 0)
    }
}
