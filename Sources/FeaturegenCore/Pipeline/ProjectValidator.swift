/// Rules across the specs of one project: the generated types of all features share one
/// app target, so their names must not collide (case ignored: macOS file systems fold case).
struct ProjectValidator {
    let specs: [FeatureSpec]

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
            for type in GeneratedNames.topLevelTypes(of: spec.name) {
                claim(type, type == spec.name ? "feature" : "generated type", at: spec.location)
            }
        }
        for spec in specs {
            for subview in spec.subviews { claim(subview.name, "subview", at: subview.location) }
        }
        diagnostics += routeInputs()
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
                let expected = target.input.map { "\($0.name): \(qualified($0.type, in: target))" }
                let given = route.parameters.map { "\($0.label ?? "_"): \(qualified($0.type, in: spec))" }
                if expected != given {
                    diagnostics.append(
                        .error(
                            "route '\(route.name)' passes (\(given.joined(separator: ", "))) but \(module) takes (\(expected.joined(separator: ", ")))",
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
}
