/// Suggests the closest known word for a misspelt key: `acions` → `actions`.
package enum DidYouMean {
    /// Suggestions are for typos in names; longer words are not compared (it would be slow).
    static let longestWord = 64

    package static func suggestion(for word: String, among candidates: [String]) -> String? {
        guard word.count <= longestWord else { return nil }
        let scored = candidates.filter { $0.count <= longestWord }.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, word.count / 3) ? best.0 : nil
    }

    /// The notes for a word that is none of `candidates`: the closest candidate, when one is
    /// close, then `listing`, which says what the candidates are.
    static func notes(for word: String, among candidates: [String], listing: String) -> [Diagnostic.Note] {
        (suggestion(for: word, among: candidates).map { [Diagnostic.Note("did you mean '\($0)'?")] } ?? []) + [Diagnostic.Note(listing)]
    }

    /// Levenshtein distance, in characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
