/// Rules across the specs of one project: the generated types of all features share one
/// app target, so their names must not collide (case ignored: macOS file systems fold case).
package struct ProjectValidator {
    let specs: [FeatureSpec]
    /// The project's other specs, when `specs` are some of them (`generate Cart`): read for
    /// the checks of `specs` that need every spec (a feature's `was:`), never reported on.
    var others: [FeatureSpec] = []
    /// How each architecture injects dependencies, for the routes that must pass them on.
    var architectures: SpecArchitectures = .builtIn()

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
        diagnostics += featureRenames()
        diagnostics += forEachElements()
        return diagnostics
    }

    /// A state field's `forEach:` names a feature of the project whose state has an `id`, so
    /// its states can be told apart in the collection (a feature no spec declares is the
    /// user's own, and taken as it is).
    private func forEachElements() -> [Diagnostic] {
        let all = Dictionary((specs + others).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
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

    /// A route's `output:` names outputs the opened feature declares; a hand-written module's
    /// outputs are unknown to featuregen.
    private func handledOutputs() -> [Diagnostic] {
        let features = Dictionary((specs + others).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
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
        let features = Dictionary((specs + others).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
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
