import Foundation
import Mustache
import Testing

@testable import FeaturegenCore

/// The schema the template checker uses must name exactly what the context types hold.
@Suite struct TemplateSchemaTests {
    /// The names of a context value as Mirror sees them, with the schema type of each child.
    private func assertMatches(_ value: Any, type: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        // Contexts whose names come from the manifests and the catalog, not from their fields.
        if [TemplateSchema.options, TemplateSchema.architectureFlags, TemplateSchema.routesByArchitecture].contains(type) { return }
        let schema = TemplateSchema.types[type] ?? [:]
        var names = Set<String>()
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            names.insert(label)
            // The direct lookup answers what Mirror would.
            // swift-mustache's Mirror lookup unwraps an optional, and answers nil for none.
            let unwrapped: Any? =
                Mirror(reflecting: child.value).displayStyle == .optional
                ? Mirror(reflecting: child.value).children.first?.value : child.value
            let direct = (value as? MustacheParent)?.child(named: label)
            #expect(
                direct.map { "\(Swift.type(of: $0))" } == unwrapped.map { "\(Swift.type(of: $0))" }, "\(type).\(label)",
                sourceLocation: sourceLocation)
            if schema[label] == .scalar {
                #expect("\(direct ?? "nil")" == "\(unwrapped ?? "nil")", "\(type).\(label)", sourceLocation: sourceLocation)
            }
            guard case .context(let childType)? = schema[label] else { continue }
            let element: Any? =
                (child.value as? [Any])?.first
                ?? Mirror(reflecting: child.value).children.first.map(\.value)
            if let element { assertMatches(element, type: childType, sourceLocation: sourceLocation) }
        }
        #expect(names == Set(schema.keys), "\(type): schema \(schema.keys.sorted()) vs \(names.sorted())", sourceLocation: sourceLocation)
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
        _ = try TemplateSet(architecture: architecture)
    }

    @Test func unknownNamesAreErrorsAtTheirLineAndColumn() {
        let checker = TemplateNameChecker()
        let text =
            "enum {{feature}} {\n{{#actions}}\n    case {{nme}}\n{{/actions}}\n{{^last()}},{{/last()}}{{subview.property}}{{subview.nope}}\n}\n"
        let found = checker.diagnostics(in: text, file: "T.mustache", root: TemplateSchema.feature).map(\.description)
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("T.mustache:3:10: error: unknown name 'nme'") == true)
        #expect(found.first?.contains("did you mean 'name'?") == true)
        #expect(found.last?.hasPrefix("T.mustache:5:44: error: 'subview.nope' names 'nope'") == true)
    }
}
