/// Reads an `architecture.yaml`; every mistake is a diagnostic at its line and column, as in
/// a spec, so a team writing its own architecture gets the same help as a spec author.
struct ManifestDecoder {
    static let keys = [
        "summary", "files", "starter", "options", "honours", "ignores", "requires", "dependencyInjection", "declares", "state", "flow",
        "partials", "lists", "settings", "libraryMembers", "alertButtons", "buildSetting",
        "outputs",
    ]
    static let fileKeys = ["template", "path", "scope"]
    /// `when: hasRoutes`: the file is written only for a feature whose context answers the name
    /// with true or a non-empty list; `when: "!inFlow"` only for one that answers false or empty.
    static let optionalFileKeys = ["when", "retire"]
    static let optionKeys = ["type", "values", "default", "description", "keys"]

    func decode(_ root: YAMLNode, name: String) throws(DiagnosticsError) -> ArchitectureManifest {
        var reader = SpecReader()
        var manifest = ArchitectureManifest(
            name: name, summary: "", files: [], starterSpec: "Spec.yaml", options: [], path: root.location.file)
        var declaresLocations: [SourceLocation] = []
        if let pairs = reader.mapping(root, "the manifest", allowed: Self.keys) {
            for pair in pairs {
                switch pair.key {
                case "summary": manifest.summary = reader.text(pair.value, "'summary'") ?? ""
                case "starter":
                    manifest.starterSpec = reader.text(pair.value, "'starter'") ?? manifest.starterSpec
                    manifest.starterLocation = pair.value.location
                case "files": manifest.files = files(pair.value, reader: &reader)
                case "partials":
                    for item in reader.items(pair.value, "'partials'") ?? [] {
                        guard let name = reader.text(item, "a template of 'partials'") else { continue }
                        manifest.partials.append(name)
                        manifest.partialLocations[name] = item.location
                    }
                case "lists": manifest.lists = lists(pair.value, manifest: &manifest, reader: &reader)
                case "options": manifest.options = options(pair.value, reader: &reader)
                case "settings": manifest.settings = settings(pair.value, reader: &reader)
                case "state": manifest.stateRules = stateRules(pair.value, reader: &reader)
                case "declares":
                    manifest.featureTypes =
                        featureTypes(pair.value, locations: &declaresLocations, reader: &reader) ?? manifest.featureTypes
                case "flow": manifest.flow = flow(pair.value, reader: &reader)
                case "libraryMembers": manifest.libraryMembers = libraryMembers(pair.value, reader: &reader)
                case "dependencyInjection":
                    manifest.dependencyInjection = dependencyInjection(pair.value, reader: &reader) ?? .builder
                case "alertButtons": manifest.alertButtons = alertButtons(pair.value, reader: &reader) ?? .own
                case "outputs": manifest.outputs = outputs(pair.value, reader: &reader)
                case "buildSetting":
                    manifest.buildSetting = reader.text(pair.value, "'buildSetting'")
                    manifest.buildSettingLocation = pair.value.location
                default: break
                }
            }
            manifest.keys = honouredKeys(pairs, reader: &reader)
            if let setting = manifest.buildSetting, !manifest.settings.contains(where: { $0.name == setting && $0.kind == .boolean }) {
                reader.error(
                    "'buildSetting: \(setting)' names no boolean setting of this manifest",
                    at: manifest.buildSettingLocation ?? root.location,
                    notes: [.init("declare '\(setting)' under 'settings:' with 'type: boolean', or remove 'buildSetting:'")])
            }
            checkOptionNames(manifest, declaresLocations: declaresLocations, reader: &reader)
            checkResultsCondition(manifest, reader: &reader)
            if let condition = manifest.stateRules.condition,
                !manifest.options.contains(where: { $0.name == condition && $0.kind == .boolean })
            {
                reader.error(
                    "'when: \(condition)' names no boolean option of this manifest",
                    at: manifest.stateRules.conditionLocation ?? root.location,
                    notes: [.init("declare '\(condition)' under 'options:' with 'type: boolean', or remove 'when:'")])
            }
            if let flow = manifest.flow,
                let index = manifest.options.firstIndex(where: { $0.name == flow.option && $0.kind == .string && $0.values.isEmpty })
            {
                // A flow's name begins its types' (`ShopViewGroup`): a spec's value is read, and
                // its schema says, as a type name, at the value.
                manifest.options[index].kind = .typeName
            } else if let flow = manifest.flow {
                reader.error(
                    "'flow' names the option '\(flow.option)', which is no string option of this manifest",
                    at: flow.location ?? root.location,
                    notes: [.init("declare '\(flow.option)' under 'options:' with 'type: string' and no 'values', or remove 'flow:'")])
            }
            if manifest.flow == nil, let file = manifest.files.first(where: { $0.scope == .flow }) {
                reader.error(
                    "a file has 'scope: flow', and the manifest has no 'flow:'", at: file.pathLocation ?? root.location,
                    notes: [.init("add 'flow: { option: <name>, declares: [...] }' naming the string option that gathers screens")])
            }
            if !pairs.contains(where: { $0.key == "files" }) {
                reader.error(
                    "the manifest has no 'files' key", at: root.location, notes: [.init("list the files it renders under 'files:'")])
            }
        }
        try reader.diagnostics.throwIfErrors()
        return manifest
    }

    /// `libraryMembers: { DependencyValues: [dismiss, uuid] }`: names, by the type that has them.
    private func libraryMembers(_ node: YAMLNode, reader: inout SpecReader) -> [String: [String]] {
        var members: [String: [String]] = [:]
        for pair in reader.mapping(node, "'libraryMembers'") ?? [] {
            let names = reader.items(pair.value, "the members of '\(pair.key)'") ?? []
            members[pair.key] = names.compactMap { reader.text($0, "a member of '\(pair.key)'") }
        }
        return members
    }

    /// `flow: { option: flow, declares: ["{{flow}}ViewGroup"] }`.
    private func flow(_ node: YAMLNode, reader: inout SpecReader) -> ArchitectureManifest.Flow? {
        guard let pairs = reader.mapping(node, "'flow'", allowed: ["option", "declares"]) else { return nil }
        guard let optionNode = pairs.first(where: { $0.key == "option" })?.value else {
            reader.error("'flow' has no 'option'", at: node.location, notes: [.init("name the string option that gathers screens")])
            return nil
        }
        guard let option = reader.text(optionNode, "'option'") else { return nil }
        var flow = ArchitectureManifest.Flow(option: option, location: optionNode.location)
        if let declares = pairs.first(where: { $0.key == "declares" })?.value, let items = reader.items(declares, "'declares'") {
            for item in items {
                guard let text = reader.text(item, "a type of 'declares'") else { continue }
                guard text.contains("{{flow}}"), SwiftIdentifier.isValid(text.replacingText("{{flow}}", with: "Flow")) else {
                    reader.error(
                        "'\(text)' is not a type name made from the flow's", at: item.location,
                        notes: [.init("write each as '{{flow}}' with what comes before or after it: '{{flow}}ViewGroup'")])
                    continue
                }
                flow.declares.append(text)
            }
        }
        return flow
    }

    /// The options that `declares:` and the files' paths name are the manifest's own: a
    /// string option for a value (`{{options.reducerSuffix}}`), a boolean or a string option's
    /// value for a flag (`{{#options.namedAfterView}}`).
    private func checkOptionNames(_ manifest: ArchitectureManifest, declaresLocations: [SourceLocation], reader: inout SpecReader) {
        let strings = manifest.options.filter { $0.kind == .string }.map(\.name)
        let flags =
            manifest.options.filter { $0.kind == .boolean }.map(\.name)
            + manifest.options.filter { $0.kind == .string }.flatMap { option in option.values.map(option.flagName(for:)) }
        func check(_ pattern: String, at location: SourceLocation) {
            for piece in PatternPiece.pieces(of: pattern) {
                let named: (name: String, known: [String], kind: String)? =
                    switch piece {
                    case .value(let tag) where tag.hasPrefix("options."): (String(tag.dropFirst(8)), strings, "string option")
                    case .open(let tag, _):
                        (String(tag.dropFirst(tag.hasPrefix("options.") ? 8 : 0)), flags, "option's flag")
                    default: nil
                    }
                guard let named, !named.known.contains(named.name) else { continue }
                var notes: [Diagnostic.Note] = []
                if let near = DidYouMean.suggestion(for: named.name, among: named.known) {
                    notes.append(.init("did you mean '\(near)'?"))
                }
                notes.append(
                    .init(
                        named.known.isEmpty
                            ? "declare the option under 'options:'"
                            : "the manifest's options give \(named.known.sorted().map { "'\($0)'" }.joined(separator: ", "))"))
                reader.error(
                    "'\(pattern)' names '\(named.name)', which is no \(named.kind) of this manifest", at: location, notes: notes)
            }
        }
        for (pattern, location) in zip(manifest.featureTypes, declaresLocations) { check(pattern, at: location) }
        // A file's `when:` may name a boolean option, or a boolean key of an object option.
        for file in manifest.files {
            guard let condition = file.condition else { continue }
            for (name, _) in ArchitectureManifest.File.conditionParts(condition) {
                guard name.hasPrefix(ArchitectureManifest.File.optionCondition) else { continue }
                let path = name.dropFirst(ArchitectureManifest.File.optionCondition.count).split(separator: ".").map(String.init)
                var options = manifest.options
                var found: SpecOption?
                for (index, component) in path.enumerated() {
                    found = options.first { $0.name == component }
                    guard let option = found, index < path.count - 1 else { break }
                    options = option.keys
                }
                if found?.kind != .boolean {
                    reader.error(
                        "'when' names '\(name)', which is no boolean option of this manifest",
                        at: file.pathLocation ?? SourceLocation(file: manifest.path, line: 1, column: 1),
                        notes: [.init("name a boolean option ('options.name') or a boolean key of an object option ('options.name.key')")])
                }
            }
        }
        for file in manifest.files {
            check(file.path.text, at: file.pathLocation ?? SourceLocation(file: manifest.path, line: 1, column: 1))
        }
    }

    /// `declares: ["{{feature}}", "{{feature}}View"]`: each a type name once `{{feature}}` is a
    /// feature's name.
    private func featureTypes(
        _ node: YAMLNode, locations: inout [SourceLocation], reader: inout SpecReader
    ) -> [String]? {
        guard let items = reader.items(node, "'declares'") else { return nil }
        var names: [String] = []
        for item in items {
            guard let text = reader.text(item, "a type of 'declares'") else { continue }
            // Every section shown, every option's value a word: what the name is at its longest.
            let pieces = PatternPiece.pieces(of: text)
            let expanded = pieces.map { piece in
                switch piece {
                case .text(let text), .unclosed(let text): text
                case .value("feature"): "Feature"
                case .value("subview"): "Subview"
                case .value(let name) where name.hasPrefix("options."): "Value"
                case .value(let name): "{{\(name)}}"
                case .open, .close: ""
                }
            }.joined()
            let named = pieces.contains { $0 == .value("feature") || $0 == .value("subview") }
            guard named, SwiftIdentifier.isValid(expanded) else {
                reader.error(
                    "'\(text)' is not a type name made from the feature's or a subview's", at: item.location,
                    notes: [
                        .init(
                            "write each as '{{feature}}' or '{{subview}}' with what comes before or after it: '{{feature}}View', '{{feature}}{{options.suffix}}', '{{#options.flag}}{{feature}}Extra{{/options.flag}}'"
                        )
                    ])
                continue
            }
            names.append(text)
            locations.append(item.location)
        }
        return names
    }

    /// `state: { conforms: [Equatable, Sendable], subviewConforms: [], optionalInput: false }`;
    /// what it leaves out is false or empty.
    private func stateRules(_ node: YAMLNode, reader: inout SpecReader) -> StateRules {
        var rules = StateRules()
        guard let pairs = reader.mapping(node, "'state'", allowed: StateRules.keys) else { return rules }
        for pair in pairs {
            switch pair.key {
            case "conforms": rules.conforms = protocolNames(pair.value, reader: &reader)
            case "subviewConforms": rules.subviewConforms = protocolNames(pair.value, reader: &reader)
            case "optionalInput": rules.optionalInput = reader.bool(pair.value, "'optionalInput'") ?? false
            case "keepsInput": rules.keepsInput = reader.bool(pair.value, "'keepsInput'") ?? false
            case "keepsAlerts": rules.keepsAlerts = reader.bool(pair.value, "'keepsAlerts'") ?? false
            case "keepsAppearance": rules.keepsAppearance = reader.bool(pair.value, "'keepsAppearance'") ?? false
            case "when":
                rules.condition = reader.text(pair.value, "'when'")
                rules.conditionLocation = pair.value.location
            default: break
            }
        }
        return rules
    }

    private func protocolNames(_ node: YAMLNode, reader: inout SpecReader) -> [String] {
        guard let items = reader.items(node, "a list of protocols") else { return [] }
        return items.compactMap { item in
            reader.text(item, "a protocol").flatMap { reader.name($0, "protocol", at: item.location, typeName: true) }
        }
    }

    /// `lists: [Arguments.swift, { template: Conformances.swift, prefix: ": " }]`: partials whose
    /// lines are the items of one Swift list (`separator: " & "` for a protocol composition).
    private func lists(
        _ node: YAMLNode, manifest: inout ArchitectureManifest, reader: inout SpecReader
    ) -> [String: ArchitectureManifest.ListPartial] {
        var lists: [String: ArchitectureManifest.ListPartial] = [:]
        for item in reader.items(node, "'lists'") ?? [] {
            var list = ArchitectureManifest.ListPartial()
            let name: String
            if item.scalar != nil {
                guard let text = reader.text(item, "a template of 'lists'") else { continue }
                name = text
            } else {
                guard let pairs = reader.mapping(item, "a list", allowed: ["template", "prefix", "separator"]) else { continue }
                guard let template = pairs.first(where: { $0.key == "template" }).flatMap({ reader.text($0.value, "'template'") })
                else {
                    reader.error("a list has no 'template'", at: item.location)
                    continue
                }
                name = template
                if let prefix = pairs.first(where: { $0.key == "prefix" }) {
                    list.prefix = reader.text(prefix.value, "'prefix'") ?? ""
                }
                if let separator = pairs.first(where: { $0.key == "separator" }) {
                    list.separator = reader.text(separator.value, "'separator'") ?? list.separator
                }
            }
            lists[name] = list
            if !manifest.partials.contains(name) { manifest.partials.append(name) }
            manifest.partialLocations[name] = item.location
        }
        return lists
    }

    private func dependencyInjection(
        _ node: YAMLNode, reader: inout SpecReader
    ) -> ArchitectureManifest.DependencyInjection? {
        guard let text = reader.text(node, "'dependencyInjection'") else { return nil }
        if let injection = ArchitectureManifest.DependencyInjection(rawValue: text) { return injection }
        let allowed = ArchitectureManifest.DependencyInjection.allCases.map(\.rawValue)
        let listing = "'dependencyInjection' is one of: \(allowed.joined(separator: ", "))"
        reader.error(
            "unknown dependency injection '\(text)'", at: node.location,
            notes: DidYouMean.notes(for: text, among: allowed, listing: listing))
        return nil
    }

    private func alertButtons(_ node: YAMLNode, reader: inout SpecReader) -> ArchitectureManifest.AlertButtons? {
        guard let text = reader.text(node, "'alertButtons'") else { return nil }
        if let value = ArchitectureManifest.AlertButtons(rawValue: text) { return value }
        let allowed = ArchitectureManifest.AlertButtons.allCases.map(\.rawValue)
        reader.error(
            "unknown alert buttons '\(text)'", at: node.location,
            notes: DidYouMean.notes(for: text, among: allowed, listing: "'alertButtons' is one of: \(allowed.joined(separator: ", "))"))
        return nil
    }

    private func files(_ node: YAMLNode, reader: inout SpecReader) -> [ArchitectureManifest.File] {
        guard let items = reader.items(node, "'files'") else { return [] }
        var seenPaths: [String: SourceLocation] = [:]
        return items.compactMap { item -> ArchitectureManifest.File? in
            guard let pairs = reader.mapping(item, "a file", allowed: Self.fileKeys + Self.optionalFileKeys) else { return nil }
            let value = { (key: String) in pairs.first { $0.key == key }?.value }
            var missing = false
            for key in Self.fileKeys where value(key) == nil {
                reader.error("a file has no '\(key)'", at: item.location)
                missing = true
            }
            guard !missing, let template = reader.text(value("template")!, "'template'"),
                let path = reader.text(value("path")!, "'path'"), let scopeText = reader.text(value("scope")!, "'scope'")
            else { return nil }
            guard let scope = ArchitectureManifest.Scope(rawValue: scopeText) else {
                let allowed = ArchitectureManifest.Scope.allCases.map(\.rawValue)
                let notes = DidYouMean.notes(
                    for: scopeText, among: allowed, listing: "'scope' is one of: \(allowed.joined(separator: ", "))")
                reader.error("unknown scope '\(scopeText)'", at: value("scope")!.location, notes: notes)
                return nil
            }
            let problems = PathPattern.problems(in: path, scope: scope)
            for problem in problems { reader.error("file path '\(path)': \(problem)", at: value("path")!.location) }
            if let earlier = seenPaths[path] {
                reader.error(
                    "two files have the path '\(path)'", at: value("path")!.location,
                    notes: [.init("the other is declared here", at: earlier)])
            }
            seenPaths[path] = value("path")!.location
            var condition: String?
            if let node = value("when") {
                guard let text = reader.text(node, "'when'") else { return nil }
                // A subview's file may ask its subview (`when: "!subview.isInline"`).
                let subviewPrefix = ArchitectureManifest.File.subviewCondition
                func isName(_ name: String) -> Bool {
                    if FeatureContext.templateFields[name] != nil { return true }
                    guard scope == .subview, name.hasPrefix(subviewPrefix) else { return false }
                    return SubviewContext.templateFields[String(name.dropFirst(subviewPrefix.count))] != nil
                }
                if scope == .project || scope == .flow {
                    reader.error("a \(scope.rawValue) file is written once, with no feature for 'when' to ask", at: node.location)
                    return nil
                }
                // `when: "!inFlow && hasRoutes"`: every name must hold. An option's
                // (`options.unit.own`) is checked once the options are read.
                for (name, _) in ArchitectureManifest.File.conditionParts(text) {
                    guard isName(name) || name.hasPrefix(ArchitectureManifest.File.optionCondition) else {
                        let subviewNames = scope == .subview ? SubviewContext.templateFields.keys.map { subviewPrefix + $0 } : []
                        let names = (Array(FeatureContext.templateFields.keys) + subviewNames).sorted()
                        let lacking =
                            scope == .subview
                            ? "neither the feature's context nor (as 'subview.…') its subview's has" : "a feature's context does not have"
                        reader.error(
                            "'when' names '\(name)', which \(lacking)", at: node.location,
                            notes: DidYouMean.suggestion(for: name, among: names).map { [.init("did you mean '\($0)'?")] } ?? [])
                        return nil
                    }
                }
                condition = text
            }
            guard problems.isEmpty else { return nil }
            var file = ArchitectureManifest.File(
                template: template, path: PathPattern(text: path), scope: scope, pathLocation: value("path")!.location,
                templateLocation: value("template")!.location)
            file.condition = condition
            if let node = value("retire") {
                file.retires = reader.bool(node, "'retire'") ?? false
                if file.retires, condition == nil {
                    reader.error(
                        "'retire' without 'when': the file is always written", at: node.location,
                        notes: [.init("'retire: true' removes the file when its 'when:' stops holding")])
                }
            }
            return file
        }
    }

    /// `honours: [feature, state, …]` and `ignores: { observation: "what it does instead" }`:
    /// each name a core key (`CoreKeys`), none in both.
    private func honouredKeys(_ pairs: [YAMLNode.Pair], reader: inout SpecReader) -> HonouredKeys {
        var keys = HonouredKeys.all
        let known = { (name: String, what: String, location: SourceLocation, reader: inout SpecReader) -> Bool in
            guard !CoreKeys.all.contains(name) else { return true }
            let notes = DidYouMean.notes(
                for: name, among: CoreKeys.all, listing: "the core keys are: \(CoreKeys.all.joined(separator: ", "))")
            reader.error("unknown core key '\(name)' in '\(what)'", at: location, notes: notes)
            return false
        }
        if let node = pairs.first(where: { $0.key == "honours" })?.value, let items = reader.items(node, "'honours'") {
            var honoured: Set<String> = []
            for item in items {
                guard let name = reader.text(item, "a key of 'honours'"), known(name, "honours", item.location, &reader) else { continue }
                if !honoured.insert(name).inserted { reader.error("'\(name)' is listed twice in 'honours'", at: item.location) }
            }
            keys.honoured = honoured
        }
        if let node = pairs.first(where: { $0.key == "ignores" })?.value, !node.isNull,
            let ignored = reader.mapping(node, "'ignores'")
        {
            for pair in ignored where known(pair.key, "ignores", pair.keyLocation, &reader) {
                guard let explanation = reader.text(pair.value, "'\(pair.key)'") else { continue }
                if keys.honoured?.contains(pair.key) == true {
                    reader.error(
                        "'\(pair.key)' is both honoured and ignored", at: pair.keyLocation,
                        notes: [.init("remove it from 'honours', or from 'ignores'")])
                }
                keys.explanations[pair.key] = explanation
            }
        }
        if let node = pairs.first(where: { $0.key == "requires" })?.value, !node.isNull,
            let required = reader.mapping(node, "'requires'")
        {
            for pair in required where known(pair.key, "requires", pair.keyLocation, &reader) {
                guard let settings = reader.mapping(pair.value, "'\(pair.key)'", allowed: ["key", "otherwise"]) else { continue }
                let setting = { (name: String) in settings.first { $0.key == name }?.value }
                guard let keyNode = setting("key"), let key = reader.text(keyNode, "'key'"),
                    known(key, "requires", keyNode.location, &reader),
                    let otherwiseNode = setting("otherwise"), let otherwise = reader.text(otherwiseNode, "'otherwise'")
                else {
                    if setting("key") == nil || setting("otherwise") == nil {
                        reader.error(
                            "'\(pair.key)' in 'requires' needs 'key' and 'otherwise'", at: pair.keyLocation,
                            notes: [.init("router: { key: routes, otherwise: \"what the architecture does without it\" }")])
                    }
                    continue
                }
                if !keys.honours(pair.key) {
                    reader.error(
                        "'\(pair.key)' is not honoured, so nothing requires it", at: pair.keyLocation,
                        notes: [.init("list it under 'honours', or remove it from 'requires'")])
                }
                keys.requirements[pair.key] = .init(key: key, explanation: otherwise)
            }
        }
        return keys
    }
}
