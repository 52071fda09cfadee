import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// The schema the template checker uses must name exactly what the context types hold.
@Suite struct TemplateSchemaTests {
    /// The names of a context value as Mirror sees them, with the schema type of each child.
    private func assertMatches(_ value: Any, type: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        // Contexts whose names come from the manifests and the catalog, not from their fields.
        if [TemplateSchema.options, TemplateSchema.settings, TemplateSchema.architectureFlags, TemplateSchema.routesByArchitecture]
            .contains(type)
        {
            return
        }
        let schema = TemplateSchema.types[type] ?? [:]
        var names = Set<String>()
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            names.insert(label)
            // The context answers each stored value under its own name; a missing optional
            // answers nil.
            let stored: Any? =
                Mirror(reflecting: child.value).displayStyle == .optional
                ? Mirror(reflecting: child.value).children.first?.value : child.value
            let answered = (value as? any TemplateObject)?.value(named: label)
            #expect(describe(answered) == describe(stored), "\(type).\(label)", sourceLocation: sourceLocation)
            guard case .context(let childType)? = schema[label] else { continue }
            // A list's first element, an optional's value, or a nested context itself.
            let element: Any? =
                switch Mirror(reflecting: child.value).displayStyle {
                case .collection: (child.value as? [Any])?.first
                case .optional: Mirror(reflecting: child.value).children.first.map(\.value)
                default: child.value
                }
            if let element { assertMatches(element, type: childType, sourceLocation: sourceLocation) }
        }
        #expect(names == Set(schema.keys), "\(type): schema \(schema.keys.sorted()) vs \(names.sorted())", sourceLocation: sourceLocation)
    }

    private func describe(_ value: TemplateValue?) -> String {
        switch value {
        case nil: "nil"
        case .text(let text)?: "text \(text)"
        case .flag(let flag)?: "flag \(flag)"
        case .number(let number)?: "number \(number)"
        case .list(let elements)?: "list of \(elements.count)"
        case .object(let object)?: "object \(Swift.type(of: object))"
        }
    }

    private func describe(_ value: Any?) -> String {
        switch value {
        case nil: "nil"
        case let text as String: "text \(text)"
        case let flag as Bool: "flag \(flag)"
        case let number as Int: "number \(number)"
        case let elements as [Any]: "list of \(elements.count)"
        case let object?: "object \(Swift.type(of: object))"
        }
    }

    @Test func theSchemaNamesEveryValueOfTheContexts() throws {
        let specText = try String(contentsOf: Repository.root.appendingPathComponent("Specs/ProductCard.yaml"), encoding: .utf8)
        let spec = try loadSpec(specText, path: "ProductCard.yaml")
        var context = ContextBuilder(observation: .combine, access: .internal).context(for: spec)
        context.subview = context.subviews.first
        assertMatches(context, type: TemplateSchema.feature)
        assertMatches(ContextBuilder(observation: .combine, access: .internal).project, type: TemplateSchema.project)
    }

    @Test(arguments: ArchitectureCatalog.names)
    func theBuiltInTemplatesUseOnlyKnownNames(architecture: String) throws {
        _ = try TemplateSet(architecture: architecture, checksBuiltIn: true)
    }

    @Test func unknownNamesAreErrorsAtTheirLineAndColumn() throws {
        let checker = TemplateNameChecker(manifest: try #require(try ArchitectureCatalog.manifest("mvvm")))
        let text =
            "enum {{feature}} {\n{{#actions}}\n    case {{nme}}\n{{/actions}}\n{{^last()}},{{/last()}}{{subview.property}}{{subview.nope}}\n}\n"
        let template = try MustacheTemplate(text)
        let found = checker.diagnostics(in: template, source: text, file: "T.mustache", root: TemplateSchema.feature).map(\.description)
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("T.mustache:3:10: error: unknown name 'nme'") == true)
        #expect(found.first?.contains("did you mean 'name'?") == true)
        #expect(found.last?.hasPrefix("T.mustache:5:44: error: 'subview.nope' names 'nope'") == true)
    }

    /// A partial shared by the architectures (`Templates/Shared/`) is checked where it is
    /// included, in the sections around the tag, and a project's copy of it replaces it.
    @Test func aSharedPartialIsCheckedWhereItIsIncluded() throws {
        let files = TemplateSet.builtInFiles(of: "mvvm").map(\.name)
        #expect(files.contains("Shared/ClientProtocol.swift.mustache"), "\(files)")
        #expect(!TemplateSet.builtInFiles(of: "tca").map(\.name).contains("Shared/ClientProtocol.swift.mustache"))
        let copy = "{{access}}protocol {{type}}: Sendable {\n{{#endpoints}}\n    func {{signatur}}\n{{/endpoints}}\n}\n"
        let path = "Templates/mvvm/Shared/ClientProtocol.swift.mustache"
        #expect(throws: DiagnosticsError.self) {
            try TemplateSet(architecture: "mvvm", overrides: ["Shared/ClientProtocol.swift.mustache": (copy, path)])
        }
        do {
            _ = try TemplateSet(architecture: "mvvm", overrides: ["Shared/ClientProtocol.swift.mustache": (copy, path)])
        } catch {
            #expect(error.description.contains("\(path):3:10: error: unknown name 'signatur'"), "\(error.description)")
            #expect(error.diagnostics.count == 1, "\(error.description)")
        }
    }
}
