/// Whether a field's type can meet the protocols of the generated type that holds it (a
/// state that is `Equatable`, a spec type that is `Hashable`): what the compiler would
/// refuse in the generated code, found before anything is written. It knows the types the
/// spec itself makes (its types and its subviews' `ViewState`s), closures and tuples; a type
/// written by hand is taken to conform.
struct ConformanceCheck {
    let spec: FeatureSpec
    let rules: StateRules

    /// Why the type falls short, when it does.
    struct Shortfall {
        /// The part of the type that does not conform (`Header.ViewState`, `() -> Void`).
        var culprit: String
        var missing: String
        var fix: String
    }

    /// The protocols this check can reason about; others are taken as met.
    private static let checked: Set<String> = ["Equatable", "Hashable", "Sendable"]

    /// The first protocol of `required` that `type` cannot conform to.
    func shortfall(of type: String, against required: [String]) -> Shortfall? {
        let required = required.filter(Self.checked.contains)
        guard !required.isEmpty else { return nil }
        if type.contains("->") {
            let sendable = type.contains("@Sendable")
            guard let missing = required.first(where: { $0 != "Sendable" || !sendable }) else { return nil }
            return Shortfall(
                culprit: type, missing: missing,
                fix:
                    "a closure is never \(missing == "Sendable" ? "Sendable unless it is '@Sendable'" : missing): keep it out of the state, as an output or a property of your own"
            )
        }
        if Self.isTuple(type), let missing = required.first(where: { $0 != "Sendable" }) {
            return Shortfall(
                culprit: type, missing: missing, fix: "a tuple is never \(missing): declare a type with 'fields:' under 'types:'")
        }
        for name in Self.namedTypes(in: type) {
            if let shortfall = shortfall(ofNamed: name, against: required) { return shortfall }
        }
        return nil
    }

    private func shortfall(ofNamed name: String, against required: [String]) -> Shortfall? {
        let components = name.split(separator: ".").map(String.init)
        if components.count == 2, components[1] == "ViewState", let subview = spec.subviews.first(where: { $0.name == components[0] }) {
            let conforms = Self.implied(rules.subviewConforms)
            guard let missing = required.first(where: { !conforms.contains($0) }) else { return nil }
            let declared = rules.subviewConforms.isEmpty ? "conforms to nothing" : "is \(rules.subviewConforms.joined(separator: ", "))"
            return Shortfall(
                culprit: name, missing: missing,
                fix:
                    "a subview's ViewState \(declared) in this architecture: give the state the fields '\(subview.name)' shows, with 'from:'"
            )
        }
        let own = [spec.name, "ViewState"]
        let typeName: String
        switch components.count {
        case 1: typeName = components[0]
        case 2 where components[0] == "ViewState": typeName = components[1]
        case 3 where Array(components.prefix(2)) == own: typeName = components[2]
        default: return nil
        }
        guard let type = spec.types.first(where: { $0.name == typeName }) else { return nil }
        var conforms = Self.implied(type.conformances)
        if case let .enumeration(cases) = type.shape, cases.allSatisfy(\.parameters.isEmpty) {
            // Swift gives an enum without associated values Equatable and Hashable itself.
            conforms.formUnion(["Equatable", "Hashable"])
        }
        // An internal type is Sendable when its stored values are, without saying so; its own
        // fields are checked against its own `conforms:`.
        conforms.insert("Sendable")
        guard let missing = required.first(where: { !conforms.contains($0) }) else { return nil }
        let declared = Self.implied(type.conformances)
        let listed = (type.conformances + required.filter { !declared.contains($0) }).joined(separator: ", ")
        return Shortfall(culprit: name, missing: missing, fix: "give '\(typeName)' 'conforms: [\(listed)]'")
    }

    /// `Hashable` is `Equatable`; so is `Comparable`.
    private static func implied(_ protocols: [String]) -> Set<String> {
        var all = Set(protocols)
        if all.contains("Hashable") || all.contains("Comparable") { all.insert("Equatable") }
        return all
    }

    /// `(Int, String)`, `(x: Int, y: Int)`: a comma directly inside parentheses.
    private static func isTuple(_ type: String) -> Bool {
        var depth: [Character] = []
        for character in type {
            switch character {
            case "(", "[", "<": depth.append(character)
            case ")", "]", ">": _ = depth.popLast()
            case "," where depth.last == "(": return true
            default: break
            }
        }
        return false
    }

    /// The dotted names a type expression is made of, without the standard library's
    /// containers, which conform when their elements do: `[Item: Header.ViewState]?` gives
    /// `Item` and `Header.ViewState`.
    static func namedTypes(in type: String) -> [String] {
        let containers: Set<String> = ["Array", "Dictionary", "Set", "Optional", "some", "any"]
        var names: [String] = []
        var current = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
            } else {
                let name = String(current.drop { $0 == "." }.reversed().drop { $0 == "." }.reversed())
                if !name.isEmpty, !containers.contains(name), name.first?.isNumber == false { names.append(name) }
                current = ""
            }
        }
        return names
    }
}
