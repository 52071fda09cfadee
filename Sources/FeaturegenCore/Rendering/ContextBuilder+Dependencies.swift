/// The dependencies as templates see them: clients with their endpoints, and key paths.
extension ContextBuilder {
    func dependencies(_ dependencies: [FeatureSpec.Dependency], qualify: (String) -> String) -> [DependencyContext] {
        let protocols = protocolClients
        return dependencies.enumerated().map { index, dependency in
            let name = SwiftIdentifier.escaped(dependency.name)
            let isProtocol = protocols.contains(dependency.type)
            return DependencyContext(
                name: name, label: SwiftIdentifier.argumentLabel(dependency.name), type: dependency.type,
                parameter: "\(name): \(dependency.type)\(index == dependencies.count - 1 ? "" : ",")",
                isDeclared: !dependency.endpoints.isEmpty,
                hasPreview: !dependency.endpoints.isEmpty || opened.declaredClients.contains(dependency.type),
                endpoints: dependency.endpoints.map { endpoint($0, qualify: qualify) },
                upperName: SwiftIdentifier.uppercasingFirst(dependency.name),
                isProtocol: isProtocol, protocolKey: isProtocol ? "\(dependency.type)Key" : "",
                dependencyKey: (!dependency.endpoints.isEmpty ? name : borrowedDependencyName(of: dependency)).map { "\\.\($0)" }
                    ?? "\(isProtocol ? "\(dependency.type)Key" : dependency.type).self")
        }
    }

    /// The clients that features of builder-injected architectures declare: protocols.
    var protocolClients: Set<String> {
        Set(opened.clients.filter { $0.value.injection == .builder }.keys)
    }

    /// The dependencies named by a key path (`uuid: \.uuid`).
    static func keyPathDependencies(of spec: FeatureSpec) -> [KeyPathDependencyContext] {
        spec.keyPathDependencies.map {
            KeyPathDependencyContext(
                name: SwiftIdentifier.escaped($0.name), keyPath: $0.keyPath, label: SwiftIdentifier.argumentLabel($0.name))
        }
    }

    func endpoint(_ endpoint: FeatureSpec.Endpoint, qualify: (String) -> String) -> EndpointContext {
        let name = SwiftIdentifier.escaped(endpoint.name)
        let bindings = Self.bindings(endpoint.parameters)
        let parameters = zip(endpoint.parameters, bindings).map { parameter, binding in
            (parameter.label != nil ? "" : "_ ") + "\(binding): \(qualify(parameter.type))"
        }
        let arguments = zip(endpoint.parameters, bindings).map { parameter, binding in
            parameter.label.map { "\(SwiftIdentifier.argumentLabel($0)): \(binding)" } ?? binding
        }
        let effects = (endpoint.isAsync ? " async" : "") + (endpoint.isThrowing ? " throws" : "")
        let returnType = endpoint.returnType.map(qualify) ?? "Void"
        let returnClause = endpoint.returnType == nil ? "" : " -> \(returnType)"
        let closureParameters = zip(endpoint.parameters, bindings).map { "_ \($1): \(qualify($0.type))" }
        var context = EndpointContext(
            name: name,
            label: SwiftIdentifier.argumentLabel(endpoint.name),
            closureType: "@Sendable (\(closureParameters.joined(separator: ", ")))\(effects) -> \(returnType)",
            signature: "\(name)(\(parameters.joined(separator: ", ")))\(effects)\(returnClause)",
            parameters: parameters.joined(separator: ", "),
            closureParameters: bindings.joined(separator: ", "),
            hasParameters: !endpoint.parameters.isEmpty,
            call: "\(name)(\(arguments.joined(separator: ", ")))",
            closureCall: "\(name)(\(bindings.joined(separator: ", ")))",
            effects: effects,
            callPrefix: (endpoint.isThrowing ? "try " : "") + (endpoint.isAsync ? "await " : ""),
            isAsync: endpoint.isAsync, isThrowing: endpoint.isThrowing,
            returnType: returnType, hasReturn: endpoint.returnType != nil,
            previewValue: endpoint.returnType.map { endpoint.preview ?? TypeExpression.naturalInitialValue(of: $0) ?? "" } ?? "")
        context.upperName = SwiftIdentifier.uppercasingFirst(endpoint.name)
        context.closureHead = bindings.isEmpty ? "{" : "{ \(bindings.joined(separator: ", ")) in"
        return context
    }
}
