/// Rules that span the parts of one spec: names that collide (case and underscores ignored),
/// references that must resolve, and values that must have a start.
struct SpecValidator {
    let spec: FeatureSpec
    let typos: TypeNameTypos
    /// Fields whose type was already reported as a typo (as an error), so not warned again.
    var reportedTypos: Set<SourceLocation> = []

    /// The top-level types the feature's architecture declares for it (`declares:`).
    let generatedTypes: [String]
    /// How the feature's architecture builds its state (the manifest's `state:`).
    let stateRules: StateRules
    /// The top-level types the runtimes declare (`StateContainer`, `ViewStateProtocol`).
    let runtimeTypes: Set<String>

    init(spec: FeatureSpec, generatedTypes: [String]? = nil, stateRules: StateRules? = nil, runtimeTypes: Set<String>? = nil) {
        self.runtimeTypes = runtimeTypes ?? SpecArchitectures.builtIn().runtimeTypes(of: spec)
        self.spec = spec
        self.generatedTypes = generatedTypes ?? SpecArchitectures.builtIn().topLevelTypes(of: spec)
        self.stateRules = stateRules ?? SpecArchitectures.builtIn().stateRules(of: spec)
        typos = TypeNameTypos(ownTypes: Set(spec.types.map(\.name) + spec.subviews.map(\.name) + [spec.name]))
    }

    mutating func validated(into diagnostics: inout DiagnosticCollector) -> FeatureSpec {
        var spec = spec
        checkTypeNames(&diagnostics)
        checkUnique(spec.input.map { ($0.name, $0.location) }, "input field", &diagnostics)
        checkUnique(spec.output.map { ($0.name, $0.location) }, "output", &diagnostics)
        checkUnique(spec.types.map { ($0.name, $0.location) }, "type", &diagnostics)
        checkUnique(spec.subviews.map { ($0.name, $0.location) }, "subview", &diagnostics)
        checkUnique(spec.routes.map { ($0.name, $0.location) }, "route", &diagnostics)
        checkUnique(spec.constants.map { ($0.name, $0.location) }, "constant", &diagnostics)
        checkUnique(spec.routerProperties.map { ($0.name, $0.location) }, "router property", &diagnostics)
        checkRouterProperties(&diagnostics)
        for subview in spec.subviews {
            checkUnique(subview.constants.map { ($0.name, $0.location) }, "constant of '\(subview.name)'", &diagnostics)
        }
        checkConstantsEnums(&diagnostics)
        checkStateFields(&spec, &diagnostics)
        checkActions(&diagnostics)
        checkNestedTypes(&diagnostics)
        checkStateCases(&diagnostics)
        checkSubviews(&spec, &diagnostics)
        checkUnusedInput(&diagnostics)
        checkPreviewInput(&diagnostics)
        checkConformances(of: spec, &diagnostics)
        checkRoutes(&diagnostics)
        checkOutputHandlers(&diagnostics)
        checkForEachFields(&diagnostics)
        checkDependencies(&diagnostics)
        checkKeyPathDependencies(&diagnostics)
        checkSharedAndFocusFields(&diagnostics)
        checkCancellation(&diagnostics)
        EffectChecks(spec: spec) { type in spec.dependencies.first { $0.type == type && !$0.endpoints.isEmpty }?.endpoints }
            .check(.ownClients, into: &diagnostics)
        checkPreviews(spec, &diagnostics)
        checkRenames(&diagnostics)
        warnAboutTypeTypos(&diagnostics)
        return spec
    }

    /// A name of the standard library, SwiftUI, or a runtime the project holds.
    func reserved(_ name: String) -> Bool {
        GeneratedNames.reservedTypeNames.contains(name) || runtimeTypes.contains(name)
    }

    /// A name to suggest instead of `name`: one that, nor any type featuregen would generate
    /// from it, is no runtime or standard name: the first of `XScreen`, `XFeature` and `XModule`
    /// that is free.
    func freeName(for name: String) -> String {
        let candidates = ["Screen", "Feature", "Module"].map { name + $0 }
        return candidates.first { candidate in
            !reserved(candidate)
                && generatedTypes.allSatisfy { !reserved($0.replacingText(name, with: candidate)) }
        } ?? candidates[0]
    }

    func checkTypeNames(_ diagnostics: inout DiagnosticCollector) {
        // A runtime declaring `VSURFHostedScreen` would clash with a derived `…Screen` type of a feature.
        for generated in generatedTypes where generated != spec.name && runtimeTypes.contains(generated) {
            diagnostics.error(
                "feature name '\(spec.name)' would make featuregen declare '\(generated)', which the architecture's runtime declares",
                at: spec.location, notes: [.init("choose another name, such as '\(freeName(for: spec.name))'")])
        }
        if reserved(spec.name) || GeneratedNames.frameworkTypeNames.contains(spec.name) {
            diagnostics.error(
                "feature name '\(spec.name)' would shadow a standard, SwiftUI or runtime type", at: spec.location,
                notes: [.init("choose a more specific name, such as '\(spec.name)Screen'")])
        }
        let generated = Set(generatedTypes)
        for type in spec.types where reserved(type.name) {
            diagnostics.error("type name '\(type.name)' would shadow a standard, SwiftUI or runtime type", at: type.location)
        }
        for subview in spec.subviews {
            if reserved(subview.name) || GeneratedNames.frameworkTypeNames.contains(subview.name) {
                diagnostics.error(
                    "subview name '\(subview.name)' would shadow a standard, SwiftUI or runtime type", at: subview.location)
            } else if generated.contains(subview.name) {
                diagnostics.error(
                    "subview name '\(subview.name)' is the name of a type featuregen generates for '\(spec.name)'",
                    at: subview.location)
            }
            let property = GeneratedNames.viewProperty(of: subview)
            if GeneratedNames.viewMembers.contains(property) {
                diagnostics.error(
                    "subview '\(subview.name)' would be the view's property '\(property)', a name the view already uses",
                    at: subview.location, notes: [.init("choose another name")])
            }
            if let type = spec.types.first(where: { $0.name == subview.name }) {
                diagnostics.error(
                    "subview '\(subview.name)' has the name of a type of this spec", at: subview.location,
                    notes: [.init("the type is declared here", at: type.location)])
            }
        }
    }

    func checkUnique(
        _ names: [(String, SourceLocation)], _ what: String, _ diagnostics: inout DiagnosticCollector
    ) {
        var seen: [String: (String, SourceLocation)] = [:]
        seen.reserveCapacity(names.count)
        for (name, location) in names {
            let key = SwiftIdentifier.collisionKey(name)
            if let (first, firstLocation) = seen[key] {
                let same = first == name ? "duplicate \(what) '\(name)'" : "\(what) '\(name)' collides with '\(first)'"
                diagnostics.error(same, at: location, notes: [.init("'\(first)' is declared here", at: firstLocation)])
            } else {
                seen[key] = (name, location)
            }
        }
    }

    func reserved(
        _ names: [(String, SourceLocation)], _ members: Set<String>, _ owner: String,
        _ diagnostics: inout DiagnosticCollector
    ) {
        for (name, location) in names where members.contains(name) {
            diagnostics.error(
                "'\(name)' is a name \(owner) already uses", at: location,
                notes: [.init("choose another name")])
        }
    }

    func checkParameters(_ action: FeatureSpec.Action, _ diagnostics: inout DiagnosticCollector) {
        let labels = action.parameters.compactMap(\.label)
        checkUnique(labels.map { ($0, action.location) }, "parameter of '\(action.name)'", &diagnostics)
    }

    func suggestion(_ name: String, _ candidates: [String]) -> [Diagnostic.Note] {
        DidYouMean.suggestion(for: name, among: candidates).map { [.init("did you mean '\($0)'?")] } ?? []
    }
}
