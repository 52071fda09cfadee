@testable import FeaturegenCore

/// Where each line of a Swift file lives: the keys of the declarations around it, outermost
/// first (`type ProductCardViewModel`, `func load()`). The regeneration tests compare a user
/// line's owners before and after a merge: a line may move with its declaration, never into
/// another one.
enum DeclarationOwners {
    /// Owners by 0-based line; nil when the text does not parse.
    static func owners(in text: String) -> [[String]]? {
        guard let tree = DeclarationParser.parse(ThreeWayMerge.lines(text)) else { return nil }
        var result: [[String]] = []
        collect(tree, path: [], into: &result)
        return result
    }

    private static func collect(_ node: DeclarationNode, path: [String], into result: inout [[String]]) {
        let path = node.key.isEmpty ? path : path + [node.key]
        guard node.isContainer else {
            result += Array(repeating: path, count: node.head.count)
            return
        }
        result += Array(repeating: path, count: node.head.count)
        for child in node.children { collect(child, path: path, into: &result) }
        result += Array(repeating: path, count: node.tail.count)
    }
}
