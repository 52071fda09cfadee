/// The transforms a tag can apply to a value (`{{uppercased(name)}}`, `{{#empty(actions)}}`),
/// those of swift-mustache, which earlier featuregen templates were written for. A transform
/// that does not apply to the value answers nil.
extension TemplateValue {
    /// Every transform a template may name, position transforms (`first()`) included.
    static let transformNames: Set<String> = [
        "first", "last", "index", "even", "odd", "empty", "count", "reversed", "sorted", "capitalized",
        "lowercased", "uppercased", "equalzero", "plusone", "minusone",
    ]

    func transformed(_ transform: String) -> TemplateValue? {
        switch self {
        case .text(let text): Self.transformed(text, transform)
        case .list(let elements): Self.transformed(elements, transform)
        case .number(let number): Self.transformed(number, transform)
        case .flag, .object: nil
        }
    }

    private static func transformed(_ text: String, _ transform: String) -> TemplateValue? {
        switch transform {
        case "empty": .flag(text.isEmpty)
        case "capitalized": .text(capitalized(text))
        case "lowercased": .text(text.lowercased())
        case "uppercased": .text(text.uppercased())
        case "reversed": .text(String(text.reversed()))
        default: nil
        }
    }

    private static func transformed(_ elements: [TemplateValue], _ transform: String) -> TemplateValue? {
        switch transform {
        case "first": elements.first
        case "last": elements.last
        case "reversed": .list(elements.reversed())
        case "count": .number(elements.count)
        case "empty": .flag(elements.isEmpty)
        case "sorted": sorted(elements)
        default: nil
        }
    }

    private static func transformed(_ number: Int, _ transform: String) -> TemplateValue? {
        switch transform {
        case "equalzero": .flag(number == 0)
        case "plusone": .number(number + 1)
        case "minusone": .number(number - 1)
        case "even": .flag(number % 2 == 0)
        case "odd": .flag(number % 2 != 0)
        default: nil
        }
    }

    /// A list of texts or of numbers, sorted; nil for any other list.
    private static func sorted(_ elements: [TemplateValue]) -> TemplateValue? {
        let texts = elements.compactMap { if case .text(let text) = $0 { text } else { nil } }
        if texts.count == elements.count { return .texts(texts.sorted()) }
        let numbers = elements.compactMap { if case .number(let number) = $0 { number } else { nil } }
        if numbers.count == elements.count { return .list(numbers.sorted().map(TemplateValue.number)) }
        return nil
    }

    /// Each word's first letter uppercased and the rest lowercased: `product card` → `Product Card`.
    private static func capitalized(_ text: String) -> String {
        var result = ""
        var atWordStart = true
        for character in text {
            result += atWordStart ? character.uppercased() : character.lowercased()
            atWordStart = character.isWhitespace
        }
        return result
    }
}
