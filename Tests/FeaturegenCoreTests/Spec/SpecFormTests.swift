import Testing

@testable import FeaturegenCore

/// The forms of Documentation/Design.md §2 and the ones added for users, read into the model.
@Suite struct SpecFormTests {
    @Test func designExampleReadsAsDocumented() throws {
        let spec = try loadSpec(
            """
            feature: ProductCard
            input:
              article: String
            output:
              didChangeLike: (productId: UUID, isLiked: Bool)
            state:
              article: { type: String, input: article }
              loadingState: { type: LoadingState, initial: .loading }
              currentSlidingStep: Int
              productImages: "[NetworkImage]"
            actions:
              - viewDidLoad
              - updatePosition: CGFloat
              - select: { index: Int, animated: Bool }
            subviews:
              ImageSliderAssembly:
                case: onImageSliderAction
                binding: true
                state:
                  currentStep: { type: Int, from: currentSlidingStep, writable: true }
                  productImages: "[NetworkImage]"
                actions:
                  - onTapSlider: Int
            routes:
              - dismiss
              - productDetails: { module: ProductDetails, input: { article: String }, presentation: push }
            """)
        #expect(
            spec.output == [
                .init(
                    name: "didChangeLike",
                    parameters: [.init(label: "productId", type: "UUID"), .init(label: "isLiked", type: "Bool")],
                    location: .init(file: "Test.yaml", line: 5, column: 3))
            ])
        #expect(spec.state.map(\.initial) == ["\"\"", ".loading", "0", "[]"])
        #expect(spec.state[0].inputField == "article")
        #expect(
            spec.actions.map(\.parameters) == [
                [], [.init(label: nil, type: "CGFloat")],
                [.init(label: "index", type: "Int"), .init(label: "animated", type: "Bool")],
            ])
        let slider = try #require(spec.subviews.first)
        #expect(slider.caseName == "onImageSliderAction" && slider.isBinding)
        #expect(slider.fields[0].source == .parentField("currentSlidingStep") && slider.fields[0].isWritable)
        #expect(spec.routes.map(\.kind) == [.dismiss, .module("ProductDetails", .push)])
    }

    @Test func unquotedArrayAndDictionaryTypesAreAccepted() throws {
        let spec = try loadSpec("feature: A\nstate:\n  images: [NetworkImage]\n  counts: {String: Int}\n  nested: { type: [Int] }\n")
        #expect(spec.state.map(\.type) == ["[NetworkImage]", "[String: Int]", "[Int]"])
        #expect(spec.state.map(\.initial) == ["[]", "[:]", "[]"])
    }

    @Test func naturalInitialValues() {
        let cases: [(String, String?)] = [
            ("String", "\"\""), ("Bool", "false"), ("Int", "0"), ("CGFloat", "0"), ("Double", "0"),
            ("URL?", "nil"), ("Optional<URL>", "nil"), ("[Int]", "[]"), ("[String: [Int]]", "[:]"),
            ("Set<Int>", "[]"), ("Dictionary<String, Int>", "[:]"), ("LoadingState", nil), ("Date", nil),
        ]
        for (type, expected) in cases {
            #expect(TypeExpression.naturalInitialValue(of: type) == expected, "\(type)")
        }
    }

    @Test func actionsMayBeAMapping() throws {
        let spec = try loadSpec("feature: A\nactions:\n  viewDidLoad:\n  select: { index: Int }\n")
        #expect(spec.actions.map(\.name) == ["viewDidLoad", "select"])
        #expect(spec.actions[0].parameters.isEmpty)
    }

    @Test func parameterListsInStrings() throws {
        let spec = try loadSpec(
            "feature: A\nactions:\n  - move: (x: Int, y: Int)\n  - pair: \"(Int, String)\"\noutput:\n  done: Void\n  fail: String\n")
        #expect(spec.actions[0].parameters == [.init(label: "x", type: "Int"), .init(label: "y", type: "Int")])
        #expect(spec.actions[1].parameters == [.init(label: nil, type: "Int"), .init(label: nil, type: "String")])
        #expect(spec.output.map(\.parameters) == [[], [.init(label: nil, type: "String")]])
    }

    @Test func wasBesideACaseLeavesItsValuesAsTheyAreInEveryForm() throws {
        let spec = try loadSpec(
            """
            feature: A
            actions:
              - choose: Int
                was: select
              - { pair: "(Int, String)", was: couple }
              - move: (x: Int, y: Int)
                was: shift
              - { pick: { index: Int }, was: take }
              - reload:
                was: load
              - open: { was: show, index: Int }
              - close: { was: hide }
            subviews:
              Header:
                actions:
                  - tap: Int
                    was: press
            """)
        #expect(spec.actions.map(\.previousName) == ["select", "couple", "shift", "take", "load", "show", "hide"])
        let unhinted = try loadSpec(
            """
            feature: A
            actions:
              - choose: Int
              - pair: "(Int, String)"
              - move: (x: Int, y: Int)
              - pick: { index: Int }
              - reload
              - open: { index: Int }
              - close
            subviews:
              Header:
                actions:
                  - tap: Int
            """)
        #expect(spec.actions.map(\.parameters) == unhinted.actions.map(\.parameters))
        #expect(spec.subviews[0].actions[0].parameters == [.init(label: nil, type: "Int")])
        #expect(spec.subviews[0].actions[0].previousName == "press")
        // The spec before the rename has the same shapes under the old names.
        let before = try #require(spec.beforeRenames())
        #expect(before.actions.map(\.name) == ["select", "couple", "shift", "take", "load", "show", "hide"])
        #expect(before.actions.map(\.parameters) == unhinted.actions.map(\.parameters))
        let context = ContextBuilder(observation: .combine, access: .internal).context(for: spec)
        #expect(context.actions[0].declaration == "choose(Int)")
        #expect(context.actions[0].handlerSignature == "choose(_ value: Int)")
    }

    @Test func aCaseWithTwoWasOrTwoNamesIsRefused() {
        let twice = diagnostics("feature: A\nactions:\n  - choose: { was: pick, index: Int }\n    was: select\n")
        #expect(twice.contains("Test.yaml:4:5: error: action 'choose' has two 'was'"), "\(twice)")
        #expect(twice.contains("Test.yaml:3:15: note: the other is here"), "\(twice)")
        let two = diagnostics("feature: A\nactions:\n  - { choose: Int, pick: Int, was: select }\n")
        #expect(two.contains("Test.yaml:3:5: error: expected one case in each item of 'actions', found 3 keys"), "\(two)")
    }

    @Test func typesInLongFormTakeConformances() throws {
        let spec = try loadSpec(
            "feature: A\ntypes:\n  Failure:\n    cases: [network]\n    conforms: [Error, Hashable]\n  Item:\n    fields: { id: Int }\n")
        #expect(spec.types.map(\.conformances) == [["Error", "Hashable"], ["Equatable", "Sendable"]])
        #expect(
            spec.types[1].shape == .structure([.init(name: "id", type: "Int", location: .init(file: "Test.yaml", line: 7, column: 15))]))
    }

    /// Todos' `enum Filter: LocalizedStringKey, CaseIterable, Hashable`, in each form of cases.
    @Test func topLevelTypesWithRawValuesReadInEveryFormOfCases() throws {
        for cases in [
            "{ all: All, active: Active, done: }", "[{ all: All }, { active: Active }, done]",
            "\n      - all: All\n      - active: Active\n      - done",
        ] {
            let spec = try loadSpec(
                """
                feature: Todos
                types:
                  Filter:
                    topLevel: true
                    rawValue: LocalizedStringKey
                    conforms: [CaseIterable, Hashable]
                    cases: \(cases)
                """)
            let filter = try #require(spec.types.first)
            #expect(filter.isTopLevel && filter.rawType == "LocalizedStringKey")
            #expect(filter.rawValues == ["all": "All", "active": "Active"], "\(cases)")
            guard case let .enumeration(items) = filter.shape else { Issue.record("not an enum"); continue }
            #expect(items.map(\.name) == ["all", "active", "done"])
            let context = ContextBuilder(observation: .combine, access: .internal).context(for: spec)
            #expect(context.types.isEmpty && !context.hasTypes && context.hasTopLevelTypes)
            #expect(context.topLevelTypes.first?.conformanceClause == ": LocalizedStringKey, CaseIterable, Hashable")
            #expect(context.topLevelTypes.first?.cases == [#"all = "All""#, #"active = "Active""#, "done"])
        }
        let numbers = try loadSpec("feature: A\ntypes:\n  Level: { rawValue: Int, cases: { low: 1, high: \" 10 \" } }\n")
        let context = ContextBuilder(observation: .combine, access: .internal).context(for: numbers)
        #expect(context.types.first?.cases == ["low = 1", "high = 10"])
        #expect(context.types.first?.conformanceClause == ": Int, Hashable, Sendable")
    }

    /// A top-level type is the module's: the spec's other parts name it as it is, and its own
    /// fields name the nested types qualified.
    @Test func aTopLevelTypeIsNotQualifiedAndQualifiesTheNestedOnes() throws {
        let spec = try loadSpec(
            """
            feature: Shelf
            state:
              filter: { type: Filter, initial: .all }
            types:
              Filter: { cases: [all], topLevel: true }
              Slot: { fields: { position: Position }, topLevel: true }
              Position: [top]
            actions:
              - select: Filter
            """)
        #expect(GeneratedNames.qualifiedTypes(of: spec) == ["Position": "Shelf.ViewState.Position"])
        let context = ContextBuilder(observation: .combine, access: .internal).context(for: spec)
        #expect(context.state.first?.outsideType == "Filter")
        #expect(context.topLevelTypes.map(\.name) == ["Filter", "Slot"])
        #expect(context.topLevelTypes[1].fields.map(\.type) == ["Shelf.ViewState.Position"])
        #expect(context.types.map(\.name) == ["Position"])
    }

    /// SyncUpForm's `init(focus: Field? = .title, syncUp: SyncUp)`.
    @Test func anInputFieldMayHaveADefault() throws {
        let spec = try loadSpec(
            """
            feature: SyncUpForm
            input:
              focus: { type: "Field?", default: .title }
              title: String
            state:
              focus: { type: "Field?", input: focus }
              title: { type: String, input: title }
            types:
              Field: [title]
            """)
        #expect(spec.input.map(\.defaultValue) == [".title", nil])
        #expect(spec.input.map(\.type) == ["Field?", "String"])
        let context = ContextBuilder(observation: .combine, access: .internal).context(for: spec)
        #expect(context.input.map(\.parameter) == ["focus: SyncUpForm.ViewState.Field? = .title,", "title: String"])
        #expect(context.input.map(\.defaultClause) == [" = .title", ""])
        #expect(context.state.map(\.inputDefaultClause) == [" = .title", ""])
        #expect(context.isStateInitMemberwise)
    }

    @Test func anAlertsStyleMayBeAConfirmationDialog() throws {
        let spec = try loadSpec(
            """
            feature: A
            actions: [ask, warn]
            routes:
              - ask: { alert: { title: Share, style: confirmationDialog, buttons: [{ title: Mail, action: mail }] } }
              - warn: { alert: { title: Sure?, style: alert, buttons: [{ title: Go, action: go }] } }
            """)
        #expect(spec.routes.map { $0.alert?.isConfirmationDialog } == [true, false])
        let context = ContextBuilder(observation: .combine, access: .internal).context(for: spec)
        #expect(context.alertStyles.map(\.property) == ["alert", "confirmationDialog"])
        #expect(context.alertStyles.map(\.actions) == [["go"], ["mail"]])
        #expect(context.alertStyles.map { $0.routes.map(\.name) } == [["warn"], ["ask"]])
        #expect(context.alertActions == ["mail", "go"], "every alert route, for the architectures that show them alike")
    }

    @Test func subviewFieldTypeDefaultsToTheParentFields() throws {
        let spec = try loadSpec("feature: A\nstate:\n  count: Int\nsubviews:\n  Badge:\n    state:\n      value: { from: count }\n")
        #expect(spec.subviews[0].fields[0].type == "Int")
    }

    @Test func parameterListsWithWindowsLineEndings() throws {
        let spec = try loadSpec("feature: A\r\noutput:\r\n  done: (count: Int)\r\n")
        #expect(spec.output[0].parameters == [.init(label: "count", type: "Int")])
    }

    @Test func quotingLeavesOtherLinesAlone() {
        let text = "a: (x: Int)  # note\nb: \"(y: Int)\"\nc: |\n  d: (e: f)\n- g: (h: Int, i: \"j\")\n"
        let quoted = String(decoding: ParameterListQuoting.quote(Array(text.utf8)), as: UTF8.self)
        #expect(quoted == "a: \"(x: Int)\"  # note\nb: \"(y: Int)\"\nc: |\n  d: (e: f)\n- g: \"(h: Int, i: \\\"j\\\")\"\n")
    }
}
