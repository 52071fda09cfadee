import Testing

@testable import FeaturegenCore

/// The manifest's `state:` rules keep a spec from generating code that does not compile, or
/// that drops a value, in every architecture: what the state must conform to, and how it is
/// built from the input.
@Suite struct StateRulesTests {
    static let architectures = ArchitectureCatalog.names

    private func rules(_ architecture: String) -> StateRules {
        SpecArchitectures.builtIn().stateRules[architecture] ?? .mvvm
    }

    private func errorLines(_ text: String) -> [Int] {
        diagnostics(text).split(separator: "\n").compactMap { line in
            guard line.contains(": error: ") else { return nil }
            return Int(line.split(separator: ":")[1])
        }
    }

    @Test(arguments: architectures)
    func aStoredFieldThatCannotMeetTheStatesProtocolsIsAnErrorAtItsLine(architecture: String) {
        let spec = """
            feature: Shelf
            architecture: \(architecture)
            state:
              onTap: { type: "() -> Void", initial: "{}" }
              corner: { type: "(x: Int, y: Int)", initial: "(x: 0, y: 0)" }
              tags: "[Tag]"
              mode: { type: Mode, initial: .grid }
              count: Int
              summary: { type: String, derived: "String(count)" }
            types:
              Tag: { fields: { name: String }, conforms: [] }
              Mode: { cases: [grid, list], conforms: [] }
            """
        let requiresEquatable = rules(architecture).conforms.contains("Equatable")
        // A closure, a tuple and a type that lists no protocol fall short; an enum without
        // values is Equatable by itself, and a derived field is no stored property.
        #expect(errorLines(spec) == (requiresEquatable ? [4, 5, 6] : []), "\(diagnostics(spec))")
        if requiresEquatable {
            #expect(diagnostics(spec).contains("note: give 'Tag' 'conforms: [\(rules(architecture).conforms.joined(separator: ", "))]'"))
        }
    }

    @Test(arguments: architectures)
    func aSubviewsViewStateInTheStateConformsAsTheStateNeeds(architecture: String) {
        let spec = """
            feature: Shelf
            architecture: \(architecture)
            state:
              banner: { type: Header.ViewState, initial: "Header.ViewState(title: \\"\\")" }
              title: String
            subviews:
              Header:
                state:
                  title: String
            """
        let rules = rules(architecture)
        let falls = rules.conforms.contains { !rules.subviewConforms.contains($0) && $0 != "Sendable" }
        #expect(errorLines(spec) == (falls ? [4] : []), "\(diagnostics(spec))")
    }

    @Test(arguments: architectures)
    func aSubviewFieldOrASpecTypesFieldMustMeetItsHoldersProtocols(architecture: String) {
        let spec = """
            feature: Shelf
            architecture: \(architecture)
            state:
              title: String
            types:
              Row:
                fields:
                  select: "() -> Void"
            subviews:
              Header:
                state:
                  action: { type: "() -> Void", value: "{}" }
            """
        var expected = [8]
        if rules(architecture).subviewConforms.contains(where: ["Equatable", "Sendable"].contains) { expected.append(12) }
        #expect(errorLines(spec) == expected, "\(diagnostics(spec))")
        #expect(diagnostics(spec).contains("Test.yaml:8:7: error: field 'select' of 'Row' has type '() -> Void', which is not Equatable"))
    }

    @Test(arguments: architectures)
    func aFieldReadFromTheInputNeedsAnInitialValueOnlyWhereTheInputIsOptional(architecture: String) {
        let spec = """
            feature: Shelf
            architecture: \(architecture)
            input:
              product: Product
            state:
              product: { type: Product, input: product }
            types:
              Product:
                name: String
            """
        let optional = rules(architecture).optionalInput
        #expect(errorLines(spec) == (optional ? [6] : []), "\(diagnostics(spec))")
        if optional { #expect(diagnostics(spec).contains("state field 'product' of type 'Product' needs an initial value")) }
    }

    @Test(arguments: architectures)
    func anInputNoStateFieldReadsIsAWarningWhereTheFeatureDropsIt(architecture: String) throws {
        let spec = """
            feature: Shelf
            architecture: \(architecture)
            input:
              title: String
              source: String
            state:
              title: { type: String, input: title }
            """
        let warnings = try loadSpec(spec).warnings.map(\.description)
        let expected = "Test.yaml:5:3: warning: input field 'source' is read by no state field, so the generated code drops it"
        #expect(warnings.contains { $0.hasPrefix(expected) } == !rules(architecture).keepsInput, "\(warnings)")
    }

    @Test func tcasStateNeedsEquatableFieldsOnlyWhileItIsEquatable() {
        let spec = { (equatable: String) in
            "feature: Ticker\narchitecture: tca\n\(equatable)state:\n  onTick: { type: \"() -> Void\", initial: \"{}\" }\n"
        }
        #expect(errorLines(spec("")) == [4])
        #expect(diagnostics(spec("")).contains("Test.yaml:4:3: note: or set 'equatable: false' in the spec"))
        #expect(errorLines(spec("equatable: true\n")) == [5])
        #expect(errorLines(spec("equatable: false\n")) == [])
    }

    @Test func aManifestsWhenMustNameABooleanOption() {
        let manifest = """
            files:
              - { template: View.swift, path: "{{output}}/{{feature}}/{{feature}}View.swift", scope: feature }
            options:
              style: { type: string, default: plain, description: "How it looks." }
            state: { conforms: [Equatable], when: style }
            """
        do {
            _ = try ManifestDecoder().decode(
                YAMLLoader(document: .manifest).load(Array(manifest.utf8), file: "architecture.yaml"), name: "own")
            Issue.record("the manifest was accepted")
        } catch {
            #expect(error.description.hasPrefix("architecture.yaml:5:39: error: 'when: style' names no boolean option"), "\(error)")
        }
    }

    @Test func theBuiltInManifestsSayWhatTheirTemplatesDo() {
        #expect(rules("mvvm") == .mvvm)
        #expect(rules("statecontainer").conforms == ["Equatable", "Sendable"])
        #expect(rules("statecontainer").subviewConforms == ["Equatable", "Sendable"])
        #expect(rules("vsurf").conforms == ["Equatable"])
        for name in ["mvi", "tca", "statecontainer", "vsurf"] { #expect(!rules(name).optionalInput) }
        // The reducer and the state holder keep the input fields their state does not hold;
        // the others drop them.
        for name in ["mvi", "tca"] { #expect(!rules(name).keepsInput) }
        #expect(rules("statecontainer").keepsInput)
        #expect(rules("vsurf").keepsInput)
    }

    @Test func aManifestsStateBlockIsCheckedAtItsLines() {
        let manifest = """
            files:
              - { template: View.swift, path: "{{output}}/{{feature}}/{{feature}}View.swift", scope: feature }
            state: { conforms: [Equatable], keepInput: true, optionalInput: sometimes }
            """
        do {
            _ = try ManifestDecoder().decode(
                YAMLLoader(document: .manifest).load(Array(manifest.utf8), file: "architecture.yaml"), name: "own")
            Issue.record("the manifest was accepted")
        } catch {
            #expect(error.description.contains("architecture.yaml:3:"), "\(error.description)")
            #expect(error.description.contains("keepInput"), "\(error.description)")
            #expect(error.description.contains("optionalInput"), "\(error.description)")
        }
    }

    @Test func initMakesTheSpecsFolderWithoutCountingItAsAFile() throws {
        let fileSystem = MemoryFileSystem()
        let first = try ProjectSetup(fileSystem: fileSystem).initialize(ProjectSetup.InitOptions())
        #expect(first.createdFolders == ["Specs"])
        #expect(fileSystem.folders == ["Specs"])
        #expect(!first.created.contains { $0.hasPrefix("Specs") })
        try fileSystem.writeText("Specs/Cart.yaml", "feature: Cart\n")
        let again = try ProjectSetup(fileSystem: fileSystem).initialize(ProjectSetup.InitOptions())
        #expect(again.createdFolders.isEmpty)
    }

    /// TCA's own types, as a tca spec names them (an element feature's actions, a binding
    /// action), are no misspellings of a known type.
    @Test func theComposableArchitecturesTypesAreNoTypos() throws {
        let spec = try loadSpec(
            """
            feature: Todos
            architecture: tca
            state:
              todos: { type: "IdentifiedArrayOf<Todo.State>", forEach: Todo }
            actions:
              - relay: "IdentifiedActionOf<Todo>"
              - bind: "BindingAction<State>"
            """)
        #expect(spec.warnings.isEmpty, "\(spec.warnings.map(\.description))")
        #expect(spec.state.first?.forEach == "Todo")
        #expect(spec.state.first?.initial == "[]", "an IdentifiedArray starts empty")
    }
}
