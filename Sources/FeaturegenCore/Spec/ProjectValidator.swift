/// Rules across the specs of one project: the generated types of all features share one
/// app target, so their names must not collide (case ignored: macOS file systems fold case).
package struct ProjectValidator {
    let specs: [FeatureSpec]
    /// The project's other specs, when `specs` are some of them (`generate Cart`): read for
    /// the checks of `specs` that need every spec (a feature's `was:`), never reported on.
    var others: [FeatureSpec] = []
    /// How each architecture injects dependencies, for the routes that must pass them on.
    var architectures: SpecArchitectures = .builtIn()

    /// Every feature of the project by name, the first spec of a name where two share it.
    var featuresByName: [String: FeatureSpec] {
        Dictionary((specs + others).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func diagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var owners: [String: (name: String, what: String, location: SourceLocation)] = [:]
        func claim(_ name: String, _ what: String, at location: SourceLocation) {
            let key = name.lowercased()
            if let first = owners[key] {
                let clash = first.name == name ? "'\(name)'" : "'\(name)' (differs from '\(first.name)' only in case)"
                diagnostics.append(
                    .error(
                        "\(what) \(clash) collides with \(first.what) of the same name in another spec", at: location,
                        notes: [.init("\(first.what) '\(first.name)' is declared here", at: first.location)]))
            } else {
                owners[key] = (name, what, location)
            }
        }
        for spec in specs {
            for type in architectures.topLevelTypes(of: spec) {
                claim(type, type == spec.name ? "feature" : "generated type", at: spec.location)
            }
        }
        for spec in specs {
            // One of its own subviews or generated types of that name is the spec's own error.
            let own = Set(spec.subviews.map(\.name) + architectures.topLevelTypes(of: spec))
            for type in spec.types where type.isTopLevel && !own.contains(type.name) {
                claim(type.name, "top-level type", at: type.topLevelLocation ?? type.location)
            }
        }
        for spec in specs {
            for (subview, type) in architectures.subviewTypes(of: spec) {
                claim(type, type == subview.name ? "subview" : "subview type", at: subview.location)
            }
        }
        for spec in specs {
            for dependency in spec.dependencies where !dependency.endpoints.isEmpty {
                claim(dependency.type, "client", at: dependency.location)
            }
        }
        diagnostics += routeInputs()
        diagnostics += handledOutputs()
        diagnostics += forwardedDependencies()
        diagnostics += otherSpecsEffects()
        diagnostics += clientsOfAnotherInjection()
        diagnostics += routesWithoutBuildEntry()
        diagnostics += featureRenames()
        diagnostics += forEachElements()
        diagnostics += sharedKeys()
        let flowDiagnostics = flows(claim: claim)
        diagnostics += flowDiagnostics
        return diagnostics
    }

    /// A flow (screens whose flow option names it) has one root, the screen none of its
    /// screens pushes; its screens are opened only from inside it, and open what its files
    /// write: the screens they push are screens of the flow without input, and what they
    /// present is shown from one value (`openDetailSelected: String?`). Its types are claimed
    /// as the features' are.
    private func flows(claim: (_ name: String, _ what: String, _ location: SourceLocation) -> Void) -> [Diagnostic] {
        let all = specs + others.filter { other in !specs.contains { $0.name == other.name } }
        let graph = FlowGraph(specs: all, flowOf: architectures.flow(of:))
        guard !graph.flows.isEmpty else { return [] }
        let reported = Set(specs.map(\.name))
        var diagnostics: [Diagnostic] = []
        for flow in graph.flows {
            let option = flow.screens.first.flatMap { architectures.flows[$0.architecture ?? architectures.defaultName]?.option } ?? "flow"
            let screens = flow.screens.map(\.name)
            if let first = flow.screens.first, flow.screens.contains(where: { reported.contains($0.name) }) {
                let declares = architectures.flows[first.architecture ?? architectures.defaultName]?.declares ?? []
                let runtime = architectures.runtimeTypes(of: first)
                for pattern in declares {
                    let type = pattern.replacingText("{{flow}}", with: flow.name)
                    claim(type, "type of flow '\(flow.name)'", architectures.flowLocation(of: first))
                    // A runtime type named as the flow's own would be declared twice.
                    if runtime.contains(type) {
                        diagnostics.append(
                            .error(
                                "'\(option): \(flow.name)' would make featuregen declare '\(type)', which the architecture's runtime declares",
                                at: architectures.flowLocation(of: first),
                                notes: [.init("name the flow otherwise, such as '\(flow.name)Flow'")]))
                    }
                }
            }
            if !SwiftIdentifier.isValid(flow.name) || flow.name.first?.isUppercase != true, let first = flow.screens.first {
                diagnostics.append(
                    .error(
                        "'\(option): \(flow.name)' is not a type name: a flow's name begins its types' ('\(flow.name)ViewGroup')",
                        at: architectures.flowLocation(of: first),
                        notes: [.init("name the flow as a type: an upper-case letter, then letters and digits")]))
            }
            if flow.roots.isEmpty, let first = flow.screens.first {
                diagnostics.append(
                    .error(
                        "flow '\(flow.name)' has no root: each of its screens (\(screens.joined(separator: ", "))) is pushed by another",
                        at: architectures.flowLocation(of: first),
                        notes: [
                            .init(
                                "a flow starts at the one screen none of its screens pushes; remove a push route, or take a screen out of the flow"
                            )
                        ]))
            } else if flow.roots.count > 1 {
                let first = flow.roots[0]
                for other in flow.roots.dropFirst() {
                    diagnostics.append(
                        .error(
                            "flow '\(flow.name)' has two roots: '\(first.name)' and '\(other.name)' are each pushed by no screen of the flow",
                            at: architectures.flowLocation(of: other),
                            notes: [
                                .init("'\(first.name)' is declared here", at: first.location),
                                .init("push '\(other.name)' from a screen of the flow, or take it out of the flow ('\(option):')"),
                            ]))
                }
            }
        }
        for spec in specs {
            let own = graph.flow(of: spec.name)
            for route in spec.routes {
                guard case let .module(module, presentation) = route.kind, !route.isExternal else { continue }
                let target = graph.flow(of: module)
                if let target, target.name != own?.name {
                    diagnostics.append(
                        .error(
                            "route '\(route.name)' \(presentation == .push ? "pushes" : "presents") '\(module)', a screen of flow '\(target.name)', from outside the flow",
                            at: route.location,
                            notes: [
                                .init(
                                    "a flow's screens are opened by its own screens; show the flow itself (its ViewGroup) from your code, or make '\(spec.name)' a screen of the flow"
                                )
                            ]))
                    continue
                }
                guard own != nil else { continue }
                switch presentation {
                case .push where target == nil:
                    diagnostics.append(
                        .error(
                            "route '\(route.name)' pushes '\(module)' from flow screen '\(spec.name)', and '\(module)' is no screen of the flow",
                            at: route.location,
                            notes: [
                                .init(
                                    "a flow pushes its own screens on its navigation stack: add '\(module)' to the flow, or present it ('presentation: present')"
                                )
                            ]))
                case .push where !route.parameters.isEmpty:
                    diagnostics.append(
                        .error(
                            "route '\(route.name)' pushes flow screen '\(module)' with input; the flow makes each screen's state holder once, with none",
                            at: route.location,
                            notes: [.init("drop the route's 'input:', and share what the screen needs through a unit")]))
                case .present where target != nil:
                    diagnostics.append(
                        .error(
                            "route '\(route.name)' presents '\(module)', a screen of its own flow", at: route.location,
                            notes: [.init("push it ('presentation: push'), or take it out of the flow")]))
                case .present where route.parameters.count != 1:
                    diagnostics.append(
                        .error(
                            "route '\(route.name)' of flow screen '\(spec.name)' presents '\(module)' with \(route.parameters.count) values; a flow shows a sheet from one ('\(route.name)Selected')",
                            at: route.location,
                            notes: [.init("give the route one value ('input: { item: String }'), as the screen's selection")]))
                default: break
                }
            }
            // The flow's navigation state holds its screens' alerts, one case each.
            if let own, let index = own.screens.firstIndex(where: { $0.name == spec.name }) {
                for alert in spec.routes where alert.kind == .alert {
                    guard
                        let earlier = own.screens[..<index].first(where: { screen in
                            screen.routes.contains { $0.kind == .alert && $0.name == alert.name }
                        })
                    else { continue }
                    diagnostics.append(
                        .error(
                            "route '\(alert.name)' of flow screen '\(spec.name)' is an alert named as one of '\(earlier.name)'; the flow's navigation state holds both",
                            at: alert.location, notes: [.init("rename one of the two routes")]))
                }
            }
        }
        return diagnostics
    }

    /// A state field's `forEach:` names a feature of the project whose state has an `id`, so
    /// its states can be told apart in the collection (a feature no spec declares is the
    /// user's own, and taken as it is).
    private func forEachElements() -> [Diagnostic] {
        let all = featuresByName
        var diagnostics: [Diagnostic] = []
        for spec in specs {
            for field in spec.state {
                guard let element = field.forEach, let elementSpec = all[element] else { continue }
                if !elementSpec.state.contains(where: { $0.name == "id" && $0.derivedExpression == nil }) {
                    diagnostics.append(
                        .error(
                            "state field '\(field.name)' holds a collection of \(element), whose state has no 'id'",
                            at: field.location,
                            notes: [
                                .init(
                                    "give \(element) a stored 'id' field (as 'id: { type: UUID, input: id, let: true }'), which tells its elements apart"
                                )
                            ]))
                }
            }
        }
        return diagnostics
    }

    /// A feature's `was:` names a feature that is gone: no spec declares it any more (its code
    /// would be moved out from under it), and no other spec says it was that feature too (the
    /// old code would be copied into both). Case ignored, as for names.
    private func featureRenames() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let all = specs + others
        var declared: [String: FeatureSpec] = [:]
        for spec in all where declared[spec.name.lowercased()] == nil { declared[spec.name.lowercased()] = spec }
        var claims: [String: [FeatureSpec]] = [:]
        for spec in all {
            guard let previous = spec.previousName, previous != spec.name else { continue }
            claims[previous.lowercased(), default: []].append(spec)
            guard specs.contains(where: { $0.location == spec.location }), let other = declared[previous.lowercased()],
                other.location != spec.location
            else { continue }
            diagnostics.append(
                .error(
                    "feature '\(spec.name)' was '\(previous)', but a spec still declares feature '\(other.name)'",
                    at: spec.previousNameLocation ?? spec.location,
                    notes: [
                        .init("feature '\(other.name)' is declared here", at: other.location),
                        .init("a rename's old name must be gone; remove 'was', or the spec of '\(other.name)'"),
                    ]))
        }
        for (_, claimants) in claims.sorted(by: { $0.key < $1.key }) where claimants.count > 1 {
            // Reported once per spec at hand: on each after the first, or on the only one here.
            let here = claimants.filter { claimant in specs.contains { $0.location == claimant.location } }
            let reported = here.count > 1 ? Array(here.dropFirst()) : here
            for spec in reported {
                let other = claimants.first { $0.location != spec.location }!
                diagnostics.append(
                    .error(
                        "features '\(other.name)' and '\(spec.name)' both say they were '\(spec.previousName!)'",
                        at: spec.previousNameLocation ?? spec.location,
                        notes: [
                            .init("'\(other.name)' says so here", at: other.previousNameLocation ?? other.location),
                            .init("only one of them can carry the old code; remove one 'was'"),
                        ]))
            }
        }
        return diagnostics
    }

    /// The type as written outside the spec's state: its own types qualified.
    private func qualified(_ type: String, in spec: FeatureSpec) -> String {
        TypeExpression.qualify(type, with: GeneratedNames.qualifiedTypes(of: spec))
    }

    /// A route to another feature of the project passes exactly that feature's input.
    private func routeInputs() -> [Diagnostic] {
        let features = Dictionary(specs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for spec in specs {
            for route in spec.routes {
                guard case let .module(module, _) = route.kind, let target = features[module] else { continue }
                // An input field with a `default:` may be left out.
                let passed = Set(route.parameters.compactMap(\.label))
                let expected = target.input.filter { $0.defaultValue == nil || passed.contains($0.name) }
                    .map { "\($0.name): \(qualified($0.type, in: target))" }
                let given = route.parameters.map { "\($0.label ?? "_"): \(qualified($0.type, in: spec))" }
                if expected != given {
                    let takes = target.input.map {
                        "\($0.name): \(qualified($0.type, in: target))\($0.defaultValue.map { " = \($0)" } ?? "")"
                    }
                    diagnostics.append(
                        .error(
                            "route '\(route.name)' passes (\(given.joined(separator: ", "))) but \(module) takes (\(takes.joined(separator: ", ")))",
                            at: route.location,
                            notes: [
                                target.inputLocation.map { .init("\(module)'s input is declared here", at: $0) }
                                    ?? .init("\(module) declares no input", at: target.location)
                            ]))
                }
            }
        }
        return diagnostics
    }

    /// A shared key (`shared: { fileStorage: …, key: syncUps }`) is declared once in the project,
    /// and every field that reads it (`shared: { key: syncUps }`) has the type it declares; a
    /// field that reads a key no spec declares reads one the user's code declares, unless its
    /// name is close to a declared one.
    private func sharedKeys() -> [Diagnostic] {
        var declared: [String: (spec: String, field: FeatureSpec.StateField)] = [:]
        var diagnostics: [Diagnostic] = []
        let all = specs + others
        for spec in all {
            for field in spec.state where field.sharedKey != nil && field.shared != .named && field.shared != nil {
                guard let key = field.sharedKey else { continue }
                if let first = declared[key] {
                    if specs.contains(where: { $0.name == spec.name }) {
                        diagnostics.append(
                            .error(
                                "shared key '\(key)' is declared twice: by '\(first.spec).\(first.field.name)' and here",
                                at: field.sharedKeyLocation ?? field.location,
                                notes: [
                                    .init("it is declared here", at: first.field.sharedKeyLocation ?? first.field.location),
                                    .init("read it here with 'shared: { key: \(key) }'"),
                                ]))
                    }
                } else {
                    declared[key] = (spec.name, field)
                }
            }
        }
        for spec in specs {
            for field in spec.state where field.shared == .named {
                guard let key = field.sharedKey, let location = field.sharedKeyLocation else { continue }
                if let declaring = declared[key] {
                    if declaring.field.type != field.type {
                        diagnostics.append(
                            .error(
                                "state field '\(field.name)' reads shared key '\(key)' as '\(field.type)', but it holds '\(declaring.field.type)'",
                                at: location,
                                notes: [
                                    .init(
                                        "'\(declaring.spec)' declares it here",
                                        at: declaring.field.sharedKeyLocation ?? declaring.field.location)
                                ]
                            ))
                    }
                } else if let suggestion = DidYouMean.suggestion(for: key, among: Array(declared.keys).sorted()) {
                    diagnostics.append(
                        .warning(
                            "no spec declares shared key '\(key)'", at: location,
                            notes: [
                                .init("did you mean '\(suggestion)'?"),
                                .init("a key your own code declares (extension SharedKey) is fine: then ignore this"),
                            ]))
                }
            }
        }
        return diagnostics
    }

    /// A route's `output:` names outputs the opened feature declares; a hand-written module's
    /// outputs are unknown to featuregen.
    private func handledOutputs() -> [Diagnostic] {
        let features = featuresByName
        var diagnostics: [Diagnostic] = []
        for spec in specs {
            for route in spec.routes where !route.handledOutputs.isEmpty {
                guard case let .module(module, _) = route.kind else { continue }
                if route.isExternal {
                    diagnostics.append(
                        .error(
                            "route '\(route.name)' handles outputs of '\(module)', which is written by hand", at: route.location,
                            notes: [
                                .init(
                                    "featuregen wires only the outputs of features its specs declare; remove 'output' and pass the handlers in your own code"
                                )
                            ]))
                    continue
                }
                guard let target = features[module] else { continue }
                let declared = target.output.map(\.name)
                for handled in route.handledOutputs where !declared.contains(handled.output) {
                    var notes =
                        DidYouMean.suggestion(for: handled.output, among: declared).map { [Diagnostic.Note("did you mean '\($0)'?")] } ?? []
                    notes.append(
                        declared.isEmpty
                            ? .init("\(module) declares no output", at: target.location)
                            : .init("\(module)'s outputs are: \(declared.joined(separator: ", "))", at: target.output[0].location))
                    diagnostics.append(.error("\(module) has no output '\(handled.output)'", at: handled.location, notes: notes))
                }
            }
        }
        return diagnostics
    }

    /// A feature whose architecture takes its dependencies through its build function is
    /// opened with them: each feature that opens it has the same dependency (name and type),
    /// which the route passes on.
    private func forwardedDependencies() -> [Diagnostic] {
        let features = featuresByName
        var diagnostics: [Diagnostic] = []
        for spec in specs {
            for route in spec.routes where !route.isExternal {
                guard case let .module(module, _) = route.kind, let target = features[module],
                    architectures.injection(of: target) == .builder
                else { continue }
                for needed in target.dependencies {
                    let own = spec.dependencies.first { $0.name == needed.name }
                    if let own, own.type == needed.type { continue }
                    let neededNote = Diagnostic.Note(
                        "\(module)'s dependency '\(needed.name): \(needed.type)' is declared here", at: needed.location)
                    if let own {
                        diagnostics.append(
                            .error(
                                "route '\(route.name)' passes \(spec.name)'s '\(own.name)' (\(own.type)) to \(module), which takes \(needed.type)",
                                at: route.location,
                                notes: [neededNote, .init("\(spec.name)'s '\(own.name)' is declared here", at: own.location)]))
                    } else {
                        diagnostics.append(
                            .error(
                                "route '\(route.name)' opens \(module), which needs the dependency '\(needed.name): \(needed.type)' that \(spec.name) does not have",
                                at: route.location,
                                notes: [
                                    neededNote,
                                    .init(
                                        "add '\(needed.name): \(needed.type)' to \(spec.name)'s 'dependencies'; the route passes it on to \(module)"
                                    ),
                                ]))
                    }
                }
            }
        }
        return diagnostics
    }

    package static func warnings(for specs: [FeatureSpec], isComplete: Bool) -> [Diagnostic] {
        ProjectValidator(specs: specs).warnings(isComplete: isComplete)
    }

    /// What is probably a mistake but may be meant: a spec whose `feature:` is not its file's
    /// name, and (with `isComplete`, every spec loaded) a route to a module no spec declares.
    func warnings(isComplete: Bool) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let declared = Set(specs.map(\.name))
        for spec in specs {
            warnings += spec.warnings
            let file = ProjectPath.fileName(of: spec.location.file)
            if ProjectPath.stem(of: file) != spec.name {
                warnings.append(
                    .warning(
                        "feature '\(spec.name)' is declared in '\(file)'", at: spec.location,
                        notes: [.init("name the file '\(spec.name).yaml', so the spec is found by its feature's name")]))
            }
            guard isComplete else { continue }
            for (option, value) in spec.options.sorted(by: { $0.key < $1.key }) {
                for named in value.namedFeatures where !declared.contains(named.name) {
                    let notes = DidYouMean.suggestion(for: named.name, among: Array(declared)).map {
                        [Diagnostic.Note("did you mean '\($0)'?")]
                    }
                    warnings.append(
                        .warning(
                            "'\(option)' names the feature '\(named.name)', which no spec of this project declares", at: named.location,
                            notes: notes ?? []))
                }
            }
            for route in spec.routes {
                guard case let .module(module, _) = route.kind, !declared.contains(module), !route.isExternal else { continue }
                var notes: [Diagnostic.Note] = []
                if let guess = DidYouMean.suggestion(for: module, among: Array(declared)) {
                    notes.append(.init("did you mean '\(guess)'?"))
                }
                notes.append(.init("if '\(module)' is written by hand, add 'external: true' to the route"))
                warnings.append(
                    .warning(
                        "route '\(route.name)' shows module '\(module)', which no spec of this project declares", at: route.location,
                        notes: notes))
            }
        }
        return warnings.sorted { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) }
    }
}
