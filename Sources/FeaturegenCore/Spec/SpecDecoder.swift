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
        if let decoded = spec {
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

    /// `name: Type` pairs, or `name: { type: Type, label: label }` for a field passed under
    /// another argument label.
    func fields(_ node: YAMLNode, _ what: String, reader: inout SpecReader) -> [FeatureSpec.Field] {
        guard !node.isNull, let pairs = reader.mapping(node, what) else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "field", at: pair.keyLocation) else { return nil }
            guard let long = pair.value.mapping, !pair.value.isUnquotedDictionaryType else {
                return reader.type(pair.value, "'\(pair.key)'").map { .init(name: name, type: $0, location: pair.keyLocation) }
            }
            guard reader.mapping(pair.value, "field '\(name)'", allowed: Self.optionFieldKeys) != nil else { return nil }
            guard let typeNode = long.first(where: { $0.key == "type" })?.value else {
                reader.error(
                    "field '\(name)' needs a 'type'", at: pair.keyLocation,
                    notes: [.init("write '\(name): { type: Type, label: label }', or '\(name): Type'")])
                return nil
            }
            guard let type = reader.type(typeNode, "the type of '\(name)'") else { return nil }
            var field = FeatureSpec.Field(name: name, type: type, location: pair.keyLocation)
            if let labelNode = long.first(where: { $0.key == "label" })?.value {
                guard let text = reader.text(labelNode, "'label'") else { return nil }
                field.label = reader.name(text.trimmingBlanks, "label", at: labelNode.location)
            }
            return field
        }
    }

    /// `name: expression` pairs.
    private func previewValues(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.Constant] {
        guard !node.isNull, let pairs = reader.mapping(node, "'preview'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "input field", at: pair.keyLocation),
                let expression = reader.text(pair.value, "the preview value of '\(pair.key)'")
            else { return nil }
            return .init(name: name, type: nil, value: expression, location: pair.keyLocation)
        }
    }

    /// `input:`'s `name: Type` pairs, or `name: { type: Type, default: expression }` for a field
    /// an opener may leave out.
    private func inputFields(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.Field] {
        guard !node.isNull, let pairs = reader.mapping(node, "'input'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "field", at: pair.keyLocation) else { return nil }
            guard let long = pair.value.mapping, !pair.value.isUnquotedDictionaryType else {
                return reader.type(pair.value, "'\(pair.key)'").map { .init(name: name, type: $0, location: pair.keyLocation) }
            }
            guard reader.mapping(pair.value, "input field '\(name)'", allowed: Self.inputKeys) != nil else { return nil }
            reader.noteKeys(long, in: "input")
            guard let typeNode = long.first(where: { $0.key == "type" })?.value else {
                reader.error(
                    "input field '\(name)' needs a 'type'", at: pair.keyLocation,
                    notes: [.init("write '\(name): { type: Type, default: value }', or '\(name): Type'")])
                return nil
            }
            guard let type = reader.type(typeNode, "the type of '\(name)'") else { return nil }
            var field = FeatureSpec.Field(name: name, type: type, location: pair.keyLocation)
            if let node = long.first(where: { $0.key == "default" })?.value, let text = reader.text(node, "'default'") {
                let value = text.trimmingBlanks
                if value.isEmpty {
                    reader.error("an empty 'default' for input field '\(name)'", at: node.location)
                } else {
                    field.defaultValue = value
                }
            }
            return field
        }
    }

    private func outputs(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.OutputCallback] {
        guard !node.isNull, let pairs = reader.mapping(node, "'output'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "output", at: pair.keyLocation),
                let parameters = parameters(pair.value, "output '\(pair.key)'", reader: &reader)
            else { return nil }
            return .init(name: name, parameters: parameters, location: pair.keyLocation)
        }
    }

    /// An action's (or a callback's, or a route's) values: nothing, one type, a
    /// `(label: Type, …)` list, or a mapping of labels to types.
    func parameters(_ node: YAMLNode, _ what: String, reader: inout SpecReader) -> [FeatureSpec.Parameter]? {
        if node.isNull { return [] }
        if let pairs = node.mapping, !node.isUnquotedDictionaryType {
            // `was:` names a rename, not a parameter (see `actions`).
            return pairs.filter { $0.key != "was" }.compactMap { pair in
                guard let label = reader.name(pair.key, "parameter", at: pair.keyLocation),
                    let type = reader.type(pair.value, "'\(pair.key)'")
                else { return nil }
                return .init(label: label, type: type)
            }
        }
        guard let type = reader.type(node, what) else { return nil }
        if type == "Void" || type == "()" { return [] }
        guard type.hasPrefix("(") && type.hasSuffix(")") else { return [.init(label: nil, type: type)] }
        guard let list = TypeExpression.parameterList(String(type.dropFirst().dropLast())) else {
            reader.error("'\(type)' is not a valid parameter list for \(what)", at: node.location)
            return nil
        }
        for parameter in list {
            if let label = parameter.label, reader.name(label, "parameter", at: node.location) == nil { return nil }
        }
        return list
    }

    /// A list of cases: `- name`, `- name: Type`, `- name: { label: Type }`. A rename's old
    /// name is an annotation that leaves the values as they are: beside the case, for any form
    /// (`- { choose: Int, was: select }`), or among the labels of a mapping
    /// (`- choose: { was: select, index: Int }`, the labels being the rest). `section` is where
    /// the list is in the spec (`subviews.actions`), for the keys it writes.
    func actions(
        _ node: YAMLNode, _ what: String, noun: String = "action", section: String? = nil, reader: inout SpecReader
    ) -> [FeatureSpec.Action] {
        guard let items = reader.items(node, what) else { return [] }
        return items.compactMap { item in
            if item.scalar != nil, !item.isNull {
                return reader.name(item, noun).map {
                    .init(name: $0, parameters: [], location: item.location)
                }
            }
            let pairs = item.mapping ?? []
            // `was:` and (for actions) `handler:` may stand beside the case.
            let annotationKeys = section == "actions" ? Self.actionAnnotationKeys : ["was"]
            let annotations = pairs.count > 1 ? pairs.filter { annotationKeys.contains($0.key) } : []
            let besideWas = annotations.first { $0.key == "was" }
            let besideHandler = annotations.first { $0.key == "handler" }
            let cases = pairs.filter { pair in !annotations.contains { $0.key == pair.key } }
            // A misspelt annotation (`cancelable:`) beside a case: say which key was meant.
            if cases.count > 1,
                let misspelt = cases.first(where: { $0.key.count > 4 && DidYouMean.suggestion(for: $0.key, among: annotationKeys) != nil })
            {
                reader.unknownKey(misspelt, in: "an item of \(what)", allowed: annotationKeys)
                return nil
            }
            guard item.mapping != nil, cases.count == 1 else {
                let found = item.mapping.map { "\($0.count) keys" } ?? item.shapeDescription
                reader.error(
                    "expected one case in each item of \(what), found \(found)", at: item.location,
                    notes: [
                        .init("write '- name', '- name: Type' or '- name: { label: Type }', with 'was: oldName' beside it for a rename")
                    ])
                return nil
            }
            let pair = cases[0]
            guard let name = reader.name(pair.key, noun, at: pair.keyLocation),
                let parameters = parameters(pair.value, "'\(pair.key)'", reader: &reader)
            else { return nil }
            var action = FeatureSpec.Action(name: name, parameters: parameters, location: pair.keyLocation)
            let labelWas = pair.value.isUnquotedDictionaryType ? nil : pair.value.mapping?.first { $0.key == "was" }
            if let besideWas, let labelWas {
                reader.error(
                    "\(noun) '\(name)' has two 'was'", at: besideWas.keyLocation,
                    notes: [.init("the other is here", at: labelWas.keyLocation)])
            }
            if let was = besideWas ?? labelWas {
                action.previousName = reader.previousName(was.value, of: noun)
                if let section { reader.noteKeys([was], in: section) }
            }
            if let besideHandler {
                action.handler = handler(besideHandler.value, of: name, reader: &reader)
                action.handlerLocation = besideHandler.value.location
                if let section { reader.noteKeys([besideHandler], in: section) }
            }
            if let pair = annotations.first(where: { $0.key == "cancellable" }) {
                if let scalar = pair.value.scalar, scalar.isPlain, ["true", "false"].contains(scalar.text) {
                    action.cancellableID = reader.bool(pair.value, "'cancellable'") == true ? name : nil
                } else if pair.value.mapping != nil {
                    let keys = SpecVocabulary.cancellable.names
                    let options = reader.mapping(pair.value, "'cancellable' of '\(name)'", allowed: keys) ?? []
                    action.cancellableID = name
                    if let id = options.first(where: { $0.key == "id" }) {
                        action.cancellableID = reader.name(id.value, "cancellation id")
                    }
                    if let inFlight = options.first(where: { $0.key == "cancelInFlight" }) {
                        action.cancelsInFlight = reader.bool(inFlight.value, "'cancelInFlight'") ?? false
                    }
                } else if let text = reader.text(pair.value, "'cancellable'") {
                    action.cancellableID = reader.name(text, "cancellation id", at: pair.value.location)
                }
                action.cancellableLocation = pair.keyLocation
                if let section { reader.noteKeys([pair], in: section) }
            }
            if let pair = annotations.first(where: { $0.key == "cancels" }) {
                // `cancels: true` is YAML's boolean, as editors read it, not an id named true.
                if reader.text(pair.value, "'cancels'") != nil {
                    action.cancelsID = reader.name(pair.value, "cancellation id")
                }
                action.cancelsLocation = pair.keyLocation
                if let section { reader.noteKeys([pair], in: section) }
                if let other = annotations.first(where: { $0.key == "cancellable" }) {
                    reader.error(
                        "action '\(name)' both runs a cancellable effect and cancels one", at: pair.keyLocation,
                        notes: [.init("its effect is one or the other", at: other.keyLocation)])
                }
            }
            return action
        }
    }

    /// What may stand beside an action's case: a rename, its handler, and its effect's
    /// cancellation (`cancellable: timer`, `cancels: timer`).
    static let actionAnnotationKeys = SpecVocabulary.actionAnnotations.names

    /// `handler: saveSlidingStep` or `handler: updatePosition(for:)`.
    private func handler(_ node: YAMLNode, of action: String, reader: inout SpecReader) -> FeatureSpec.Handler? {
        guard let text = reader.text(node, "the handler of '\(action)'")?.trimmingBlanks else { return nil }
        if node.nonStringKind != nil { return reader.name(node, "handler").map { .init(name: $0, labels: nil) } }
        guard let open = text.firstIndex(of: "(") else {
            return reader.name(text, "handler", at: node.location).map { .init(name: $0, labels: nil) }
        }
        let labels = text[text.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard text.hasSuffix(":)") || text.hasSuffix("()"), let name = reader.name(String(text[..<open]), "handler", at: node.location)
        else {
            reader.error(
                "'\(text)' is not a method name", at: node.location,
                notes: [
                    .init(
                        "write the method's name, or its full name with one label per value: 'updatePosition(for:)', 'select(_:animated:)'")
                ])
            return nil
        }
        var checked: [String] = []
        for label in labels.map(String.init) {
            guard label == "_" || reader.name(label, "argument label", at: node.location) != nil else { return nil }
            checked.append(label)
        }
        return .init(name: name, labels: checked)
    }

    /// One item of `conforms:`: one protocol, so the list renders as `: A, B` and an empty
    /// list as nothing.
    private func protocolName(_ item: YAMLNode, reader: inout SpecReader) -> String? {
        guard let text = reader.text(item, "a protocol").map(\.trimmingBlanks) else { return nil }
        if text.isEmpty {
            reader.error("an empty protocol in 'conforms'", at: item.location, notes: [.init("write 'conforms: []' for none")])
            return nil
        }
        if text.contains(",") || text.contains("\n") {
            reader.error(
                "'\(text)' is not one protocol", at: item.location, notes: [.init("write each protocol as an item: 'conforms: [A, B]'")])
            return nil
        }
        return text
    }

    /// `state:` as a list: the cases of the state enum, written as a type's cases are
    /// (`- idle`, `- loaded: LoadedState`, `- failed: { message: String }`). An item written as
    /// a state field is (`- title: { type: String, input: title }`) is an error of its own.
    private func stateCases(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.Action] {
        guard let items = node.sequence else { return [] }
        if items.isEmpty {
            reader.error(
                "the state is an empty list of cases", at: node.location,
                notes: [.init("write its cases ('- idle', '- loaded: LoadedState'), or its fields as a mapping ('title: String')")])
            return []
        }
        var fieldLike = false
        for item in items {
            guard let pairs = item.mapping, pairs.count == 1, let body = pairs[0].value.mapping,
                !pairs[0].value.isUnquotedDictionaryType,
                let key = body.first(where: { ["type", "initial", "input", "derived", "let", "forEach"].contains($0.key) })
            else { continue }
            fieldLike = true
            reader.error(
                "'\(pairs[0].key)' is written as a state field, but 'state:' is a list, so its items are the state's cases",
                at: key.keyLocation,
                notes: [
                    .init("write the state's fields as a mapping ('\(pairs[0].key): { type: …, input: … }') without '- ',"),
                    .init("or a case with its values: '- \(pairs[0].key): { label: Type }'"),
                ])
        }
        if fieldLike { return [] }
        return actions(node, "the cases of the state", noun: "case", section: "state.cases", reader: &reader)
    }

    private func types(_ node: YAMLNode, reader: inout SpecReader) -> [FeatureSpec.NestedType] {
        guard !node.isNull, let pairs = reader.mapping(node, "'types'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "type", at: pair.keyLocation, typeName: true) else { return nil }
            var body = pair.value
            var conformances: [String]?
            var isTopLevel = false, topLevelLocation: SourceLocation?
            var rawType: String?, rawTypeLocation: SourceLocation?
            // Short, a mapping is a struct's fields; long, `cases:` may be a mapping too.
            var isStructure = pair.value.mapping != nil
            if let long = pair.value.mapping, long.contains(where: { ["cases", "fields"].contains($0.key) }) {
                guard reader.mapping(pair.value, "type '\(name)'", allowed: Self.typeKeys) != nil,
                    let shapePair = long.first(where: { ["cases", "fields"].contains($0.key) })
                else { return nil }
                body = shapePair.value
                isStructure = shapePair.key == "fields"
                reader.noteKeys(long, in: "types")
                if let node = long.first(where: { $0.key == "conforms" })?.value, let items = reader.list(node, "'conforms'") {
                    conformances = items.compactMap { protocolName($0, reader: &reader) }
                }
                if let topLevel = long.first(where: { $0.key == "topLevel" }) {
                    isTopLevel = reader.bool(topLevel.value, "'topLevel'") ?? false
                    topLevelLocation = topLevel.keyLocation
                }
                if let raw = long.first(where: { $0.key == "rawValue" }) {
                    rawTypeLocation = raw.keyLocation
                    if isStructure {
                        reader.error(
                            "type '\(name)' has fields, so it has no raw value", at: raw.keyLocation,
                            notes: [.init("a raw value belongs to an enum: give it 'cases:'")])
                    } else if let text = reader.text(raw.value, "'rawValue'")?.trimmingBlanks {
                        rawType = reader.name(text, "raw type", at: raw.value.location, typeName: true)
                    }
                }
                if shapePair.key == "fields" && body.mapping == nil {
                    reader.error("expected a mapping for the fields of '\(name)', found \(body.shapeDescription)", at: body.location)
                    return nil
                }
            }
            if isStructure {
                var derived: [FeatureSpec.DerivedField] = []
                let fields = typeFields(body, of: name, derived: &derived, reader: &reader)
                var type = FeatureSpec.NestedType(
                    name: name, shape: .structure(fields), conformances: conformances ?? ["Equatable", "Sendable"],
                    location: pair.keyLocation, isTopLevel: isTopLevel, topLevelLocation: topLevelLocation)
                type.derived = derived
                return type
            }
            var rawValues: [String: String] = [:]
            let cases =
                rawType == nil
                ? actions(body, "the cases of '\(name)'", noun: "case", section: "types.cases", reader: &reader)
                : rawValuedCases(body, of: name, rawValues: &rawValues, reader: &reader)
            let plain = cases.allSatisfy { $0.parameters.isEmpty }
            return .init(
                name: name, shape: .enumeration(cases),
                conformances: conformances ?? (plain ? ["Hashable", "Sendable"] : ["Equatable", "Sendable"]),
                location: pair.keyLocation, isTopLevel: isTopLevel, topLevelLocation: topLevelLocation, rawType: rawType,
                rawValues: rawValues, rawTypeLocation: rawTypeLocation)
        }
    }

    /// A struct's fields: `count: Int`, or written long, `count: { type: Int }`, and its computed
    /// members, `isEmpty: { type: Bool, derived: "count == 0" }`, which go to `derived`.
    private func typeFields(
        _ node: YAMLNode, of type: String, derived: inout [FeatureSpec.DerivedField], reader: inout SpecReader
    ) -> [FeatureSpec.Field] {
        guard !node.isNull, let pairs = reader.mapping(node, "type '\(type)'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = reader.name(pair.key, "field", at: pair.keyLocation) else { return nil }
            guard let long = pair.value.mapping, !pair.value.isUnquotedDictionaryType else {
                return reader.type(pair.value, "'\(pair.key)'").map { .init(name: name, type: $0, location: pair.keyLocation) }
            }
            guard reader.mapping(pair.value, "field '\(name)' of '\(type)'", allowed: Self.typeFieldKeys) != nil else { return nil }
            reader.noteKeys(long.filter { $0.key == "derived" }, in: "types.fields")
            guard let typeNode = long.first(where: { $0.key == "type" })?.value else {
                reader.error(
                    "field '\(name)' of '\(type)' needs a 'type'", at: pair.keyLocation,
                    notes: [.init("write '\(name): { type: Type, derived: expression }', or '\(name): Type'")])
                return nil
            }
            guard let fieldType = reader.type(typeNode, "the type of '\(name)'") else { return nil }
            guard let expressionPair = long.first(where: { $0.key == "derived" }) else {
                return .init(name: name, type: fieldType, location: pair.keyLocation)
            }
            guard let text = reader.text(expressionPair.value, "'derived'") else { return nil }
            let expression = text.trimmingBlanksAndLineBreaks
            guard !expression.isEmpty else {
                reader.error("field '\(name)' of '\(type)' has an empty 'derived' expression", at: expressionPair.value.location)
                return nil
            }
            derived.append(.init(name: name, type: fieldType, expression: expression, location: pair.keyLocation))
            return nil
        }
    }

    /// The cases of an enum with `rawValue:`: `- all`, or `- all: All` with its raw value, with
    /// `was: oldName` beside it for a rename.
    private func rawValuedCases(
        _ node: YAMLNode, of type: String, rawValues: inout [String: String], reader: inout SpecReader
    ) -> [FeatureSpec.Action] {
        guard let items = reader.items(node, "the cases of '\(type)'") else { return [] }
        return items.compactMap { item in
            if item.scalar != nil, !item.isNull {
                return reader.name(item, "case").map { .init(name: $0, parameters: [], location: item.location) }
            }
            let pairs = item.mapping ?? []
            let was = pairs.count > 1 ? pairs.first { $0.key == "was" } : nil
            let cases = pairs.filter { $0.key != "was" || was == nil }
            guard item.mapping != nil, cases.count == 1 else {
                let found = item.mapping.map { "\($0.count) keys" } ?? item.shapeDescription
                reader.error(
                    "expected one case in each item of the cases of '\(type)', found \(found)", at: item.location,
                    notes: [.init("write '- name' or '- name: raw value', with 'was: oldName' beside it for a rename")])
                return nil
            }
            let pair = cases[0]
            guard let name = reader.name(pair.key, "case", at: pair.keyLocation) else { return nil }
            var result = FeatureSpec.Action(name: name, parameters: [], location: pair.keyLocation)
            if !pair.value.isNull {
                guard let value = pair.value.scalar?.text else {
                    reader.error(
                        "expected the raw value of case '\(name)', found \(pair.value.shapeDescription)", at: pair.value.location,
                        notes: [.init("an enum with 'rawValue:' gives each case a value ('- all: All'), not parameters")])
                    return nil
                }
                rawValues[name] = value
            }
            if let was {
                result.previousName = reader.previousName(was.value, of: "case")
                reader.noteKeys([was], in: "types.cases")
            }
            return result
        }
    }
}
