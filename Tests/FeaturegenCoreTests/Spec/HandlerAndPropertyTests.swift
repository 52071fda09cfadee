import Testing

@testable import FeaturegenCore

/// `handler:` names the method that handles an action (with its labels), and a subview's
/// `property:` the parent view's property that shows it: what hand-written modules call them.
@Suite struct HandlerAndPropertyTests {
    private func context(_ text: String) throws -> FeatureContext {
        ContextBuilder(observation: .combine, access: .internal).context(for: try loadSpec(text))
    }

    @Test func aHandlerNamesTheMethodAndItsLabels() throws {
        let context = try context(
            """
            feature: Slider
            actions:
              - viewDidLoad:
                handler: load
              - updatePosition: CGFloat
                handler: updatePosition(for:)
              - { move: { from: Int, to: Int }, handler: "shift(_:by:)" }
              - saveStep: Int
                handler: save
              - select: { index: Int }
            """)
        #expect(
            context.actions.map(\.handlerSignature) == [
                "load()", "updatePosition(for value: CGFloat)", "shift(_ from: Int, by to: Int)", "save(_ value: Int)",
                "select(index: Int)",
            ])
        #expect(
            context.actions.map(\.handlerCall) == [
                "load()", "updatePosition(for: value)", "shift(from, by: to)", "save(value)", "select(index: index)",
            ])
        // The case keeps its name: views and tests send `.viewDidLoad`; views that call the
        // handler (mvi, vsurf) call `load()`.
        #expect(context.actions.map(\.pattern)[0] == ".viewDidLoad")
        #expect(context.appearAction == "viewDidLoad" && context.appearHandler == "load")
    }

    @Test func aHandlerThatCannotBeTheActionsMethodIsAnErrorAtItsLine() {
        #expect(
            diagnostics("feature: A\nactions:\n  - move: { from: Int, to: Int }\n    handler: shift(by:)\n").hasPrefix(
                "Test.yaml:4:14: error: handler 'shift(by:)' of 'move' has 1 label for 2 values"))
        #expect(
            diagnostics("feature: A\nactions:\n  - move: Int\n    handler: \"shift(by\"\n").hasPrefix(
                "Test.yaml:4:14: error: 'shift(by' is not a method name"))
        // Two actions handled by one method of the same full name would not compile.
        #expect(
            diagnostics("feature: A\nactions:\n  - save\n  - store:\n    handler: save\n").contains("duplicate view model method 'save()'"))
        #expect(diagnostics("feature: A\nactions:\n  - store:\n    handler: handle\n").contains("the view model"))
        // Only actions have handlers: a type's cases and a subview's actions do not.
        #expect(diagnostics("feature: A\ntypes:\n  Mode:\n    - grid:\n      handler: x\n").contains("expected one case"))
    }

    @Test func aPropertyNamesTheViewsPropertyAndLeavesTheStatesProjection() throws {
        let context = try context(
            """
            feature: Card
            state:
              title: String
            subviews:
              Header:
                property: top
                state:
                  title: String
              Rows:
                property: content
                whole: true
            """)
        #expect(context.subviews.map(\.viewProperty) == ["top", "content"])
        #expect(context.subviews.map(\.property) == ["header", "rows"])
        #expect(context.subviews[0].stateArgument == "state.header")
    }

    @Test func aPropertyTheViewHasAlreadyIsAnError() {
        #expect(diagnostics("feature: A\nsubviews:\n  Header:\n    property: body\n").contains("would be the view's property 'body'"))
        #expect(
            diagnostics("feature: A\nsubviews:\n  Header:\n    property: top\n  Footer:\n    property: top\n").contains(
                "view property 'top'"))
        #expect(
            diagnostics("feature: A\nsubviews:\n  Header:\n    property: footer\n  Footer:\n").contains("view property 'footer'"))
    }

    @Test func aSubviewWithoutViewStateTakesItsFieldsFromStateFieldsOnly() throws {
        let spec =
            "feature: A\nstate:\n  count: Int\nsubviews:\n  Title:\n    viewState: false\n    state:\n      text: { type: String, value: \"String(count)\" }\n"
        #expect(
            diagnostics(spec).hasPrefix(
                "Test.yaml:8:7: error: field 'text' of 'Title' comes from an expression, but the subview has no ViewState"))
        #expect(diagnostics(spec).contains("Test.yaml:6:5: note: or remove 'viewState: false'"))
        // Without a ViewState there is no projection to collide with a state field.
        let context = try ContextBuilder(observation: .combine, access: .internal).context(
            for: loadSpec(
                "feature: A\nstate:\n  title: String\nsubviews:\n  Title:\n    viewState: false\n    state:\n      title: String\n"))
        #expect(context.projectedSubviews.isEmpty && !context.subviews[0].hasViewState)
        #expect(context.subviews[0].fields.map { "\($0.label): state.\($0.source)\($0.separator)" } == ["title: state.title"])
    }

    @Test func constantsAreStaticValuesTheExpressionsRead() throws {
        let context = try context(
            """
            feature: Slider
            state:
              offset: { type: Double, derived: "Constant.step * 2" }
            constants:
              step: { type: Double, value: "146.0" }
              title: "\\"Slider\\""
            subviews:
              Ruler:
                constants:
                  ticks: { type: Int, value: 10 }
            """)
        #expect(context.constants == ["step: Double = 146.0", "title = \"Slider\""] && context.hasConstants)
        #expect(context.subviews[0].constants == ["ticks: Int = 10"])
        #expect(diagnostics("feature: A\nconstants:\n  a: \"1\"\n  a: \"2\"\n").contains("duplicate key 'a'"))
        #expect(diagnostics("feature: A\nconstants:\n  a: { type: Int }\n").hasPrefix("Test.yaml:3:6: error: constant 'a' has no 'value'"))
    }

    @Test func bothKeysAreInTheSchemaAndEveryManifestHonoursThem() {
        #expect(SpecSchema.spec.contains("\"handler\": {"))
        #expect(SpecSchema.spec.contains("\"property\": {"))
        for keys in ArchitectureCatalog.keys.values {
            #expect(keys.honours("actions.handler") && keys.honours("subviews.property"))
        }
    }
}
