import FeaturegenTestSupport
import Foundation
import Testing

/// `new --dry-run` shows the spec and the module `new` would write, and writes nothing.
@Suite(.serialized) struct NewDryRunTests {
    @Test func aDryRunShowsTheSpecAndTheModuleAndWritesNothing() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--tested-module", "App")
        let before = try app.snapshot()
        let preview = try app.run("new", "Cart", "--dry-run")
        #expect(preview.status == 0, "\(preview.errors)")
        #expect(preview.output.contains("+++ b/Specs/Cart.yaml\n"))
        #expect(preview.output.contains("+feature: Cart\n"))
        #expect(preview.output.contains("+++ b/Features/Cart/CartViewModel.swift\n"))
        #expect(preview.output.contains("+++ b/FeatureTests/Cart/CartTests.swift\n"))
        #expect(preview.output.contains("would change "))
        #expect(try app.snapshot() == before, "a dry run wrote to the project")

        // What it showed is what `new` writes.
        #expect(try app.run("new", "Cart").status == 0)
        let spec = try app.read("Specs/Cart.yaml").split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(preview.output.contains(spec.map { "+\($0)\n" }.joined()))
    }

    @Test func aRefusedNameInADryRunIsTheSameErrorAndWritesNothing() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Cart")
        let before = try app.snapshot()
        for name in ["cart", "Cart", "My Cart"] {
            let refused = try app.run("new", name, "--dry-run")
            #expect(refused.status == 2, "\(name)")
            #expect(refused.errors.contains("error:"), "\(name): \(refused.errors)")
            #expect(try app.snapshot() == before, "\(name)")
        }
    }
}
