import Testing

@testable import FeaturegenCore

/// The name checks know each runtime's types from its templates: no feature, type or subview,
/// and no type featuregen generates for a feature, may declare one of them again.
@Suite struct RuntimeTypesTests {
    @Test func theTypesATemplateDeclaresAtTheTopAreRead() {
        let template = """
            import SwiftUI

            {{access}}enum StateContainer {
                struct Nested {}
            }
            public final class Host {}
            @MainActor protocol Screening {}
            extension View {}
            // struct Commented
            """
        #expect(RuntimeTypes.declared(in: [template]) == ["StateContainer", "Host", "Screening"])
    }

    @Test func everyBuiltInRuntimeDeclaresItsTypes() {
        let types = ArchitectureCatalog.runtimeTypes
        #expect(types["statecontainer"] == ["StateContainer"])
        #expect(types["mvvm"].map { Set($0).isSuperset(of: ["ViewStateProtocol", "ModuleProtocol", "Reducer", "Builder"]) } == true)
        #expect(types["vsurf"].map { Set($0).isSuperset(of: ["VSURFServices", "VSURFNavigating", "VSURFScreen"]) } == true)
        #expect(types["tca"] == [], "tca's runtime is the library")
    }

    @Test func aNameThatWouldDeclareARuntimeTypeAgainIsAnError() throws {
        // A runtime that declared `CartView` (a template set of your own may): `feature: Cart`
        // would declare it again. The suggestion is a name that is free itself, with every type
        // derived from it ('CartScreen' is the runtime's too).
        let cart = try loadSpec("feature: Cart\n")
        var found = DiagnosticCollector()
        var validator = SpecValidator(spec: cart, runtimeTypes: ["CartView", "CartScreen"])
        _ = validator.validated(into: &found)
        let described = found.diagnostics.map(\.description).joined(separator: "\n")
        #expect(
            described.hasPrefix(
                "Test.yaml:1:10: error: feature name 'Cart' would make featuregen declare 'CartView', which the architecture's runtime declares"
            ),
            "\(described)")
        #expect(described.contains("note: choose another name, such as 'CartFeature'"), "\(described)")
        // vsurf's runtime names its types so that none is a feature's: the VSURF demo's own
        // names are free (`feature: VSURF` declares VSURFNavigationState and VSURFViewGroup).
        #expect(diagnostics("feature: VSURF\narchitecture: vsurf\n") == "")
        #expect(diagnostics("feature: VSURFScreen\narchitecture: vsurf\n").contains("would shadow"))
        #expect(diagnostics("feature: A\narchitecture: statecontainer\nsubviews:\n  StateContainer:\n").contains("would shadow"))
        #expect(diagnostics("feature: A\ntypes:\n  ViewStateProtocol: [a]\n").contains("would shadow"))
        // Another architecture's runtime is not in a project that does not use it.
        #expect(diagnostics("feature: A\nsubviews:\n  StateContainer:\n") == "")
    }
}
