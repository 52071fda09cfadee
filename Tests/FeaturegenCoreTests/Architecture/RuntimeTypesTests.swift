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
        #expect(types["vsurf"]?.contains("VSURFNavigationState") == true)
        #expect(types["tca"] == [], "tca's runtime is the library")
    }

    @Test func aNameThatWouldDeclareARuntimeTypeAgainIsAnError() {
        #expect(
            diagnostics("feature: VSURF\narchitecture: vsurf\n").hasPrefix(
                "Test.yaml:1:10: error: feature name 'VSURF' would make featuregen declare 'VSURFNavigationState'"))
        // The suggestion is a name that is free itself: 'VSURFScreen' is vsurf's runtime type.
        #expect(diagnostics("feature: VSURF\narchitecture: vsurf\n").contains("note: choose another name, such as 'VSURFFeature'"))
        #expect(diagnostics("feature: A\narchitecture: statecontainer\nsubviews:\n  StateContainer:\n").contains("would shadow"))
        #expect(diagnostics("feature: A\ntypes:\n  ViewStateProtocol: [a]\n").contains("would shadow"))
        // Another architecture's runtime is not in a project that does not use it.
        #expect(diagnostics("feature: A\nsubviews:\n  StateContainer:\n") == "")
    }
}
