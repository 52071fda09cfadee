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
