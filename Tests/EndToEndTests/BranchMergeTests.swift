import FeaturegenCore
import FeaturegenTestSupport
import Foundation
import Testing

/// A team's branches (Regeneration.md, "Branches and merges"), with the real `git`: base
/// records stay out of review, and two branches that each add an action to one spec and write
/// code in it merge, once the spec is resolved, with every line of both kept.
@Suite struct BranchMergeTests {
    @Test func initMarksTheBaseRecordsForReviewToolsOnceAndKeepsTheTeamsLines() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.write(".gitattributes", "*.png binary")
        try app.run("init")
        let attributes = try app.read(".gitattributes")
        #expect(attributes.hasPrefix("*.png binary\n\n# featuregen"), "\(attributes)")
        #expect(attributes.contains(".featuregen/base/** linguist-generated=true -diff\n"))
        try app.run("init")
        #expect(try app.read(".gitattributes") == attributes, "a second init adds the lines again")
        // A team's own line for the records is theirs.
        try app.write(".gitattributes", "/.featuregen/base/** -diff\n")
        try app.run("init")
        #expect(try app.read(".gitattributes") == "/.featuregen/base/** -diff\n")
    }

    @Test func twoBranchesThatEachAddAnActionMergeWithEveryLineKept() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let git = { (arguments: [String]) throws -> Featuregen.Result in
            try app.execute(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments)
        }
        for command in [["init", "-q", "-b", "main"], ["config", "user.email", "team@example.com"], ["config", "user.name", "Team"]] {
            try git(command)
        }
        try app.run("init")
        try app.run("new", "Cart")
        try git(["add", "-A"])
        try git(["commit", "-qm", "Cart"])
        let ancestor = try app.read("Specs/Cart.yaml")
        let withAction = { (name: String) in
            ancestor.replacingOccurrences(of: "  - viewDidLoad\n  - dismiss\n", with: "  - viewDidLoad\n  - dismiss\n  - \(name)\n")
                .replacingOccurrences(
                    of: "routes:                             # CartRouter methods\n  - dismiss\n",
                    with: "routes:                             # CartRouter methods\n  - dismiss\n  - \(name)\n")
        }
        // Each branch adds an action and a route, generates, and writes code in both.
        let user = [
            "share": ["print(\"A shares\")", "print(\"A routes\")"], "refresh": ["print(\"B refreshes\")", "print(\"B routes\")"],
        ]
        for (branch, name) in [("A", "share"), ("B", "refresh")] {
            try git(["checkout", "-q", "-b", branch, "main"])
            try app.write("Specs/Cart.yaml", withAction(name))
            #expect(try app.run("generate").status == 0)
            try insert(user[name]![0], after: "    private func \(name)() async {\n", in: "Features/Cart/CartViewModel.swift", app)
            try insert(user[name]![1], after: "    func \(name)() {\n", in: "Features/Cart/CartRouter.swift", app)
            #expect(try app.run("check").status == 0)
            try git(["add", "-A"])
            try git(["commit", "-qm", branch])
            // Review sees the code, and no line of the records.
            let diff = try git(["show", "--format=", "--", ".featuregen/base/Features/Cart/CartViewModel.swift"]).output
            #expect(diff.contains("Binary files") && !diff.contains("private func \(name)"), "\(diff)")
        }
        try git(["checkout", "-q", "A"])
        let merged = try git(["merge", "-q", "B"])
        #expect(merged.status != 0, "the branches did not conflict: the test no longer tests the recipe")
        #expect(try app.read(".featuregen/base/Features/Cart/CartViewModel.swift").contains("<<<<<<<"))
        #expect(try app.read("Features/Cart/CartViewModel.swift").contains("<<<<<<<"))
        // The recipe: resolve the spec (both actions), generate, commit.
        try app.write("Specs/Cart.yaml", withAction("share").replacingOccurrences(of: "  - share\n", with: "  - share\n  - refresh\n"))
        let generated = try app.run("generate")
        #expect(generated.status == 0, "\(generated.output)\(generated.errors)")
        for path in try gitFiles(git) {
            #expect(!(try app.read(path)).contains("<<<<<<<"), "\(path) still has git's markers")
        }
        let viewModel = try app.read("Features/Cart/CartViewModel.swift")
        let router = try app.read("Features/Cart/CartRouter.swift")
        for line in user.values.flatMap({ $0 }) {
            #expect(viewModel.contains(line) || router.contains(line), "lost: \(line)")
        }
        for name in ["share", "refresh"] {
            #expect(viewModel.components(separatedBy: "private func \(name)() async {\n        print(").count == 2, "\(viewModel)")
            #expect(viewModel.components(separatedBy: "case .\(name):").count == 2)
            #expect(router.components(separatedBy: "func \(name)() {\n        print(").count == 2, "\(router)")
        }
        #expect(try app.run("check").status == 0)
        try git(["add", "-A"])
        #expect(try git(["commit", "-qm", "Merge B"]).status == 0)
        #expect(try app.run("generate").status == 0)
        #expect(try git(["status", "--porcelain"]).output.isEmpty, "a second generate changed the merge")
    }

    private func insert(_ line: String, after anchor: String, in path: String, _ app: Featuregen) throws {
        let text = try app.read(path)
        #expect(text.contains(anchor), "\(path) has no \(anchor)")
        try app.write(path, text.replacingOccurrences(of: anchor, with: anchor + "        \(line)\n"))
    }

    /// Every file git tracks.
    private func gitFiles(_ git: ([String]) throws -> Featuregen.Result) throws -> [String] {
        try git(["ls-files"]).output.split(separator: "\n").map(String.init)
    }
}
