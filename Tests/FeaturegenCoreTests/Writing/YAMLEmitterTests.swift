import Testing

@testable import FeaturegenCore

/// `YAMLEmitter` writes what a person writes, and what it writes reads back, through
/// featuregen's own loader (libyaml), as the values it was given.
@Suite struct YAMLEmitterTests {
    @Test func writesTheShapesAPersonWrites() {
        let document = YAMLDocument(
            .mapping([
                .init("feature", .text("Gallery"), comments: ["Imported."]),
                .init("imports", .list(["UIKit", "Combine"])),
                .init(
                    "state",
                    .mapping([
                        .init("count", .flow([.init("type", .text("Int")), .init("initial", .quoted("0"))])),
                        .init("photos", .text("[Photo]")),
                        .init(
                            "title",
                            .mapping([.init("type", .text("String")), .init("derived", .block("switch x {\n\ncase 1: \"a\"\n}\n"))])),
                    ]), spaced: true),
                .init(
                    "actions",
                    .sequence([
                        .text("onAppear"), .mapping([.init("select", .text("Int"))]),
                        .mapping([.init("load", .null), .init("handler", .text("load(for:)"))]),
                    ]), spaced: true),
            ]))
        #expect(
            document.text == """
                # Imported.
                feature: Gallery
                imports: [UIKit, Combine]

                state:
                  count: { type: Int, initial: "0" }
                  photos: "[Photo]"
                  title:
                    type: String
                    derived: |
                      switch x {

                      case 1: "a"
                      }

                actions:
                  - onAppear
                  - select: Int
                  - load:
                    handler: load(for:)

                """)
    }

    /// Plain only where YAML 1.1 and 1.2 read the text back as itself.
    @Test(arguments: [
        ("Int", "Int"), ("[Int]", "\"[Int]\""), ("yes", "\"yes\""), ("Off", "\"Off\""), ("~", "\"~\""), ("null", "\"null\""),
        ("12", "\"12\""), ("1_000", "\"1_000\""), ("1:30", "\"1:30\""), ("0x1F", "\"0x1F\""), (".inf", "\".inf\""),
        ("- a", "\"- a\""), ("-a", "\"-a\""), ("? a", "\"? a\""), (": a", "\": a\""), ("a: b", "\"a: b\""), ("a #b", "\"a #b\""),
        ("a#b", "a#b"), ("a ", "\"a \""), ("a\tb", "\"a\\tb\""), ("a\nb", "\"a\\nb\""), ("\u{1}", "\"\\u0001\""),
        ("\u{2028}", "\"\\u2028\""), ("é 日本 🙂", "é 日本 🙂"), ("a, b", "\"a, b\""), ("", "\"\""), ("\\", "\\"),
        ("\"\\", "\"\\\"\\\\\""),
    ])
    func quotesWhatYAMLWouldReadOtherwise(text: String, written: String) {
        #expect(YAMLEmitter.scalar(text) == written)
    }

    /// Documents of random text (any Unicode, YAML's indicators, words YAML reads as other
    /// values, line breaks and control characters) load back to the same values.
    @Test(arguments: 0..<2000)
    func everyDocumentLoadsBackAsItsValues(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let value = Self.mapping(depth: 0, using: &random)
        let text = YAMLDocument(value).text
        do {
            let loaded = try YAMLLoader().load(Array(text.utf8), file: "random.yaml")
            #expect(Self.matches(loaded, value), "seed \(seed):\n\(text)")
        } catch {
            Issue.record("seed \(seed): \(error)\n\(text)")
        }
    }

    static let pieces: [String] = [
        "a", "Z", "é", "日本", "🙂", "👨‍👩‍👧", " ", "  ", "-", "- ", "?", "? ", ":", ": ", ",", "[", "]", "{", "}", "#", " #", "&", "*", "!",
        "|", ">", "'", "\"", "%", "@", "`", "\\", "~", ".", "0", "12", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{1}", "\u{7F}",
        "\u{85}", "\u{A0}", "\u{301}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFF}", "\u{10FFFF}", "true", "no", "On", "null",
        "0x1F", "1_000", "1:30", ".inf", "---", "...", "<<", "=", "y",
    ]

    static func string(using random: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            if Int.random(in: 0..<4, using: &random) == 0 {
                text.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: 0x20...0x2FFF, using: &random)) ?? "x")
            } else {
                text += pieces.randomElement(using: &random)!
            }
        }
        return text
    }

    static func scalar(using random: inout SplitMix64) -> YAMLValue {
        let text = string(using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .quoted(text)
        case 1: return .block(text + (Bool.random(using: &random) ? "\n" + string(using: &random) + "\n" : ""))
        case 2: return .bool(Bool.random(using: &random))
        case 3: return .null
        default: return .text(text)
        }
    }

    static func value(depth: Int, using random: inout SplitMix64) -> YAMLValue {
        guard depth < 4 else { return scalar(using: &random) }
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return mapping(depth: depth + 1, using: &random)
        case 1:
            let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in value(depth: depth + 1, using: &random) }
            return .sequence(items, Bool.random(using: &random) ? .flow : .block)
        default: return scalar(using: &random)
        }
    }

    static func mapping(depth: Int, using random: inout SplitMix64) -> YAMLValue {
        var keys: Set<String> = []
        var entries: [YAMLEntry] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let key = string(using: &random)
            guard keys.insert(key).inserted else { continue }
            entries.append(
                .init(
                    key, value(depth: depth, using: &random), comments: Bool.random(using: &random) ? [string(using: &random)] : [],
                    spaced: Bool.random(using: &random)))
        }
        return .mapping(entries, depth > 0 && Int.random(in: 0..<3, using: &random) == 0 ? .flow : .block)
    }

    /// Whether the loaded node holds `value`: the same text, read as text (a plain scalar that
    /// is no `null`, boolean or number); `true`/`false` and nothing as themselves.
    static func matches(_ node: YAMLNode, _ value: YAMLValue) -> Bool {
        switch value {
        case let .text(text), let .quoted(text), let .block(text):
            guard let scalar = node.scalar else { return false }
            return scalar.text == text && !node.isNull && node.nonStringKind == nil
                && !(scalar.isPlain && ["yes", "no", "on", "off", "y", "n"].contains(text.lowercased()))
        case let .bool(bool):
            return node.scalar == .init(text: bool ? "true" : "false", isPlain: true)
        case .null:
            return node.isNull
        case let .sequence(items, _):
            guard let loaded = node.sequence, loaded.count == items.count else { return false }
            return zip(loaded, items).allSatisfy { matches($0, $1) }
        case let .mapping(entries, _):
            guard let pairs = node.mapping, pairs.count == entries.count else { return false }
            return zip(pairs, entries).allSatisfy { $0.key == $1.key && matches($0.value, $1.value) }
        }
    }
}
