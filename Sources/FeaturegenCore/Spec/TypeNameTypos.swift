/// Finds type names in a spec that look like misspellings of a type featuregen knows —
/// `Strng`, `int`, `Bol` — for a did-you-mean. A name that is close to nothing known is left
/// alone: it is the app's own type.
struct TypeNameTypos {
    /// Standard library, Foundation, CoreGraphics and SwiftUI/UIKit types specs use.
    static let knownTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "Bool", "Array", "Dictionary", "Set", "Optional", "Result", "Void", "Never", "Any",
        "AnyObject", "Error", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval", "Locale", "TimeZone", "Calendar",
        "DateComponents", "AttributedString", "NSAttributedString", "IndexPath", "CGFloat", "CGPoint", "CGSize", "CGRect",
        "Color", "Image", "Font", "LocalizedStringKey", "UIImage", "UIColor", "UIFont", "UIViewController", "Binding",
        // The Composable Architecture's, which tca specs name (`IdentifiedActionOf<Todo>`, `BindingAction<State>`).
        "State", "Action", "IdentifiedArray", "IdentifiedArrayOf", "IdentifiedAction", "IdentifiedActionOf", "BindingAction",
        "PresentationAction", "StackState", "StackAction", "StackActionOf", "Shared", "Store", "StoreOf", "AlertState",
        "TextState", "Effect",
    ]

    /// The known types and the spec's own names (its `types:`, the feature, its subviews).
    private let known: Set<String>
    private let knownByLowercase: [String: String]

    private static let knownTypesByLowercase = Dictionary(uniqueKeysWithValues: knownTypes.map { ($0.lowercased(), $0) })

    init(ownTypes: Set<String>) {
        known = Self.knownTypes.union(ownTypes)
        var byLowercase = Self.knownTypesByLowercase
        for name in ownTypes.sorted() where byLowercase[name.lowercased()] == nil {
            byLowercase[name.lowercased()] = name
        }
        knownByLowercase = byLowercase
    }

    /// The first name in `type` that looks like a typo, and what it probably means.
    func typo(in type: String) -> (name: String, suggestion: String)? {
        if known.contains(type) { return nil }  // most are one known name: `Int`, `String`
        let features = Self.reducerArguments(in: type)
        for name in Self.names(in: type) where !known.contains(name) && !features.contains(name) {
            if let exact = knownByLowercase[name.lowercased()] { return (name, exact) }
            guard name.count >= 3 else { continue }
            let candidates = known.filter { abs($0.count - name.count) <= 2 }
            if let guess = DidYouMean.suggestion(for: name, among: candidates.sorted()), DidYouMean.distance(guess, name) <= 2 {
                return (name, guess)
            }
        }
        return nil
    }

    /// The names a TCA `…Of<Feature>` alias takes (`IdentifiedActionOf<Todo>`, `StoreOf<Todo>`):
    /// features, which may be any of the project's, so no typo of a known type.
    static func reducerArguments(in type: String) -> Set<String> {
        var names: Set<String> = []
        var previous = ""
        var current = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
                continue
            }
            if !current.isEmpty {
                if previous.hasSuffix("Of<") { names.insert(current) }
                previous = current
            }
            previous += String(character)
            current = ""
        }
        return names
    }

    /// The identifiers of a type expression: `[String: Strng]?` → `String`, `Strng`; the parts of
    /// a dotted name count as one (`ProductCard.ViewState`).
    static func names(in type: String) -> [String] {
        var names: [String] = []
        var current = ""
        var afterLabel = false
        let characters = Array(type + " ")
        for (index, character) in characters.enumerated() {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
                continue
            }
            // `(index: Int)`: a label before a colon in a tuple or parameter list is no type.
            afterLabel = character == ":" && !current.isEmpty && type.contains("(")
            // `any Error`, `some View`, `async throws`: Swift's words before or in a type.
            let isKeyword = SwiftTypeKeywords.precedes(current, rest: characters[index...])
            if !current.isEmpty && !afterLabel && !isKeyword, current.first?.isLetter == true, !current.contains(".") {
                names.append(current)
            }
            current = ""
        }
        return names
    }
}
