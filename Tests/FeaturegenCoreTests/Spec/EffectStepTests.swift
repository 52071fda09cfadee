import Testing

@testable import FeaturegenCore

/// `then:` of an effect: what a call that succeeded does next. Each step is an output, its
/// values read from state fields of their types, or the dismiss route, last; each mistake is an
/// error where it is written, and the architectures that do not write it say so.
@Suite struct EffectStepTests {
    /// A note screen whose `delete` calls `notes.delete`; `then` is the effect's `then:`.
    private func spec(_ then: String, architecture: String = "tca", response: String = "response: deleteResponse, ") -> String {
        """
        feature: Note
        architecture: \(architecture)
        output:
          didDelete: { id: UUID }
          didSelect: Int
          didFinish: Void
        state:
          noteID: { type: UUID, initial: UUID() }
          title: String
          count: Int
        actions:
          - delete:
            effect: { call: notes.delete, arguments: { id: noteID }, \(response)then: \(then) }
          - deleteResponse: "Result<Void, any Error>"
          - share
        routes:
          - dismiss
          - share: { module: Other, external: true }
        dependencies:
          notes:
            endpoints:
              delete: "(id: UUID) async throws -> Void"
        """
    }

    @Test func outputsThenTheDismissRouteAreValid() {
        let then = "[{ didDelete: { id: noteID } }, { didSelect: count }, didFinish, dismiss]"
        for architecture in ["tca", "mvvm", "statecontainer", "vsurf"] {
            #expect(diagnostics(spec(then, architecture: architecture)) == "", "\(architecture)")
        }
        // A value read from the field of its label's name needs no mapping.
        let byLabel = spec("[didDelete]").replacingOccurrences(of: "  title: String", with: "  id: { type: UUID, initial: UUID() }")
        #expect(diagnostics(byLabel) == "", "\(diagnostics(byLabel))")
    }

    @Test func everyArchitectureWritesItWithoutAWarning() throws {
        for architecture in ["mvvm", "mvi", "statecontainer", "tca", "vsurf"] {
            let warnings = try loadSpec(spec("[didFinish, dismiss]", architecture: architecture)).warnings.map(\.description)
            #expect(warnings.isEmpty, "\(architecture): \(warnings)")
        }
    }

    @Test(arguments: [
        ("[didDelet]", "error: 'then' names 'didDelet', which is neither an output nor the dismiss route of Note"),
        ("[share]", "error: 'then' names the route 'share', which opens something; only the dismiss route can follow a call"),
        ("[dismiss, didFinish]", "error: 'dismiss' closes the screen, so it comes last in 'then'"),
        ("[{ dismiss: { id: noteID } }]", "error: the route 'dismiss' takes no values"),
        ("[didFinish, didFinish]", "error: 'then' names 'didFinish' twice"),
        ("[didDelete]", "error: 'id' is not a state field, so 'then' has no 'UUID' for output 'didDelete'"),
        ("[{ didDelete: { id: title } }]", "error: output 'didDelete' reports 'UUID', but 'title' is 'String'"),
        ("[{ didDelete: { ident: noteID } }]", "error: output 'didDelete' has no value 'ident'"),
        ("[didSelect]", "error: output 'didSelect' reports an unlabelled 'Int': 'then' does not say which state field it is"),
        ("[{ didFinish: count }]", "error: output 'didFinish' has an unlabelled value"),
        ("[{ didDelete: { id: noteID }, didFinish: }]", "error: expected one output with its values in 'then' of the effect of 'delete'"),
    ])
    func eachMistakeIsAnErrorWhereItIsWritten(then: String, expected: String) {
        let found = diagnostics(spec(then))
        #expect(found.contains("Test.yaml:13:"), "\(found)")
        #expect(found.contains(expected), "\(found)")
    }

    @Test func aMisspelledStepGetsADidYouMean() {
        #expect(diagnostics(spec("[didDelet]")).contains("did you mean 'didDelete'?"))
        #expect(diagnostics(spec("[{ didDelete: { id: noteId } }]")).contains("did you mean 'noteID'?"))
    }

    @Test func itNeedsAResponseThatEndsTheCall() {
        let found = diagnostics(spec("[didFinish]", response: "").replacingOccurrences(of: "async throws -> Void", with: "async"))
        #expect(found.contains("error: 'then' needs a 'response' action, which ends the call"), "\(found)")
    }

    @Test func theStepsReadTheStateOnceAndDismissLast() throws {
        let spec = try loadSpec(spec("[{ didDelete: { id: noteID } }, { didSelect: count }, didFinish, dismiss]"))
        let context = ContextBuilder(observation: .combine, access: .internal).context(for: spec)
        let steps = try #require(context.actions.first { $0.name == "deleteResponse" }?.response?.then)
        #expect(steps.outputs.map(\.outputCase) == ["didDelete(id: noteID)", "didSelect(count)", "didFinish"])
        #expect(steps.outputs.map(\.closureCall) == ["didDelete(noteID)", "didSelect(count)", "didFinish()"])
        #expect(steps.runOpening == "{ [noteID = state.noteID, count = state.count, dismiss] send in")
        #expect(steps.casesOnState == [".didDelete(id: state.noteID)", ".didSelect(state.count)", ".didFinish", ".dismiss"])
        #expect(steps.recordedCalls == #""didDelete(\(state.noteID))", "didSelect(\(state.count))", "didFinish""#)
        #expect(!steps.isOneOutput && steps.dismisses)
        let alone = try #require(
            ContextBuilder(observation: .combine, access: .internal).context(for: try loadSpec(self.spec("[dismiss]")))
                .actions.first { $0.name == "deleteResponse" }?.response?.then)
        #expect(alone.runOpening == "{ [dismiss] _ in")
    }
}
