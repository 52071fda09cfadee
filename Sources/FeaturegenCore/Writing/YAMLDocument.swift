/// A YAML document as featuregen writes it (`featuregen import`'s spec): values built as
/// nodes, turned into text by `YAMLEmitter` alone, which knows indentation and quoting.
/// The counterpart of `YAMLNode`, which is what the loader reads.
package struct YAMLDocument: Sendable, Equatable {
    package var root: YAMLValue

    package init(_ root: YAMLValue) {
        self.root = root
    }

    /// The document as text, ending in a newline.
    package var text: String { YAMLEmitter.text(of: self) }
}

/// One value of a `YAMLDocument`.
package indirect enum YAMLValue: Sendable, Equatable {
    /// Text, plain where YAML reads it back as this text (`Int`, `[Photo]` is quoted), quoted otherwise.
    case text(String)
    /// Text always double-quoted, as a person quotes Swift code in a spec (`initial: "0"`).
    case quoted(String)
    /// Text of several lines, as a `|` literal block where one keeps it exactly; quoted otherwise
    /// (and in flow collections, which cannot hold a block).
    case block(String)
    case bool(Bool)
    /// Nothing: `key:` with no value.
    case null
    case sequence([YAMLValue], YAMLLayout)
    case mapping([YAMLEntry], YAMLLayout)

    /// An indented block mapping.
    package static func mapping(_ entries: [YAMLEntry]) -> YAMLValue { .mapping(entries, .block) }

    /// An indented block sequence, `- item` a line.
    package static func sequence(_ items: [YAMLValue]) -> YAMLValue { .sequence(items, .block) }

    /// A short mapping on one line: `{ type: Int, value: "0" }`.
    package static func flow(_ entries: [YAMLEntry]) -> YAMLValue { .mapping(entries, .flow) }

    /// A short list of names on one line: `[Hashable, Sendable]`.
    package static func list(_ names: [String]) -> YAMLValue { .sequence(names.map(YAMLValue.text), .flow) }
}

/// How a collection is written: indented, one entry a line, or on one line in brackets.
package enum YAMLLayout: Sendable, Equatable {
    case block, flow
}

/// A key and its value in a mapping, with what a person writes above it.
package struct YAMLEntry: Sendable, Equatable {
    package var key: String
    package var value: YAMLValue
    /// Lines written above the entry as `# …` comments (block mappings only).
    package var comments: [String]
    /// A blank line above the entry and its comments, as between a spec's sections (block
    /// mappings only).
    package var isSpaced: Bool

    package init(_ key: String, _ value: YAMLValue, comments: [String] = [], spaced: Bool = false) {
        self.key = key
        self.value = value
        self.comments = comments
        self.isSpaced = spaced
    }
}
