/// A dependency named by a key path: `@Dependency(\.date.now) var now`.
package struct KeyPathDependencyContext: Sendable {
    /// The property: `now`.
    package var name: String
    /// `\.date.now`.
    package var keyPath: String
    /// The argument label that passes it at a call site (`{{label}}: {{name}}`): the name,
    /// bare even for a keyword other than `inout`.
    package var label: String = ""
}

/// A service the feature uses: `catalog: CatalogClient`.
package struct DependencyContext: Sendable {
    /// The property: `catalog`.
    package var name: String
    /// The argument label that passes it at a call site (`{{label}}: {{name}}`): the name,
    /// bare even for a keyword other than `inout`.
    package var label: String = ""
    /// `CatalogClient`.
    package var type: String
    /// `catalog: CatalogClient`, with a comma unless last.
    package var parameter: String
    /// The client is declared by this feature's spec, with its endpoints.
    package var isDeclared: Bool
    /// A spec of the project declares the client, so `Preview<Type>()` exists.
    package var hasPreview: Bool
    package var endpoints: [EndpointContext]
    /// The name with its first letter uppercased, for names built on it: `makeCatalog`.
    package var upperName: String = ""
    /// The type is a protocol: a client a feature of a builder-injected architecture declares
    /// (`protocol OrdersClient`, with `PreviewOrdersClient`). TCA cannot key its dependency
    /// values by a protocol (`@Dependency(OrdersClient.self)`), so it reads it by `protocolKey`.
    package var isProtocol: Bool = false
    /// `OrdersClientKey`: the key of a protocol client in the dependency values, which a TCA
    /// feature that uses it declares; `` for another client.
    package var protocolKey: String = ""
    /// What a dependency container reads it by, as TCA's `@Dependency(…)` takes it: `\.catalog`
    /// for a client this spec declares, or another TCA feature's spec declares under that name,
    /// `OrdersClientKey.self` for a protocol client, else `CatalogClient.self`.
    package var dependencyKey: String = ""
    /// An effect of the feature calls the client: a generated test replaces it with a double
    /// (`NewsClientDouble`) that answers as the test says.
    package var isCalledByEffect = false
    /// The endpoints the client's type declares, wherever it is declared: the double's.
    package var doubleEndpoints: [EndpointContext] = []
}

/// One operation of a client: `fetchItems: "(page: Int) async throws -> [Item]"`.
package struct EndpointContext: Sendable {
    package var name: String
    /// The argument label that passes it at a call site, as a closure of the client's
    /// initializer (`{{label}}: { … }`): the name, bare even for a keyword other than `inout`.
    package var label: String = ""
    /// As a stored closure's type: `@Sendable (_ page: Int) async throws -> [Item]`.
    package var closureType: String
    /// As a method, after `func`: `fetchItems(page: Int) async throws -> [Item]`.
    package var signature: String
    /// The method's parameters: `page: Int`; a closure's values bound by name: `page`.
    package var parameters: String
    package var closureParameters: String
    package var hasParameters: Bool
    /// The method called with the values bound to their names: `fetchItems(page: page)`; the
    /// closure called: `fetchItems(page)`.
    package var call: String
    package var closureCall: String
    /// ` async throws`, ` async`, or ``; and the call's prefix: `try await `.
    package var effects: String
    package var callPrefix: String
    package var isAsync: Bool
    package var isThrowing: Bool
    /// `[Item]`, or `Void`.
    package var returnType: String
    package var hasReturn: Bool
    /// What a preview or stub returns (`preview:`, or the type's natural value: `[]`); `` for Void.
    package var previewValue: String
    /// The name with its first letter uppercased: `FetchItems`, for `onFetchItems`.
    package var upperName: String = ""
    /// The start of a closure that takes the values: `{ page in`, or `{`.
    package var closureHead: String = ""
}

extension KeyPathDependencyContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "label": .text(\.label),
        "keyPath": .text(\.keyPath),
    ]
}

extension DependencyContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "label": .text(\.label),
        "type": .text(\.type),
        "parameter": .text(\.parameter),
        "isDeclared": .flag(\.isDeclared),
        "hasPreview": .flag(\.hasPreview),
        "endpoints": .objects(\.endpoints),
        "upperName": .text(\.upperName),
        "isProtocol": .flag(\.isProtocol),
        "protocolKey": .text(\.protocolKey),
        "dependencyKey": .text(\.dependencyKey),
        "isCalledByEffect": .flag(\.isCalledByEffect),
        "doubleEndpoints": .objects(\.doubleEndpoints),
    ]
}

extension EndpointContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "label": .text(\.label),
        "closureType": .text(\.closureType),
        "signature": .text(\.signature),
        "parameters": .text(\.parameters),
        "closureParameters": .text(\.closureParameters),
        "hasParameters": .flag(\.hasParameters),
        "call": .text(\.call),
        "closureCall": .text(\.closureCall),
        "effects": .text(\.effects),
        "callPrefix": .text(\.callPrefix),
        "isAsync": .flag(\.isAsync),
        "isThrowing": .flag(\.isThrowing),
        "returnType": .text(\.returnType),
        "hasReturn": .flag(\.hasReturn),
        "previewValue": .text(\.previewValue),
        "upperName": .text(\.upperName),
        "closureHead": .text(\.closureHead),
    ]
}
