/// The clients specs declare and other specs use. A client is written in the shape its
/// declaring feature's architecture injects it: a `@DependencyClient` struct read from the
/// dependency values (tca), or a protocol passed to a build function (mvvm, mvi,
/// statecontainer, vsurf), whose previews and tests build a `Preview…` value and a double that
/// conforms to it.
extension ProjectValidator {
    /// Each client a spec declares with its endpoints, by type: the spec, and the dependency as
    /// it declares it (the first, where two specs declare one type, which is an error).
    var clientDeclarations: [String: (spec: FeatureSpec, dependency: FeatureSpec.Dependency)] {
        var declarations: [String: (spec: FeatureSpec, dependency: FeatureSpec.Dependency)] = [:]
        for spec in specs + others {
            for dependency in spec.dependencies where !dependency.endpoints.isEmpty && declarations[dependency.type] == nil {
                declarations[dependency.type] = (spec, dependency)
            }
        }
        return declarations
    }

    /// The effects that call a client another spec declares.
    func otherSpecsEffects() -> [Diagnostic] {
        // Spelled as outside their feature: the caller writes the declaring feature's types
        // qualified (`[Numbers.ViewState.Entry]`).
        let endpoints = clientDeclarations.mapValues { GeneratedNames.outsideEndpoints(of: $0.dependency, in: $0.spec) }
        var collector = DiagnosticCollector()
        for spec in specs {
            EffectChecks(spec: spec) { endpoints[$0] }.check(.otherSpecsClients, into: &collector)
        }
        return collector.diagnostics
    }

    /// A feature built with its clients that names one a dependency-values feature declares:
    /// its previews and tests would conform to a struct and build a preview type that is never
    /// written, so the module does not compile.
    func clientsOfAnotherInjection() -> [Diagnostic] {
        let declaring = clientDeclarations
        var diagnostics: [Diagnostic] = []
        for spec in specs where architectures.injection(of: spec) == .builder {
            for dependency in spec.dependencies where dependency.endpoints.isEmpty {
                guard let (owner, declared) = declaring[dependency.type], architectures.injection(of: owner) == .environment
                else { continue }
                let architecture = spec.architecture ?? architectures.defaultName
                let ownerArchitecture = owner.architecture ?? architectures.defaultName
                diagnostics.append(
                    .error(
                        "'\(dependency.name): \(dependency.type)' is the client \(owner.name) declares, a \(ownerArchitecture) struct read from the dependency values; \(architecture) passes protocol clients to its build function, so \(spec.name)'s previews and tests could not build it",
                        at: dependency.location,
                        notes: [
                            .init("\(owner.name) declares \(dependency.type) here", at: declared.location),
                            .init(
                                "declare the client with its endpoints in a spec of an architecture that passes clients to its build function, or give \(spec.name) the architecture '\(ownerArchitecture)'"
                            ),
                        ]))
            }
        }
        return diagnostics
    }
}
