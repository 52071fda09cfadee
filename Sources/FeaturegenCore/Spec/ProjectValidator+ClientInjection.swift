/// A client is written in the shape its declaring feature's architecture injects it: a
/// `@DependencyClient` struct read from the dependency values (tca), or a protocol passed to a
/// build function (mvvm, mvi, statecontainer, vsurf), whose previews and tests build a
/// `Preview…` value and a double that conforms to it.
extension ProjectValidator {
    /// A feature built with its clients that names one a dependency-values feature declares:
    /// its previews and tests would conform to a struct and build a preview type that is never
    /// written, so the module does not compile.
    func clientsOfAnotherInjection() -> [Diagnostic] {
        var declaring: [String: FeatureSpec] = [:]
        for spec in specs + others {
            for dependency in spec.dependencies where !dependency.endpoints.isEmpty && declaring[dependency.type] == nil {
                declaring[dependency.type] = spec
            }
        }
        var diagnostics: [Diagnostic] = []
        for spec in specs where architectures.injection(of: spec) == .builder {
            for dependency in spec.dependencies where dependency.endpoints.isEmpty {
                guard let owner = declaring[dependency.type], architectures.injection(of: owner) == .environment,
                    let declared = owner.dependencies.first(where: { $0.type == dependency.type })
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
