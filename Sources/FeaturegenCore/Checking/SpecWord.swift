/// A name written in a spec, where it is written: the keys and values of its YAML, each split
/// into the identifiers it holds (`cartDidBuy(itemCount:)` holds `cartDidBuy` and `itemCount`).
/// A generated name is traced back to the word it was made from.
struct SpecWord: Sendable, Equatable {
    var text: String
    var location: SourceLocation

    /// Every identifier of the spec's keys and values below its top level (whose keys are
    /// featuregen's own: `state`, `actions`), in the order written.
    static func words(in bytes: [UInt8]?, file: String) -> [SpecWord] {
        guard let bytes, let root = try? YAMLLoader().load(bytes, file: file), let pairs = root.mapping else { return [] }
        var words: [SpecWord] = []
        func add(_ text: String, at location: SourceLocation) {
            var current = ""
            var column = location.column
            var start = column
            for character in text + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    if current.isEmpty { start = column }
                    current.append(character)
                } else if !current.isEmpty {
                    if current.first?.isNumber == false {
                        words.append(SpecWord(text: current, location: .init(file: file, line: location.line, column: start)))
                    }
                    current = ""
                }
                column += 1
            }
        }
        func visit(_ node: YAMLNode) {
            switch node.kind {
            case .scalar(let scalar):
                // A quoted value starts one column before its text.
                let location =
                    scalar.isPlain ? node.location : .init(file: file, line: node.location.line, column: node.location.column + 1)
                if !scalar.text.contains("\n") { add(scalar.text, at: location) }
            case .sequence(let items):
                items.forEach(visit)
            case .mapping(let pairs):
                for pair in pairs {
                    add(pair.key, at: pair.keyLocation)
                    visit(pair.value)
                }
            }
        }
        for pair in pairs { visit(pair.value) }
        return words
    }

    /// The word `name` was most likely made from: the one whose words make up the most of it
    /// (`headerTap` over `Header` for `testHeaderTap`), the same spelling before another case,
    /// the last written on a tie.
    static func best(for name: String, among words: [SpecWord]) -> SpecWord? {
        let target = parts(of: name)
        var best: (word: SpecWord, score: Int)?
        for word in words {
            let candidate = parts(of: word.text)
            guard !candidate.isEmpty, contains(target, candidate) else { continue }
            let score = candidate.count * 10 + (word.text == name ? 5 : 0) + (candidate.count == target.count ? 3 : 0)
            if score >= (best?.score ?? 0) { best = (word, score) }
        }
        return best?.word
    }

    /// `cartDidBuy` → `cart`, `did`, `buy`; `URLSession` → `url`, `session`.
    static func parts(of name: String) -> [String] {
        var parts: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            if character == "_" {
                if !current.isEmpty { parts.append(current) }
                current = ""
                continue
            }
            let startsWord =
                character.isUppercase
                && (previous.map { $0.isLowercase || $0.isNumber } == true
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord, !current.isEmpty {
                parts.append(current)
                current = ""
            }
            current.append(Character(character.lowercased()))
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    private static func contains(_ whole: [String], _ part: [String]) -> Bool {
        guard part.count <= whole.count else { return false }
        return (0...(whole.count - part.count)).contains { Array(whole[$0..<($0 + part.count)]) == part }
    }
}
