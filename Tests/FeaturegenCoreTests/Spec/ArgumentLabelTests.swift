import Testing

@testable import FeaturegenCore

/// A name that is a Swift keyword is escaped where it is declared and used (`` `do` ``), and
/// written bare where it is an argument label at a call site (`do: `do``): with
/// `-warnings-as-errors` Swift refuses "keyword 'do' does not need to be escaped in argument
/// list". Only `inout` needs backticks there; in a declaration `var`, `let` and `inout` do.
@Suite struct ArgumentLabelTests {
    @Test func aCallSiteEscapesOnlyInout() {
        #expect(SwiftIdentifier.argumentLabel("do") == "do")
        #expect(SwiftIdentifier.argumentLabel("var") == "var")
        #expect(SwiftIdentifier.argumentLabel("let") == "let")
        #expect(SwiftIdentifier.argumentLabel("inout") == "`inout`")
        #expect(SwiftIdentifier.argumentLabel("catalog") == "catalog")
    }

    @Test func aDeclarationEscapesVarLetAndInout() {
        #expect(SwiftIdentifier.parameterLabel("do") == "do")
        #expect(SwiftIdentifier.parameterLabel("var") == "`var`")
        #expect(SwiftIdentifier.parameterLabel("let") == "`let`")
        #expect(SwiftIdentifier.parameterLabel("inout") == "`inout`")
    }

    @Test(arguments: ["mvvm", "mvi", "statecontainer", "vsurf"])
    func aKeywordDependencyIsPassedWithABareLabel(architecture: String) throws {
        let spec = "feature: Shop\ninput:\n  else: String\ndependencies:\n  do: ShopClient\n"
        let files = try renderedFiles(memoryProject(specs: ["Shop.yaml": spec], architecture: architecture))
        let text = files.values.map(\.contents).joined(separator: "\n")
        #expect(text.contains("do: `do`"), "\(architecture): no call passes the dependency with a bare label")
        #expect(!text.contains("`do`: `do`"), "\(architecture): a call passes the dependency with an escaped label")
        for call in ["`else`: `else`", "`else`: input.`else`"] {
            #expect(!text.contains(call), "\(architecture): a call passes the input with an escaped label: \(call)")
        }
    }
}
