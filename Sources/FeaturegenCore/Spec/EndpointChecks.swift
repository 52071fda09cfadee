/// Endpoints whose signature the Swift a client is written in cannot hold. Every architecture
/// writes an endpoint as a function type: a protocol requirement (a builder-injected client,
/// `func fetch(page: Int) async throws -> [Item]`) or a stored closure of a
/// `@DependencyClient` struct (TCA's, `var fetch: @Sendable (_ page: Int) async throws -> [Item]`).
/// Neither takes a default argument or an opaque (`some`) result, a closure type takes no
/// opaque parameter either, and the real `@DependencyClient` needs a default for a closure that
/// neither throws nor returns `Void` or an optional, and a name that is not a keyword.
struct EndpointChecks {
    /// How the spec's architecture injects its clients: `.environment` writes them as
    /// `@DependencyClient` structs of closures, `.builder` as protocols.
    let injection: ArchitectureManifest.DependencyInjection

    func check(_ spec: FeatureSpec, into diagnostics: inout DiagnosticCollector) {
        for dependency in spec.dependencies {
            for endpoint in dependency.endpoints {
                check(endpoint, of: dependency, into: &diagnostics)
            }
        }
    }

    private var shape: String {
        injection == .environment ? "a closure type (a @DependencyClient endpoint)" : "a protocol requirement"
    }

    private func check(_ endpoint: FeatureSpec.Endpoint, of dependency: FeatureSpec.Dependency, into diagnostics: inout DiagnosticCollector)
    {
        // The real macro writes the name bare into what it expands (`self.enum`, `_enum`), and
        // its expansion does not compile.
        if injection == .environment, SwiftIdentifier.keywords.contains(endpoint.name) {
            diagnostics.error(
                "endpoint '\(endpoint.name)' of '\(dependency.name)' is named as a Swift keyword, which @DependencyClient's expansion cannot hold",
                at: endpoint.location,
                notes: [.init("name it for what it does, as a verb or noun that is not a keyword")])
        }
        for parameter in endpoint.parameters {
            let name = parameter.label.map { "'\($0)'" } ?? "'\(parameter.type)'"
            if let equals = TypeExpression.topLevelIndex(of: "=", in: parameter.type) {
                let type = String(parameter.type.prefix(equals)).trimmingBlanks
                let written = parameter.label.map { "\($0): \(type)" } ?? type
                diagnostics.error(
                    "parameter \(name) of endpoint '\(endpoint.name)' has a default argument, which \(shape) does not permit",
                    at: endpoint.location,
                    notes: [
                        .init(
                            "write the parameter without it ('\(written)') and pass the value at the call, or declare a second endpoint without the parameter"
                        )
                    ])
            } else if injection == .environment, Self.isOpaque(parameter.type) {
                diagnostics.error(
                    "parameter \(name) of endpoint '\(endpoint.name)' has an opaque type ('\(parameter.type)'), which \(shape) does not permit",
                    at: endpoint.location,
                    notes: [.init("write it as an existential ('any …') or a concrete type")])
            }
        }
        if let returnType = endpoint.returnType, Self.isOpaque(returnType) {
            diagnostics.error(
                "endpoint '\(endpoint.name)' returns an opaque type ('\(returnType)'), which \(shape) does not permit",
                at: endpoint.location,
                notes: [.init("return an existential ('any …') or a concrete type")])
        }
        // The real macro: "Default value required for non-throwing closure '…'".
        if injection == .environment, !endpoint.isThrowing, endpoint.preview == nil, let returnType = endpoint.returnType,
            !TypeExpression.isOptional(returnType)
        {
            let signature = Self.signature(of: endpoint)
            let value = TypeExpression.naturalInitialValue(of: returnType) ?? "\(returnType)(…)"
            diagnostics.error(
                "endpoint '\(endpoint.name)' of '\(dependency.name)' neither throws nor has a default value, which @DependencyClient requires of a closure that returns '\(returnType)'",
                at: endpoint.location,
                notes: [
                    .init(
                        "give it one, which it returns until implemented and in previews: '\(endpoint.name): { signature: \"\(signature)\", preview: \"\(value)\" }'"
                    ),
                    .init("or let it throw: '\(endpoint.name): \"\(Self.signature(of: endpoint, throwing: true))\"'"),
                ])
        }
    }

    /// `some Collection`, `(some View)?`: a type that is opaque at its top.
    private static func isOpaque(_ type: String) -> Bool {
        var type = type.trimmingBlanks
        while type.hasPrefix("(") { type = String(type.dropFirst()).trimmingBlanks }
        for attribute in ["inout ", "borrowing ", "consuming ", "sending "] where type.hasPrefix(attribute) {
            type = String(type.dropFirst(attribute.count)).trimmingBlanks
        }
        return type.hasPrefix("some ")
    }

    /// The signature as a spec writes it: `(page: Int) async throws -> [Item]`.
    private static func signature(of endpoint: FeatureSpec.Endpoint, throwing: Bool = false) -> String {
        let parameters = endpoint.parameters.map { parameter in parameter.label.map { "\($0): \(parameter.type)" } ?? parameter.type }
        let effects = (endpoint.isAsync ? " async" : "") + (endpoint.isThrowing || throwing ? " throws" : "")
        return "(\(parameters.joined(separator: ", ")))\(effects)\(endpoint.returnType.map { " -> \($0)" } ?? "")"
    }
}
