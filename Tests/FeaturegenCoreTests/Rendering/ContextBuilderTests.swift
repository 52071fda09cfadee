import Testing

@testable import FeaturegenCore

@Suite struct ContextBuilderTests {
    private func context(_ spec: String, access: ProjectConfig.AccessLevel = .internal) throws -> FeatureContext {
        ContextBuilder(observation: .combine, access: access).context(for: try loadSpec(spec))
    }

    @Test func actionsSpellTheirCasePatternHandlerAndCall() throws {
        let actions = try context(
            "feature: A\nactions:\n  - load\n  - move: CGFloat\n  - pair: (Int, String)\n  - select: { index: Int, animated: Bool }\n"
        ).actions
        #expect(actions.map(\.declaration) == ["load", "move(CGFloat)", "pair(Int, String)", "select(index: Int, animated: Bool)"])
        #expect(actions.map(\.pattern) == [".load", "let .move(value)", "let .pair(value1, value2)", "let .select(index, animated)"])
        #expect(
            actions.map(\.handlerSignature) == [
                "load()", "move(_ value: CGFloat)", "pair(_ value1: Int, _ value2: String)", "select(index: Int, animated: Bool)",
            ])
        #expect(
            actions.map(\.handlerCall) == ["load()", "move(value)", "pair(value1, value2)", "select(index: index, animated: animated)"])
        #expect(
            actions.map(\.nestedPattern) == [
                ".load", ".move(let value)", ".pair(let value1, let value2)", ".select(let index, let animated)",
            ])
    }

    @Test func outputsSpellTheirClosureCaseAndMethod() throws {
        let output = try context(
            "feature: A\ntypes:\n  Mode: [a, b]\noutput:\n  didClose: Void\n  didPick: Mode\n  didLike: (id: Int, isLiked: Bool)\n"
        ).output
        #expect(
            output.map(\.type) == [
                "@Sendable () -> Void", "@Sendable (A.ViewState.Mode) -> Void", "@Sendable (_ id: Int, _ isLiked: Bool) -> Void",
            ])
        #expect(output.map(\.caseDeclaration) == ["didClose", "didPick(A.ViewState.Mode)", "didLike(id: Int, isLiked: Bool)"])
        #expect(output.map(\.signature) == ["didClose()", "didPick(_ value: A.ViewState.Mode)", "didLike(id: Int, isLiked: Bool)"])
    }

    @Test func subviewNamesFollowTheSeed() throws {
        let subviews = try context(
            """
            feature: ProductCard
            state:
              step: Int
            subviews:
              NavigationHeader:
                actions: [onTapBackButton]
              ImageSliderAssembly:
                case: onImageSliderAction
                binding: true
                state:
                  currentStep: { from: step, writable: true }
                actions: [onTapSlider]
            """
        ).subviews
        #expect(subviews.map(\.caseName) == ["onNavigationHeaderAction", "onImageSliderAction"])
        #expect(subviews.map(\.handler) == ["handleNavigationHeader", "handleImageSlider"])
        #expect(subviews.map(\.property) == ["navigationHeader", "imageSliderAssembly"])
        #expect(subviews[1].stateArgument == "$state.imageSliderAssembly")
        #expect(subviews[1].fields.map(\.argument) == ["currentStep: step"])
        #expect(subviews[1].writeBacks == ["step = newValue.currentStep"])
        #expect(subviews[1].fields.map(\.keyword) == ["var"])
    }

    /// Value subviews that write back are listed apart: only the feature's own view can bind them.
    @Test func valueSubviewsWithWritableFieldsAreListedApart() throws {
        let feature = try context(
            """
            feature: Editor
            state:
              text: String
              isBold: Bool
            subviews:
              Field:
                binding: true
                state:
                  text: { writable: true }
                actions: [onClear]
              BoldToggle:
                binding: true
                state:
                  isBold: { writable: true }
              Caption:
                binding: true
                state:
                  text: String
            """
        )
        #expect(feature.bindingValueSubviews.map(\.name) == ["BoldToggle"])
        #expect(feature.valueSubviews.map(\.name) == ["BoldToggle", "Caption"])
    }

    @Test func typesOfTheSpecAreQualifiedOutsideTheState() throws {
        let context = try context(
            """
            feature: Card
            input:
              mode: Mode
            state:
              mode: { type: Mode, input: mode, initial: .a }
              modes: "[Mode]"
            types:
              Mode: [a, b]
            actions:
              - set: Mode
            subviews:
              Badge:
                state:
                  mode: Mode
            """)
        #expect(context.input.map(\.type) == ["Card.ViewState.Mode"])
        #expect(context.state.map(\.type) == ["Mode", "[Mode]"])
        #expect(context.state.map(\.initialValue) == ["input?.mode ?? .a", "[]"])
        #expect(context.actions[0].declaration == "set(Card.ViewState.Mode)")
        #expect(context.subviews[0].fields[0].type == "Card.ViewState.Mode")
    }

    @Test func anActionCallsTheRouteOfItsNameWhenTheyTakeTheSameValues() throws {
        let context = try context(
            "feature: A\nactions:\n  - dismiss\n  - open: { id: Int }\n  - close: Int\nroutes:\n  - dismiss\n  - open: { input: { id: Int } }\n  - close: { input: { id: Int } }\n"
        )
        #expect(context.actions.map(\.body) == [["await router?.dismiss()"], ["await router?.open(id: id)"], []])
    }

    @Test func initialValuesFromTheInput() throws {
        let state = try context(
            "feature: A\ninput:\n  url: URL\nstate:\n  url: { type: URL?, input: url }\n  title: { type: String, input: url }\n"
        ).state
        #expect(state.map(\.initialValue) == ["input?.url", "input?.url ?? \"\""])
    }

    @Test func theFirstBodyLeavesAnAlertsActionsToItsButtons() throws {
        let context = try context(
            """
            feature: A
            actions:
              - deleteTapped
              - confirmDeletion
              - refresh
            routes:
              - deleteTapped:
                  alert:
                    title: Delete the picture?
                    buttons:
                      - { title: Delete, role: destructive, action: confirmDeletion }
                      - { title: Cancel, role: cancel }
            """)
        #expect(context.firstBody.buttons.map(\.name) == ["deleteTapped", "refresh"])
    }

    @Test func anEffectClearsItsErrorAsItStartsAndCancellingEndsItsLoading() throws {
        let spec = """
            feature: A
            state:
              items: "[Int]"
              isLoading: Bool
              error: %@
            actions:
              - load:
                effect: { call: api.fetch, response: loaded, set: items, loading: isLoading, failure: error }
                cancellable: load
              - stop:
                cancels: load
              - loaded: "Result<[Int], any Error>"
            dependencies:
              api:
                endpoints:
                  fetch: "() async throws -> [Int]"
            """
        let optional = try context(spec.replacingOccurrences(of: "%@", with: "String?"))
        #expect(optional.actions[0].effect?.startStatements == ["isLoading = true", "error = nil"])
        #expect(optional.actions[0].effect?.testSendStatements == ["$0.isLoading = true"])
        #expect(optional.actions[1].cancelStatements == ["isLoading = false"])
        #expect(optional.firstBody.failureIsOptional)
        let plain = try context(spec.replacingOccurrences(of: "%@", with: "String"))
        #expect(plain.actions[0].effect?.startStatements == ["isLoading = true", #"error = """#])
        #expect(plain.actions[0].effect?.failureIsOptional == false)
        #expect(!plain.firstBody.failureIsOptional)
    }

    @Test func publicAccessPrefixesDeclarations() throws {
        #expect(try context("feature: A\n", access: .public).access == "public ")
        #expect(try context("feature: A\n").access == "")
    }
}

@Suite struct SourceTextTests {
    @Test func layoutRules() {
        let text = "import A\nimport B\nimport A\n\n\nstruct X {   \n\n    let a: Int\n\n}\n\n\n"
        #expect(SourceText.normalized(text) == "import A\nimport B\n\nstruct X {\n    let a: Int\n}\n")
    }
}
