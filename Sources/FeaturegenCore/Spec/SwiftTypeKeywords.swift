/// The words Swift writes in a type that are no type's name: `any Error`, `some View`,
/// `inout Int`, `(Int) async throws -> Int`, `sending T`, `repeat each T`. A type check that
/// reads names (`TypeNameTypos`) passes over them.
enum SwiftTypeKeywords {
    /// Words that come before the type they qualify (`any P`, `some P`, `inout T`).
    static let modifiers: Set<String> = [
        "any", "some", "inout", "sending", "consuming", "borrowing", "isolated", "each", "repeat", "__owned", "__shared",
    ]
    /// Words of a function type's effects: `async`, `throws`, `throws(E)`, `rethrows`.
    static let effects: Set<String> = ["async", "throws", "rethrows"]

    /// `word` is one of Swift's words in a type where it stands: a modifier followed by the
    /// type it qualifies, or an effect followed by more of the function type.
    static func precedes(_ word: String, rest: ArraySlice<Character>) -> Bool {
        guard modifiers.contains(word) || effects.contains(word) else { return false }
        let following = rest.drop { $0 == " " }
        guard let next = following.first else { return false }
        if modifiers.contains(word) { return rest.first == " " && (next.isLetter || next == "_" || next == "(" || next == "[") }
        return next == "-" || next == "(" || next.isLetter
    }
}
