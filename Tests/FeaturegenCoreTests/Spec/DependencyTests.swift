import Testing

@testable import FeaturegenCore

/// `dependencies:` names the services a feature uses, and declares the clients it owns with
/// their endpoints: the spec form, its checks, and what the templates see.
@Suite struct DependencyTests {
    private let catalog = """
        feature: Catalog
        types:
          CatalogItem: { title: String }
        dependencies:
          analytics: AnalyticsClient
          catalog:
            endpoints:
              fetchItems: "(page: Int) async throws -> [CatalogItem]"
              add: "(String, count: Int) async"
              isFavourite: "(id: String) -> Bool"
              first: { signature: "() async throws -> CatalogItem", preview: "CatalogItem(title: \\"Tea\\")" }
              reset: "()"
        """

    @Test func clientsAreNamedOrDeclaredWithTheirEndpoints() throws {
        let spec = try loadSpec(catalog)
        #expect(spec.dependencies.map(\.name) == ["analytics", "catalog"])
        #expect(spec.dependencies.map(\.type) == ["AnalyticsClient", "CatalogClient"])
        #expect(spec.dependencies[0].endpoints.isEmpty)
        let endpoints = spec.dependencies[1].endpoints
        #expect(endpoints.map(\.name) == ["fetchItems", "add", "isFavourite", "first", "reset"])
        #expect(endpoints[0].parameters == [.init(label: "page", type: "Int")])
        #expect(endpoints[0].isAsync && endpoints[0].isThrowing && endpoints[0].returnType == "[CatalogItem]")
        #expect(endpoints[1].parameters == [.init(label: nil, type: "String"), .init(label: "count", type: "Int")])
        #expect(endpoints[1].isAsync && !endpoints[1].isThrowing && endpoints[1].returnType == nil)
        #expect(!endpoints[2].isAsync && endpoints[2].returnType == "Bool")
        #expect(endpoints[3].preview == "CatalogItem(title: \"Tea\")")
        #expect(endpoints[4].parameters.isEmpty && endpoints[4].returnType == nil)
    }

    @Test func signaturesWithClosuresAndGenericsParse() throws {
        let location = SourceLocation(file: "Test.yaml", line: 1, column: 1)
        let parsed = try #require(
            DependencyDecoder.parse(
                "(handler: @escaping @Sendable (Int) -> Void, map: [String: Int]) throws -> Result<Int, Error>", name: "x",
                location: location))
        #expect(parsed.parameters.map(\.label) == ["handler", "map"])
        #expect(parsed.parameters[0].type == "@escaping @Sendable (Int) -> Void")
        #expect(parsed.isThrowing && !parsed.isAsync && parsed.returnType == "Result<Int, Error>")
        for bad in ["fetch", "() async throws", "(page: Int) throws async", "(page: Int) rethrows", "(page: Int) ->", "(page: Int"]
        where bad != "() async throws" {
            #expect(DependencyDecoder.parse(bad, name: "x", location: location) == nil, "\(bad)")
        }
        #expect(DependencyDecoder.parse("() async throws", name: "x", location: location)?.returnType == nil)
    }

    @Test func theContextSpellsEachEndpointForClientsAndProtocols() throws {
        let context = ContextBuilder(observation: .combine, access: .internal).context(for: try loadSpec(catalog))
        #expect(context.hasDependencies)
        #expect(context.dependencies.map(\.parameter) == ["analytics: AnalyticsClient,", "catalog: CatalogClient"])
        #expect(context.declaredDependencies.map(\.type) == ["CatalogClient"])
        let endpoints = context.declaredDependencies[0].endpoints
        #expect(endpoints[0].closureType == "@Sendable (_ page: Int) async throws -> [Catalog.ViewState.CatalogItem]")
        #expect(endpoints[0].signature == "fetchItems(page: Int) async throws -> [Catalog.ViewState.CatalogItem]")
        #expect(endpoints[0].call == "fetchItems(page: page)" && endpoints[0].closureCall == "fetchItems(page)")
        #expect(endpoints[0].callPrefix == "try await " && endpoints[0].previewValue == "[]")
        #expect(endpoints[1].signature == "add(_ value: String, count: Int) async")
        #expect(endpoints[1].closureType == "@Sendable (_ value: String, _ count: Int) async -> Void")
        #expect(endpoints[1].closureParameters == "value, count" && !endpoints[1].hasReturn && endpoints[1].previewValue == "")
        #expect(endpoints[2].previewValue == "false" && endpoints[2].callPrefix == "")
        // Qualified: the client file is outside the feature, where its nested types are not in scope.
        #expect(endpoints[3].previewValue == "Catalog.ViewState.CatalogItem(title: \"Tea\")")
        #expect(endpoints[4].signature == "reset()" && endpoints[4].closureType == "@Sendable () -> Void")
    }

    @Test func mistakesAreReportedAtTheirPlace() {
        let noEndpoints = diagnostics("feature: Catalog\ndependencies:\n  catalog: { type: CatalogClient }\n")
        #expect(noEndpoints.contains("Test.yaml:3:3: error: dependency 'catalog' declares no endpoints"), "\(noEndpoints)")
        let badSignature = diagnostics("feature: Catalog\ndependencies:\n  catalog:\n    endpoints: { fetch: \"fetch() -> Int\" }\n")
        #expect(badSignature.contains("error: 'fetch() -> Int' is not a function signature for endpoint 'fetch'"), "\(badSignature)")
        // The endpoint written wrong is the one error: the client has endpoints, written wrong.
        #expect(!badSignature.contains("declares no endpoints"), "\(badSignature)")
        let listed = diagnostics("feature: Catalog\ndependencies:\n  catalog:\n    endpoints: [fetch]\n")
        #expect(listed.contains("Test.yaml:4:16: error: expected a mapping for the endpoints of 'catalog'"), "\(listed)")
        #expect(!listed.contains("declares no endpoints"), "\(listed)")
        let empty = diagnostics("feature: Catalog\ndependencies:\n  catalog:\n    endpoints: {}\n")
        #expect(empty.contains("Test.yaml:3:3: error: dependency 'catalog' declares no endpoints"), "\(empty)")
        let noPreview = diagnostics("feature: Catalog\ndependencies:\n  catalog:\n    endpoints:\n      item: \"() -> Item\"\n")
        #expect(
            noPreview.contains("Test.yaml:5:7: error: endpoint 'item' returns 'Item', which has no natural value for previews and stubs"),
            "\(noPreview)")
        let reserved = diagnostics("feature: Catalog\ndependencies:\n  router: RouterClient\n")
        #expect(reserved.contains("error: dependency 'router' would take the name of a member"), "\(reserved)")
        let unknownKey = diagnostics("feature: Catalog\ndependencies:\n  catalog: { typ: CatalogClient, endpoints: { a: \"()\" } }\n")
        #expect(
            unknownKey.contains("unknown key 'typ' in dependency 'catalog'") && unknownKey.contains("did you mean 'type'?"), "\(unknownKey)"
        )
    }

    @Test func aClientIsDeclaredByOneSpecOnly() throws {
        let client = "dependencies:\n  catalog:\n    endpoints: { fetch: \"() async -> [String]\" }\n"
        let project = memoryProject(specs: ["A.yaml": "feature: A\n" + client, "B.yaml": "feature: B\n" + client])
        let found: String
        do {
            _ = try Generator(project: project).loadSpecs(nil)
            found = ""
        } catch {
            found = error.description
        }
        #expect(found.contains("error: client 'CatalogClient' collides with client of the same name in another spec"), "\(found)")
        // Naming it is how a second feature uses it.
        let shared = memoryProject(specs: [
            "A.yaml": "feature: A\n" + client, "B.yaml": "feature: B\ndependencies:\n  catalog: CatalogClient\n",
        ])
        #expect(throws: Never.self) { _ = try Generator(project: shared).loadSpecs(nil) }
    }

    /// A client written as a tca struct of the dependency values cannot be a feature's that is
    /// built with protocol clients: its previews and test doubles would not compile.
    @Test func aFeatureBuiltWithItsClientsCannotNameADependencyValuesClient() throws {
        let client = "dependencies:\n  news:\n    endpoints: { fetch: \"() async throws -> [Int]\" }\n"
        for architecture in ["mvvm", "mvi", "statecontainer", "vsurf"] {
            let project = memoryProject(specs: [
                "Headlines.yaml": "feature: Headlines\narchitecture: tca\n" + client,
                "Reader.yaml": "feature: Reader\narchitecture: \(architecture)\ndependencies:\n  feed: NewsClient\n",
            ])
            let found: String
            do {
                _ = try Generator(project: project).loadSpecs(nil)
                found = ""
            } catch {
                found = error.description
            }
            #expect(
                found.contains(
                    "Specs/Reader.yaml:4:3: error: 'feed: NewsClient' is the client Headlines declares, a tca struct read from the dependency values; \(architecture) passes protocol clients"
                ), "\(found)")
        }
        // The other way, and between two tca features, the client is one type to both.
        let fine = memoryProject(specs: [
            "Headlines.yaml": "feature: Headlines\narchitecture: mvvm\n" + client,
            "Reader.yaml": "feature: Reader\narchitecture: tca\ndependencies:\n  feed: NewsClient\n",
        ])
        #expect(throws: Never.self) { _ = try Generator(project: fine).loadSpecs(nil) }
    }

    /// A feature built with its dependencies (`dependencyInjection: builder`) is opened by
    /// features that have them too; a TCA feature reads its own, so its openers need none.
    @Test func openersPassDependenciesOnOrSayWhatIsMissing() throws {
        let receipt = "feature: Receipt\ndependencies:\n  orders:\n    endpoints: { submit: \"() async\" }\n"
        let opener = { (architecture: String, dependencies: String) in
            "feature: Shop\narchitecture: \(architecture)\nactions: [openReceipt]\nroutes:\n  - openReceipt: { module: Receipt }\n"
                + dependencies
        }
        func errors(_ specs: [String: String], only paths: [String]? = nil) -> String {
            do {
                let generator = Generator(project: memoryProject(specs: specs))
                _ = try generator.loadSpecs(paths.map { $0.map { "Specs/\($0)" } })
                return ""
            } catch {
                return error.description
            }
        }
        let missing = errors(["Receipt.yaml": receipt, "Shop.yaml": opener("mvvm", "")])
        #expect(
            missing.contains(
                "Shop.yaml:5:5: error: route 'openReceipt' opens Receipt, which needs the dependency 'orders: OrdersClient' that Shop does not have"
            ), "\(missing)")
        #expect(missing.contains("Receipt.yaml:3:3: note: Receipt's dependency 'orders: OrdersClient' is declared here"), "\(missing)")
        #expect(missing.contains("add 'orders: OrdersClient' to Shop's 'dependencies'"), "\(missing)")
        // Checked also when only the opener is at hand (`generate Shop`).
        #expect(
            errors(["Receipt.yaml": receipt, "Shop.yaml": opener("mvvm", "")], only: ["Shop.yaml"]).contains("that Shop does not have"))
        let otherType = errors(["Receipt.yaml": receipt, "Shop.yaml": opener("mvi", "dependencies:\n  orders: OrderService\n")])
        #expect(
            otherType.contains("error: route 'openReceipt' passes Shop's 'orders' (OrderService) to Receipt, which takes OrdersClient"),
            "\(otherType)")
        #expect(errors(["Receipt.yaml": receipt, "Shop.yaml": opener("tca", "dependencies:\n  orders: OrdersClient\n")]) == "")
        // A TCA feature reads its dependencies itself.
        let tcaReceipt = "feature: Receipt\narchitecture: tca\n" + receipt.dropFirst("feature: Receipt\n".count)
        #expect(errors(["Receipt.yaml": tcaReceipt, "Shop.yaml": opener("mvvm", "")]) == "")
    }

    @Test func routesCarryTheDependenciesTheyPassOn() throws {
        let spec = try loadSpec(
            "feature: Shop\nactions: [openReceipt]\nroutes:\n  - openReceipt: { module: Receipt }\n  - openHelp: { module: Help }\n"
                + "dependencies:\n  orders: OrdersClient\n  analytics: AnalyticsClient\n")
        let needed = try loadSpec("feature: Receipt\ndependencies:\n  orders: OrdersClient\n  analytics: AnalyticsClient\n").dependencies
        let builder = ContextBuilder(observation: .combine, access: .internal, dependencies: ["Receipt": needed, "Help": []])
        let routes = builder.context(for: spec).routes
        #expect(routes[0].hasModuleDependencies && routes[0].moduleDependencies.map(\.type) == ["OrdersClient", "AnalyticsClient"])
        #expect(routes[0].dependencyArguments == "orders: orders, analytics: analytics")
        #expect(!routes[1].hasModuleDependencies && routes[1].dependencyArguments == "")
    }
}
