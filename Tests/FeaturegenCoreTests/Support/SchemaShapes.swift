import FeaturegenTestSupport
import Foundation

@testable import FeaturegenCore

/// Documents for the schema differential tests, generated: skeletons that hold every key in
/// its long form, each value replaced in turn by each of a set of shapes, and each key by a
/// word Swift keeps. What the schema and the loader once disagreed on (`cancellable: {}`,
/// `flow: shop`, `actions: [init]`, `types: { Self: … }`, `preview: 3`, `mvvm: {}`) is one
/// of these shapes at one of these places.
enum SchemaShapes {
    /// What a value is replaced by: an empty mapping, null, a number, a boolean, lower and upper
    /// case words, Swift's reserved words, lists of them.
    static let values = ["{}", "~", "3", "true", "shop", "init", "Self", "[init]", "[]", "\"\""]
    /// What a key is replaced by.
    static let keys = ["init", "Self", "default"]

    /// A spec with every core key in its long forms, with `architecture:` and each of that
    /// architecture's options set to its default (after the core keys, from `coreLines` on).
    static func skeleton(architecture: String) -> String {
        var text = coreSkeleton(architecture: architecture)
        for option in ArchitectureCatalog.options[architecture] ?? [] {
            let value = option.defaultValue.jsonText
            text += "\(option.name): \(value == "\"\"" ? "Shop" : value)\n"
        }
        return text
    }

    /// The core keys, in their long forms.
    static func coreSkeleton(architecture: String) -> String {
        """
        feature: Shapes
        architecture: \(architecture)
        imports: [DesignSystem]
        input:
          article: String
          focus: { type: "Field?", default: .title }
        output:
          didClose: Void
          didBuy: { itemCount: Int }
        state:
          title: String
          mode: { type: Mode, initial: .compact }
          count: { type: Int, derived: "title.count" }
        constants:
          offset: { type: CGFloat, value: "146.0" }
        types:
          Mode: [compact, full]
          Item: { url: URL }
          Kind: { cases: { all: All }, rawValue: String, conforms: [Hashable] }
        actions:
          - load
          - select: { index: Int }
          - start:
            cancellable: { id: timer, cancelInFlight: true }
          - stop:
            cancels: timer
          - save: Int
            handler: store
        subviews:
          Header:
            property: header
            state:
              title: String
              shown: { type: Bool, from: title }
            actions: [tap]
        routes:
          - dismiss
          - open: { module: Other, input: { id: Int }, presentation: push, external: true }
          - warn:
              alert:
                title: Careful
                buttons:
                  - { title: OK, role: cancel }
        dependencies:
          catalog:
            type: CatalogClient
            endpoints:
              fetch: "(page: Int) async throws -> [Int]"
              first: { signature: "() async -> Int", preview: "1" }
        preview:
          article: "\\"A\\""

        """
    }

    /// The spec page's example, and a skeleton per architecture, each value and key replaced
    /// by each shape in turn.
    static func specs() throws -> [String] {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("Documentation/Spec.md"), encoding: .utf8)
        let example = page.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first ?? ""
        // The core keys read the same in every architecture: varied once; each architecture's
        // options, in its own skeleton.
        let core = skeleton(architecture: ProjectConfig().architecture)
        let coreLines = coreSkeleton(architecture: ProjectConfig().architecture).components(separatedBy: "\n").count - 1
        let options = ArchitectureCatalog.names.map(skeleton(architecture:)).flatMap { [$0] + variations(of: $0, from: coreLines) }
        return [example, core] + variations(of: example) + variations(of: core) + options
    }

    /// featuregen.yml with every setting, and a block for each architecture with each of its
    /// settings at its default, each value and key replaced by each shape in turn.
    static func configs() -> [String] {
        var skeleton = """
            specs: Specs
            output: Features
            runtime: Features/Runtime/Module.swift
            architecture: mvvm
            observation: combine
            access: internal
            templates: Templates
            tests: FeatureTests
            testFramework: swift-testing
            testedModule: App
            previews: true

            """
        for (architecture, settings) in ArchitectureCatalog.settings.sorted(by: { $0.key < $1.key }) {
            let values = settings.map { "\($0.name): \($0.defaultValue.yamlText)" }
            skeleton += "\(architecture): { \(values.joined(separator: ", ")) }\n"
        }
        return [skeleton] + variations(of: skeleton)
    }

    /// The text with one line changed: its value replaced by each of `values`, its key by each
    /// of `keys`; comments and list items without a key are left as they are.
    static func variations(of text: String, from first: Int = 0) -> [String] {
        let lines = text.components(separatedBy: "\n")
        var results: [String] = []
        for (index, line) in lines.enumerated() where index >= first {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("#"),
                let colon = line.range(of: ": ") ?? (line.hasSuffix(":") ? line.range(of: ":", options: .backwards) : nil)
            else { continue }
            let prefix = line[..<colon.lowerBound]
            let indent = prefix.prefix { $0 == " " || $0 == "-" }
            let key = prefix.dropFirst(indent.count)
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber }) else { continue }
            // The value without a trailing comment.
            let comment = line.range(of: " #", range: colon.upperBound..<line.endIndex).map { String(line[$0.lowerBound...]) } ?? ""
            for value in values {
                var copy = lines
                copy[index] = String(line[..<colon.lowerBound]) + ": " + value + comment
                results.append(copy.joined(separator: "\n"))
            }
            for name in keys {
                var copy = lines
                copy[index] = indent + name + line[colon.lowerBound...]
                results.append(copy.joined(separator: "\n"))
            }
        }
        return results
    }
}
