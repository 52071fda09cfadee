import Testing

@testable import FeaturegenCore

@Suite struct ProjectPathTests {
    @Test(arguments: [
        ("Specs/Cart.yaml", "../featuregen.schema.json", "featuregen.schema.json"),
        ("Specs/Shop/Cart.yaml", "../../featuregen.schema.json", "featuregen.schema.json"),
        ("Specs/Shop/Cart.yaml", "./../Other.yaml", "Specs/Other.yaml"),
        ("Cart.yaml", "../featuregen.schema.json", "../featuregen.schema.json"),
        ("Cart.yaml", "../../a.json", "../../a.json"),
        ("/Users/me/App/Specs/Cart.yaml", "../featuregen.schema.json", "/Users/me/App/featuregen.schema.json"),
        ("Specs//Cart.yaml", "schema/./s.json", "Specs/schema/s.json"),
    ])
    func aLinkIsResolvedFromTheFolderOfItsFile(file: String, link: String, resolved: String) {
        #expect(ProjectPath.resolve(link, from: file) == resolved)
    }

    @Test func theFolderOfAFileInTheProjectFolderIsEmpty() {
        #expect(ProjectPath.folder(of: "Cart.yaml") == "")
        #expect(ProjectPath.folder(of: "Features/Cart/Cart.swift") == "Features/Cart")
    }
}
