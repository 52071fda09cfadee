#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Rules for the names a spec declares: what counts as a name, which Swift words need
/// backticks, and how names are compared for collisions.
package enum SwiftIdentifier {
    /// Letters and digits, starting with a letter: these survive every naming transform
    /// featuregen applies (`on…Action`, `handle…`, file names) on every file system.
    package static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) }
    }

    /// Words that must be written in backticks to be used as a name. (`open`, `borrowing`,
    /// `consuming` and `nonisolated` are contextual and need none; `await` gets them because in
    /// an async handler `await await()` would not parse.)
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Names that cannot be members even in backticks (`x.Type`, `x.Protocol` mean metatypes).
    package static let forbiddenMemberNames: Set<String> = ["Type", "Protocol", "self", "Self", "init"]

    /// The name as it is written in Swift source: in backticks when it is a keyword.
    package static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name as an argument label at a call site (`f(for: x)`, `f(do: x)`): Swift takes
    /// every keyword there bare except `inout`, and with `-warnings-as-errors` refuses needless
    /// backticks ("keyword 'do' does not need to be escaped in argument list").
    package static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`\(name)`" : name
    }

    /// The name as an argument label in a declaration, before the parameter's own name
    /// (`func f(for index: Int)`): there `var`, `let` and `inout` need backticks.
    package static func parameterLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// The key two names collide on: case and underscores do not count (`user_name`, `userName`).
    package static func collisionKey(_ name: String) -> String {
        // Every spec's names go through here; an ASCII name skips Unicode's case tables.
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return String(name.lowercased().filter { $0 != "_" }) }
        var key: [UInt8] = []
        key.reserveCapacity(name.utf8.count)
        for byte in name.utf8 where byte != UInt8(ascii: "_") {
            key.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte)
        }
        return String(decoding: key, as: UTF8.self)
    }

    package static func lowercasingFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        // An initialism keeps its run of capitals together: URLField -> urlField.
        let capitals = name.prefix { $0.isUppercase }
        if capitals.count > 1 && capitals.count < name.count {
            return capitals.dropLast().lowercased() + name.dropFirst(capitals.count - 1)
        }
        if capitals.count == name.count { return name.lowercased() }
        return first.lowercased() + name.dropFirst()
    }

    package static func uppercasingFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
