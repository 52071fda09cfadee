/// One node of a YAML document as featuregen reads it: scalars, sequences and mappings with
/// string keys, each with the place it starts. Anchors, aliases and tags are refused by the
/// loader, so they never appear here.
package struct YAMLNode: Sendable {
    package enum Kind: Sendable {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([Pair])
    }

    package struct Scalar: Sendable, Equatable {
        package var text: String
        /// Unquoted in the source: only plain scalars can mean `null`, `true` or `false`.
        package var isPlain: Bool

        package init(text: String, isPlain: Bool) {
            self.text = text
            self.isPlain = isPlain
        }
    }

    package struct Pair: Sendable {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: YAMLNode

        package init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    package var kind: Kind
    package var location: SourceLocation
    /// Written in flow style (`[a, b]`, `{a: 1}`) rather than as an indented block.
    package var isFlow: Bool

    package init(_ kind: Kind, at location: SourceLocation, isFlow: Bool = false) {
        self.kind = kind
        self.location = location
        self.isFlow = isFlow
    }
}

extension YAMLNode {
    package var scalar: Scalar? {
        if case let .scalar(value) = kind { return value }
        return nil
    }

    package var sequence: [YAMLNode]? {
        if case let .sequence(items) = kind { return items }
        return nil
    }

    package var mapping: [Pair]? {
        if case let .mapping(pairs) = kind { return pairs }
        return nil
    }

    /// A plain `~`, `null` or empty value, which YAML reads as "nothing".
    package var isNull: Bool {
        guard let scalar, scalar.isPlain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.text)
    }

    /// What YAML 1.2's core schema reads a plain scalar as when it is no string — "a boolean"
    /// for `true`, "a number" for `5`, `-1.5`, `0x1F` or `.inf` — as editors and other YAML
    /// tools do; nil for text.
    package var nonStringKind: String? {
        guard let scalar, scalar.isPlain else { return nil }
        let text = scalar.text
        if ["true", "True", "TRUE", "false", "False", "FALSE"].contains(text) { return "a boolean" }
        if [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN"].contains(text) {
            return "a number"
        }
        let bytes = Array(text.utf8)
        func all(_ slice: ArraySlice<UInt8>, _ allowed: (UInt8) -> Bool) -> Bool { !slice.isEmpty && slice.allSatisfy(allowed) }
        let isDigit = { (byte: UInt8) in byte >= 48 && byte <= 57 }
        if bytes.count > 2, bytes[0] == 48, bytes[1] == UInt8(ascii: "o") {
            return all(bytes[2...]) { $0 >= 48 && $0 <= 55 } ? "a number" : nil
        }
        if bytes.count > 2, bytes[0] == 48, bytes[1] == UInt8(ascii: "x") {
            return all(bytes[2...]) { isDigit($0) || (65...70).contains($0) || (97...102).contains($0) } ? "a number" : nil
        }
        // [-+]? ( . digits | digits ( . digits? )? ) ( [eE] [-+]? digits )?
        var index = bytes.startIndex
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let mantissaStart = index
        while index < bytes.endIndex, isDigit(bytes[index]) { index += 1 }
        var digits = index - mantissaStart
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            while index < bytes.endIndex, isDigit(bytes[index]) { index += 1 }
            digits += index - fraction
        }
        guard digits > 0 else { return nil }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            let exponent = index
            while index < bytes.endIndex, isDigit(bytes[index]) { index += 1 }
            guard index > exponent else { return nil }
        }
        return index == bytes.endIndex ? "a number" : nil
    }

    /// `{String: Int}` written unquoted: a one-pair mapping whose key looks like a type.
    /// Where the spec expects a type this is the dictionary type, not a nested mapping of
    /// settings (whose keys are lowercase).
    package var isUnquotedDictionaryType: Bool {
        guard let pairs = mapping, pairs.count == 1 else { return false }
        return pairs[0].key.first?.isUppercase == true
    }

    /// What a user would call this node's shape, for "expected a list, found a mapping".
    package var shapeDescription: String {
        switch kind {
        case .scalar where isNull: "an empty value"
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
