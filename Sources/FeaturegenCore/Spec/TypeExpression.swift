#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What featuregen needs to know about the Swift type expressions a spec passes through.
package enum TypeExpression {
    private static let numericTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "CGFloat", "Decimal", "TimeInterval",
    ]

    /// The value a field of this type starts with when the spec gives none: `""`, `false`, `0`,
    /// `nil`, `[]`, `[:]`; nil when the type has no natural value.
    package static func naturalInitialValue(of type: String) -> String? {
        let type = type.trimmingBlanks
        switch type {
        case "String", "Substring": return "\"\""
        case "Bool": return "false"
        case _ where numericTypes.contains(type): return "0"
        case _ where isOptional(type): return "nil"
        case _ where type.hasPrefix("[") && type.hasSuffix("]"):
            return topLevelIndex(of: ":", in: String(type.dropFirst().dropLast())) == nil ? "[]" : "[:]"
        case _ where ["Array<", "Set<", "ContiguousArray<", "IdentifiedArray<", "IdentifiedArrayOf<"].contains(where: type.hasPrefix):
            return "[]"
        case _ where type.hasPrefix("Dictionary<"): return "[:]"
        default: return nil
        }
    }

    /// A raw type whose raw values are text, written as string literals (`case all = "All"`).
    package static func isStringLiteralType(_ type: String) -> Bool {
        ["String", "Substring", "Character", "LocalizedStringKey", "LocalizedStringResource", "StaticString"].contains(
            type.trimmingBlanks)
    }

    package static func isOptional(_ type: String) -> Bool {
        let type = type.trimmingBlanks
        return type.hasSuffix("?") || type.hasPrefix("Optional<")
    }

    /// Splits `label: Type, Type` at the top level (outside brackets and parentheses), in one pass.
    package static func parameterList(_ text: String) -> [FeatureSpec.Parameter]? {
        var items: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var previous: Character = " "
        for index in text.indices {
            defer { previous = text[index] }
            switch text[index] {
            case "(", "[", "<", "{": depth += 1
            case ">" where previous == "-": break  // a function type's arrow
            case ")", "]", ">", "}": depth -= 1
            case "," where depth == 0:
                items.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        items.append(text[start...])
        if items.count == 1 && items[0].trimmingBlanks.isEmpty { return [] }
        var parameters: [FeatureSpec.Parameter] = []
        for rawItem in items {
            let item = rawItem.trimmingBlanks
            guard !item.isEmpty else { return nil }
            if let colon = topLevelIndex(of: ":", in: item) {
                let label = String(item.prefix(colon)).trimmingBlanks
                let type = String(item.dropFirst(colon + 1)).trimmingBlanks
                guard !type.isEmpty else { return nil }
                parameters.append(.init(label: label == "_" ? nil : label, type: type))
            } else {
                parameters.append(.init(label: nil, type: item))
            }
        }
        return parameters
    }

    /// The character offset of the first `character` outside (), [], <> and {} in `text`.
    static func topLevelIndex(of character: Character, in text: String) -> Int? {
        var depth = 0
        var previous: Character = " "
        for (offset, scalar) in text.enumerated() {
            defer { previous = scalar }
            switch scalar {
            case "(", "[", "<", "{": depth += 1
            case ">" where previous == "-": break  // a function type's arrow
            case ")", "]", ">", "}": depth -= 1
            case character where depth == 0: return offset
            default: break
            }
        }
        return nil
    }

    /// True when brackets in the type expression pair up.
    static func isBalanced(_ text: String) -> Bool {
        var stack: [UInt8] = []
        var previous: UInt8 = 0
        for byte in text.utf8 {
            defer { previous = byte }
            if byte == UInt8(ascii: ">") && previous == UInt8(ascii: "-") { continue }  // a function type's arrow
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "{"): stack.append(byte)
            case UInt8(ascii: ")"): guard stack.popLast() == UInt8(ascii: "(") else { return false }
            case UInt8(ascii: "]"): guard stack.popLast() == UInt8(ascii: "[") else { return false }
            case UInt8(ascii: ">"): guard stack.popLast() == UInt8(ascii: "<") else { return false }
            case UInt8(ascii: "}"): guard stack.popLast() == UInt8(ascii: "{") else { return false }
            default: continue
            }
        }
        return stack.isEmpty
    }

    /// Replaces every identifier in `type` that names a key of `qualified` (and is not itself a
    /// member, as in `Foo.Position`) with its qualified spelling.
    package static func qualify(_ type: String, with qualified: [String: String]) -> String {
        guard !qualified.isEmpty else { return type }
        var result = ""
        var word = ""
        var previous: Character?
        var wordFollowsDot = false
        func flush() {
            if !word.isEmpty {
                result += (!wordFollowsDot ? qualified[word] : nil) ?? word
                word = ""
            }
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { wordFollowsDot = previous == "." }
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
            previous = character
        }
        flush()
        return result
    }
}
