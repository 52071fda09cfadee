/// The dependencies: clients with their endpoints, and those named by a key path.
extension SpecValidator {
    /// Names the generated types already give their members, whichever architecture renders them.
    static let reservedDependencyNames: Set<String> = [
        "state", "input", "output", "router", "body", "store", "model", "intent", "reducer", "viewModel", "dependencies",
    ]

    func checkDependencies(_ diagnostics: inout DiagnosticCollector) {
        checkUnique(spec.dependencies.map { ($0.name, $0.location) }, "dependency", &diagnostics)
        for dependency in spec.dependencies {
            if Self.reservedDependencyNames.contains(dependency.name) {
                diagnostics.error(
                    "dependency '\(dependency.name)' would take the name of a member the generated code already has",
                    at: dependency.location, notes: [.init("name it after the service: 'catalog', 'analytics'")])
            }
            if dependency.type == spec.name || generatedTypes.contains(dependency.type) {
                diagnostics.error(
                    "dependency '\(dependency.name)' has the name of a type featuregen generates: '\(dependency.type)'",
                    at: dependency.location)
            }
            checkUnique(dependency.endpoints.map { ($0.name, $0.location) }, "endpoint of '\(dependency.name)'", &diagnostics)
            for endpoint in dependency.endpoints {
                checkParameters(.init(name: endpoint.name, parameters: endpoint.parameters, location: endpoint.location), &diagnostics)
                if let type = endpoint.returnType, endpoint.preview == nil, TypeExpression.naturalInitialValue(of: type) == nil {
                    diagnostics.error(
                        "endpoint '\(endpoint.name)' returns '\(type)', which has no natural value for previews and stubs",
                        at: endpoint.location,
                        notes: [.init("write it as '\(endpoint.name): { signature: \"…\", preview: \"\(type)(…)\" }'")])
                }
            }
        }
    }

    /// A dependency named by a key path takes a name no client, route or generated member has.
    func checkKeyPathDependencies(_ diagnostics: inout DiagnosticCollector) {
        let clients = Set(spec.dependencies.map(\.name))
        let routes = Set(spec.routes.map(\.name))
        for dependency in spec.keyPathDependencies {
            if Self.reservedDependencyNames.contains(dependency.name) || clients.contains(dependency.name) {
                diagnostics.error(
                    "dependency '\(dependency.name)' would take the name of a member the generated code already has",
                    at: dependency.location, notes: [.init("name it after the value: 'uuid', 'clock', 'now'")])
            } else if routes.contains(dependency.name) {
                diagnostics.error(
                    "dependency '\(dependency.name)' has the name of a route, whose code reads it already", at: dependency.location,
                    notes: [.init("remove the dependency: the route '\(dependency.name)' gives the feature its '\(dependency.name)'")])
            }
        }
    }
}
