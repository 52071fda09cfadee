import Testing

@testable import FeaturegenCore

/// A route's `output:` says which outputs of the opened feature the opener handles, so results
/// flow back without hand-written glue: the spec form, its checks across the project, and what
/// the templates see.
@Suite struct RouteOutputTests {
    private let cart = """
        feature: Cart
        types:
          CartItem: { title: String }
        output:
          didBuy: (itemCount: Int)
          didClose:
          didPick: "[CartItem]"
        """

    private func catalog(_ output: String, module: String = "Cart", extra: String = "") -> String {
        "feature: Catalog\nactions: [openCart]\nroutes:\n  - openCart: { module: \(module), \(extra)output: \(output) }\n"
    }

    /// The diagnostics of loading the project's specs, or "".
    private func errors(_ specs: [String: String]) -> String {
        do {
            _ = try Generator(project: memoryProject(specs: specs)).loadSpecs(nil)
            return ""
        } catch {
            return error.description
        }
    }

    private func context(_ specs: [String: String], of feature: String) throws -> FeatureContext {
        let loaded = try specs.mapValues { try loadSpec($0) }
        let outputs = loaded.values.reduce(into: [String: [FeatureSpec.OutputCallback]]()) {
            $0[$1.name] = ContextBuilder.outsideOutputs(of: $1)
        }
        let builder = ContextBuilder(observation: .combine, access: .internal, outputs: outputs)
        return builder.context(for: try #require(loaded.values.first { $0.name == feature }))
    }

    @Test func aListNamesOutputsHandledByTheModuleAndOutputName() throws {
        let spec = try loadSpec(catalog("[didBuy, didClose]"))
        #expect(spec.routes[0].handledOutputs.map(\.output) == ["didBuy", "didClose"])
        #expect(spec.routes[0].handledOutputs.map(\.handler) == ["cartDidBuy", "cartDidClose"])
        #expect(spec.routes[0].handledOutputs[0].location.line == 4)
        // One output may be written without brackets.
        #expect(try loadSpec(catalog("didBuy")).routes[0].handledOutputs.map(\.handler) == ["cartDidBuy"])
    }

    @Test func aMappingNamesTheHandlers() throws {
        let spec = try loadSpec(catalog("{ didBuy: onPurchase }"))
        #expect(
            spec.routes[0].handledOutputs == [
                .init(output: "didBuy", handler: "onPurchase", location: spec.routes[0].handledOutputs[0].location)
            ])
    }

    @Test func theContextCarriesTheHandlersWithTheOpenedFeaturesTypes() throws {
        let found = try context(["Cart.yaml": cart, "Catalog.yaml": catalog("[didBuy, didClose, didPick]")], of: "Catalog")
        #expect(found.hasRouteOutputs)
        #expect(found.routes[0].hasOutputs)
        let outputs = found.routeOutputs
        #expect(
            outputs.map(\.handler.declaration) == ["cartDidBuy(itemCount: Int)", "cartDidClose", "cartDidPick([Cart.ViewState.CartItem])"])
        #expect(outputs.map(\.handler.handlerCall) == ["cartDidBuy(itemCount: itemCount)", "cartDidClose()", "cartDidPick(value)"])
        #expect(outputs.map(\.outputPattern) == ["let .didBuy(itemCount)", ".didClose", "let .didPick(value)"])
        #expect(outputs.map(\.closureParameters) == ["itemCount", "", "value"])
        // The output as the opened feature's output protocol declares it (vsurf's `Cart.Output`).
        #expect(
            outputs.map(\.outputSignature) == ["didBuy(itemCount: Int)", "didClose()", "didPick(_ value: [Cart.ViewState.CartItem])"])
        #expect(found.routes[0].hasArguments == false)
        #expect(outputs.map(\.hasParameters) == [true, false, true])
        #expect(outputs.allSatisfy { $0.route == "openCart" && $0.module == "Cart" })
        // A feature that handles nothing has no route outputs.
        #expect(try !context(["Cart.yaml": cart], of: "Cart").hasRouteOutputs)
    }

    @Test func theRouteListsEveryOutputOfTheOpenedFeatureInItsOrder() throws {
        let found = try context(["Cart.yaml": cart, "Catalog.yaml": catalog("[didPick, didBuy]")], of: "Catalog")
        let outputs = found.routes[0].moduleOutputs
        #expect(outputs.map(\.name) == ["didBuy", "didClose", "didPick"])
        #expect(outputs.map { $0.handled?.handler.name } == ["cartDidBuy", nil, "cartDidPick"])
        #expect(outputs.map(\.ignoringClosure) == ["{ _ in }", "{}", "{ _ in }"])
        // As an output protocol's requirements, which an opener implements (a vsurf Output).
        #expect(outputs.map(\.signature) == ["didBuy(itemCount: Int)", "didClose()", "didPick(_ value: [Cart.ViewState.CartItem])"])
        // A route that handles nothing still lists them, for an Output made of closures.
        let none = try context(["Cart.yaml": cart, "Catalog.yaml": catalog("[]")], of: "Catalog")
        #expect(none.routes[0].moduleOutputs.map(\.name) == ["didBuy", "didClose", "didPick"])
        #expect(none.routes[0].moduleOutputs.allSatisfy { $0.handled == nil })
    }

    @Test func aRouteWithValuesSaysSo() throws {
        let cartWithInput = "feature: Cart\ninput:\n  title: String\noutput:\n  didBuy: (itemCount: Int)\n"
        let found = try context(
            ["Cart.yaml": cartWithInput, "Catalog.yaml": catalog("[didBuy]", extra: "input: { title: String }, ")], of: "Catalog")
        #expect(found.routes[0].arguments == "title: title")
        #expect(found.routes[0].hasArguments)
    }

    @Test func anOutputTheOpenedFeatureDoesNotDeclareIsAnError() {
        let found = errors(["Cart.yaml": cart, "Catalog.yaml": catalog("[didBuyy]")])
        #expect(found.contains("Specs/Catalog.yaml:4:40: error: Cart has no output 'didBuyy'"), "\(found)")
        #expect(found.contains("note: did you mean 'didBuy'?"), "\(found)")
        #expect(found.contains("Specs/Cart.yaml:5:3: note: Cart's outputs are: didBuy, didClose, didPick"), "\(found)")
        let none = errors(["Cart.yaml": "feature: Cart\n", "Catalog.yaml": catalog("[didBuy]")])
        #expect(none.contains("error: Cart has no output 'didBuy'") && none.contains("note: Cart declares no output"), "\(none)")
    }

    @Test func aHandWrittenModulesOutputsCannotBeHandled() {
        let found = errors(["Catalog.yaml": catalog("[didBuy]", module: "Checkout", extra: "external: true, ")])
        #expect(found.contains("error: route 'openCart' handles outputs of 'Checkout', which is written by hand"), "\(found)")
    }

    @Test func handlersCollideWithNoActionAndNoOtherHandler() {
        let action = diagnostics(
            "feature: Catalog\nactions: [openCart, cartDidBuy]\nroutes:\n  - openCart: { module: Cart, output: [didBuy] }\n")
        #expect(action.contains("error: the handler 'cartDidBuy' of output 'didBuy' has the name of an action"), "\(action)")
        #expect(action.contains("name the handler yourself: 'output: { didBuy: otherName }'"), "\(action)")
        let twice = diagnostics(
            "feature: Catalog\nroutes:\n  - a: { module: Cart, output: [didBuy] }\n  - b: { module: Cart, presentation: present, output: [didBuy] }\n"
        )
        #expect(twice.contains("error: duplicate output handler 'cartDidBuy'"), "\(twice)")
        let repeated = diagnostics("feature: Catalog\nroutes:\n  - a: { module: Cart, output: [didBuy, didBuy] }\n")
        #expect(repeated.contains("error: duplicate handled output of route 'a' 'didBuy'"), "\(repeated)")
    }

    @Test func aRouteWithoutAModuleHandlesNoOutput() {
        let found = diagnostics("feature: Catalog\nroutes:\n  - close: { input: { id: Int }, output: [didBuy] }\n")
        #expect(found.contains("error: route 'close' opens no module, so it has no outputs to handle"), "\(found)")
    }
}
