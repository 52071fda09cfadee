#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns the nodes of one spec file into a `FeatureSpec`, reporting every shape error and
/// every broken rule of the spec format (Documentation/Design.md §2) it finds, in file order.
package struct SpecDecoder: Sendable {
    static let topLevelKeys = SpecVocabulary.topLevel.names
    /// The keys of a type written out long: `{ cases: […], conforms: […] }`.
    static let typeKeys = SpecVocabulary.type.names
    /// The keys of a struct's field written long (`isEmpty: { type: Bool, derived: "count == 0" }`).
    static let typeFieldKeys = SpecVocabulary.typeField.names
    /// The values of `memberwiseInit:`.
    static let memberwiseInitValues = SpecVocabulary.memberwiseInitValues
    /// The keys of `router:`.
    static let routerKeys = SpecVocabulary.router.names
    /// The keys of an input field written out long: `{ type: Field?, default: .title }`.
    static let inputKeys = SpecVocabulary.input.names

    /// The architectures a spec may name, and the keys each adds.
    package var architectures: SpecArchitectures

    package init(architectures: SpecArchitectures = .builtIn()) {
        self.architectures = architectures
    }

    package func decode(_ root: YAMLNode) throws(DiagnosticsError) -> FeatureSpec {
        var reader = SpecReader()
        var spec = decode(root, reader: &reader)
        if let decoded = spec, let pairs = root.mapping {
            OptionSwitchCheck(switches: architectures.switches[decoded.architecture ?? architectures.defaultName] ?? [])
                .check(pairs, reader: &reader)
        }
        if var decoded = spec {
            if architectures.alertButtons(of: decoded) == .actions {
                decoded.addAlertButtonActions(into: &reader.diagnostics)
                spec = decoded
            }
            var validator = SpecValidator(
                spec: decoded, generatedTypes: architectures.topLevelTypes(of: decoded), stateRules: architectures.stateRules(of: decoded),
                runtimeTypes: architectures.runtimeTypes(of: decoded))
            spec = validator.validated(into: &reader.diagnostics)
            EndpointChecks(injection: architectures.injection(of: decoded)).check(decoded, into: &reader.diagnostics)
        }
        try reader.diagnostics.throwIfErrors()
        guard var spec else { throw DiagnosticsError(reader.diagnostics.sorted()) }
        reader.diagnostics.append(
            contentsOf: IgnoredKeyWarnings(architectures: architectures)
                .warnings(for: reader.keyUses, architecture: spec.architecture ?? architectures.defaultName))
        spec.warnings = reader.diagnostics.sorted().filter { $0.severity == .warning }
        return spec
    }

    /// The errors of the document's shape alone — keys, kinds of values, names, enums — without
    /// the rules that span the spec (what refers to what, what collides, what needs a value):
    /// what a JSON Schema can say, so the schema's verdict can be held against it.
    package func shapeErrors(_ root: YAMLNode) -> [Diagnostic] {
        var reader = SpecReader()
        _ = decode(root, reader: &reader)
        return reader.diagnostics.sorted().filter { $0.severity == .error }
    }

    private func decode(_ root: YAMLNode, reader: inout SpecReader) -> FeatureSpec? {
        guard let pairs = reader.mapping(root, "the spec") else { return nil }
        reader.noteKeys(pairs, in: "")
        let value = { (key: String) in pairs.first { $0.key == key } }
        let (architecture, options) = self.architecture(value("architecture"), reader: &reader)
        checkKeys(pairs, options: options, reader: &reader)
        guard let featurePair = value("feature") else {
            reader.error(
                "the spec has no 'feature' key", at: root.location,
                notes: [.init("add 'feature: Name', the Swift name of the module")])
            return nil
        }
        guard let text = reader.text(featurePair.value, "'feature'"),
            let name = reader.name(text, "feature", at: featurePair.value.location, typeName: true)
        else { return nil }

        var spec = FeatureSpec(name: name, location: featurePair.value.location)
        spec.architecture = architecture
        spec.options = optionValues(options, pairs, reader: &reader)
        if let node = value("was")?.value {
            spec.previousName = reader.previousName(node, of: "feature", typeName: true)
            spec.previousNameLocation = node.location
        }
        spec.optionLocations = Dictionary(
            pairs.filter { pair in options.contains { $0.name == pair.key } }.map { ($0.key, $0.value.location) },
            uniquingKeysWith: { first, _ in first })
        if let node = value("imports")?.value, node.mapping != nil {
            reader.error(
                "expected a list for 'imports', found a mapping", at: node.location,
                notes: [.init("write the modules as a list: 'imports: [UIKit, Combine]'")])
        } else if let node = value("imports")?.value, let items = reader.items(node, "'imports'") {
            spec.imports = items.compactMap { item in
                reader.text(item, "an import").flatMap { reader.name($0, "module", at: item.location) }
            }
        }
        if let pair = value("input") {
            spec.input = inputFields(pair.value, reader: &reader)
            spec.inputLocation = pair.keyLocation
        }
        if let node = value("output")?.value { spec.output = outputs(node, reader: &reader) }
        if let pair = value("state") {
            if pair.value.sequence != nil {
                reader.noteKeys([.init(key: "cases", keyLocation: pair.keyLocation, value: pair.value)], in: "state")
                spec.stateCases = stateCases(pair.value, reader: &reader)
                spec.stateCasesLocation = pair.keyLocation
            } else {
                spec.state = StateFieldDecoder().decode(pair.value, reader: &reader)
            }
        }
        if let node = value("constants")?.value { spec.constants = ConstantDecoder().decode(node, in: "constants", reader: &reader) }
        if let pair = value("constantsEnum"), let text = reader.text(pair.value, "'constantsEnum'") {
            spec.constantsEnum = reader.name(text, "constants enum", at: pair.value.location, typeName: true)
            spec.constantsEnumLocation = pair.value.location
        }
        if let node = value("types")?.value { spec.types = types(node, reader: &reader) }
        if let node = value("actions")?.value { spec.actions = actions(node, "'actions'", section: "actions", reader: &reader) }
        if let node = value("subviews")?.value { spec.subviews = SubviewDecoder().decode(node, reader: &reader) }
        if let node = value("routes")?.value { spec.routes = RouteDecoder().decode(node, reader: &reader) }
        if let node = value("memberwiseInit")?.value, let text = reader.text(node, "'memberwiseInit'")?.trimmingBlanks {
            if Self.memberwiseInitValues.contains(text) {
                spec.explicitMemberwiseInit = text == "explicit"
            } else {
                let notes = DidYouMean.notes(
                    for: text, among: Self.memberwiseInitValues,
                    listing: "memberwiseInit is one of: \(Self.memberwiseInitValues.joined(separator: ", "))")
                reader.error("unknown memberwiseInit '\(text)'", at: node.location, notes: notes)
            }
        }
        if let node = value("router")?.value { spec.routerProperties = routerProperties(node, reader: &reader) }
        if let node = value("dependencies")?.value {
            (spec.dependencies, spec.keyPathDependencies) = DependencyDecoder().decode(node, reader: &reader)
        }
        if let node = value("preview")?.value { spec.previewInput = previewValues(node, reader: &reader) }
        if let node = value("previews")?.value { spec.previews = previews(node, reader: &reader) }
        return spec
    }

    /// `router: { properties: { screenName: "\"productCard\"" } }`: the router's stored
    /// properties, each written as a constant is (`name: value` or `{ type: T, value: expr }`).
    private func routerProperties(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.Constant] {
        guard !node.isNull, let pairs = reader.mapping(node, "'router'", allowed: Self.routerKeys) else { return [] }
        reader.noteKeys(pairs, in: "router")
        guard let properties = pairs.first(where: { $0.key == "properties" })?.value else { return [] }
        return ConstantDecoder().decode(properties, what: "'properties'", in: "router.properties", reader: &reader)
    }

    /// `previews: { cartIsEmpty: { cartCount: "0" } }`: each preset's name, and the Swift
    /// expression of each state field it sets.
    private func previews(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.PreviewPreset] {
        guard !node.isNull, let pairs = reader.mapping(node, "'previews'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "preview", at: pair.keyLocation) else { return nil }
            var preset = FeatureSpec.PreviewPreset(name: name, values: [], location: pair.keyLocation)
            guard !pair.value.isNull else { return preset }
            guard let fields = reader.mapping(pair.value, "preview '\(name)'") else { return nil }
            for field in fields {
                guard let fieldName = reader.name(field.key, "state field", at: field.keyLocation) else { continue }
                if field.value.scalar == nil {
                    reader.error(
                        "expected a Swift expression for '\(fieldName)' in preview '\(name)', found \(field.value.shapeDescription)",
                        at: field.value.location, notes: [.init("quote the expression, as 'initial:' is: '\(fieldName): \"[]\"'")])
                    continue
                }
                guard let value = reader.text(field.value, "'\(fieldName)' in preview '\(name)'")?.trimmingBlanks, !value.isEmpty
                else { continue }
                preset.values.append(.init(name: fieldName, type: nil, value: value, location: field.keyLocation))
            }
            return preset
        }
    }

    /// `architecture: tca`: the spec's own architecture (nil for the project's), and the
    /// keys that architecture adds.
    private func architecture(_ pair: YAMLNode.Pair?, reader: inout SpecReader) -> (String?, [SpecOption]) {
        guard let pair, let name = reader.text(pair.value, "'architecture'") else {
            return (nil, architectures.options[architectures.defaultName] ?? [])
        }
        guard let options = architectures.options[name] else {
            let notes = DidYouMean.notes(
                for: name, among: architectures.names, listing: "the architectures are: \(architectures.names.joined(separator: ", "))")
            reader.error("unknown architecture '\(name)'", at: pair.value.location, notes: notes)
            return (nil, [])
        }
        return (name, options)
    }

    /// Unknown keys, with a did-you-mean among the keys this spec's architecture reads, and a
    /// note when the key belongs to another architecture.
    private func checkKeys(_ pairs: [YAMLNode.Pair], options: [SpecOption], reader: inout SpecReader) {
        let allowed = Self.topLevelKeys + ["architecture"] + options.map(\.name)
        for pair in pairs where !allowed.contains(pair.key) {
            let owners = architectures.options.filter { $0.value.contains { $0.name == pair.key } }.keys.sorted()
            guard !owners.isEmpty else {
                reader.unknownKey(pair, in: "the spec", allowed: allowed)
                continue
            }
            reader.error(
                "'\(pair.key)' is not a key of this spec's architecture", at: pair.keyLocation,
                notes: [
                    .init("'\(pair.key)' is read by \(owners.map { "'\($0)'" }.joined(separator: ", ")); set 'architecture:' to use it")
                ])
        }
    }

    private func optionValues(_ options: [SpecOption], _ pairs: [YAMLNode.Pair], reader: inout SpecReader) -> [String: SpecOptionValue] {
        var values: [String: SpecOptionValue] = [:]
        for option in options {
            if let pair = pairs.first(where: { $0.key == option.name }) {
                values[option.name] = OptionValueDecoder(option: option).value(pair.value, reader: &reader) ?? option.defaultValue
            } else {
                values[option.name] = option.defaultValue
            }
        }
        return values
    }

    /// The keys of an option's field written long (`localItems: { type: "[Item]", label: items }`).
    static let optionFieldKeys = SpecVocabulary.optionField.names
}
