import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

// The stand-in's macros: the little of TCA's `@Reducer` and `@ObservableState` that the
// generated features need to compile and run, written for featuregen's tests.
// `@DependencyClient` is the real one (swift-dependencies' DependenciesMacros).

@main
struct ComposableArchitectureMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        ReducerMacro.self, ReducerCaseIgnoredMacro.self, ObservableStateMacro.self, ViewActionMacro.self,
    ]
}

/// A macro whose whole expansion is one conformance of the type it is attached to.
public protocol ConformanceMacro: ExtensionMacro {
    static var conformance: String { get }
}

extension ConformanceMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformance) {}")]
    }
}

/// `@ViewAction(for: Feature.self)`: the view sends its feature's view actions with `send(_:)`.
public enum ViewActionMacro: ConformanceMacro {
    public static let conformance = "ComposableArchitecture.ViewActionSending"
}

/// `@ReducerCaseIgnored case alert(AlertState<Alert>)`: a case of a `@Reducer enum` that holds
/// no feature. It adds nothing: the stand-in's `@Reducer` tells such cases by their type.
public enum ReducerCaseIgnoredMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

public enum ObservableStateMacro: ConformanceMacro {
    public static let conformance = "ComposableArchitecture.ObservableState"
}

public enum ReducerMacro: ExtensionMacro, MemberAttributeMacro, MemberMacro {
    /// `Reducer` for a struct; `CaseReducer` for an enum of features.
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let conformances =
            declaration.is(EnumDeclSyntax.self)
            ? "ComposableArchitecture.Reducer, ComposableArchitecture.CaseReducer" : "ComposableArchitecture.Reducer"
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances) {}")]
    }

    /// A struct's nested `enum Action` becomes case-pathable and its `body` a reducer builder,
    /// as TCA's macro makes them.
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard declaration.is(StructDeclSyntax.self) else { return [] }
        if let enumeration = member.as(EnumDeclSyntax.self), enumeration.name.text == "Action",
            !enumeration.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "CasePathable" })
        {
            return ["@CasePathable"]
        }
        if let variable = member.as(VariableDeclSyntax.self), variable.bindings.first?.pattern.trimmedDescription == "body" {
            return ["@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"]
        }
        return []
    }

    /// For `@Reducer enum Destination { case details(NewsDetails) }`: the `State` and `Action`
    /// with a case per feature, and a `body` that runs the active feature's reducer.
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let enumeration = declaration.as(EnumDeclSyntax.self) else { return [] }
        let features: [(name: String, type: String)] = enumeration.memberBlock.members.flatMap { member -> [(String, String)] in
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            return cases.elements.compactMap { element in
                guard let parameter = element.parameterClause?.parameters.first else { return nil }
                return (element.name.text, parameter.type.trimmedDescription)
            }
        }
        let name = enumeration.name.text
        let access = enumeration.modifiers.contains { $0.name.text == "public" } ? "public " : ""
        // `case alert(AlertState<Alert>)`, `case confirmationDialog(ConfirmationDialogState<…>)`:
        // state presented with no reducer of its own, whose buttons send `Alert` actions.
        let ephemeral = features.compactMap { feature -> (name: String, type: String, action: String)? in
            for prefix in ["AlertState<", "ConfirmationDialogState<"] where feature.type.hasPrefix(prefix) && feature.type.hasSuffix(">") {
                return (feature.name, feature.type, String(feature.type.dropFirst(prefix.count).dropLast()))
            }
            return nil
        }
        let reducers = features.filter { feature in !ephemeral.contains { $0.name == feature.name } }
        let stateCases = (reducers.map { "case \($0.name)(\($0.type).State)" } + ephemeral.map { "case \($0.name)(\($0.type))" })
            .joined(separator: "\n")
        let actionCases = (reducers.map { "case \($0.name)(\($0.type).Action)" } + ephemeral.map { "case \($0.name)(\($0.action))" })
            .joined(separator: "\n")
        var switchCases = reducers.map { feature in
            """
            case (.\(feature.name)(var childState), .\(feature.name)(let childAction)):
                let effect = \(feature.type)().reduce(into: &childState, action: childAction)
                state = .\(feature.name)(childState)
                return effect.map { Action.\(feature.name)($0) }
            """
        }
        if reducers.count != 1 || !ephemeral.isEmpty { switchCases.append("default:\n    return .none") }
        let scopeCases =
            (reducers.map { "case \($0.name)(ComposableArchitecture.StoreOf<\($0.type)>)" }
            + ephemeral.map { "case \($0.name)(ComposableArchitecture.Store<\($0.type), \($0.action)>)" }).joined(separator: "\n")
        let scopeSwitch =
            reducers.map { feature in
                """
                case let .\(feature.name)(childState):
                    return .\(feature.name)(
                        store._scope(
                            initial: childState,
                            state: { if case let .\(feature.name)(state) = $0 { state } else { nil } },
                            action: { Action.\(feature.name)($0) }))
                """
            }
            + ephemeral.map { alert in
                """
                case let .\(alert.name)(childState):
                    return .\(alert.name)(
                        store._scope(
                            initial: childState,
                            state: { if case let .\(alert.name)(state) = $0 { state } else { nil } },
                            action: Action.\(alert.name)))
                """
            }
        // An enum that writes its `Action` out (as TCA asks of one holding an alert) keeps it.
        let declaresAction = enumeration.memberBlock.members.contains { $0.decl.as(EnumDeclSyntax.self)?.name.text == "Action" }
        let state: DeclSyntax = """
            @CasePathable @dynamicMemberLookup @ObservableState
            \(raw: access)enum State: ComposableArchitecture.CaseReducerState {
                \(raw: access)typealias StateReducer = \(raw: name)
                \(raw: stateCases)
            }
            """
        let action: DeclSyntax = """
            @CasePathable
            \(raw: access)enum Action {
                \(raw: actionCases)
            }
            """
        return [state] + (declaresAction ? [] : [action]) + [
            """
            @CasePathable
            \(raw: access)enum CaseScope {
                \(raw: scopeCases)
            }
            """,
            """
            @preconcurrency @MainActor
            \(raw: access)static func scope(_ store: ComposableArchitecture.Store<State, Action>) -> CaseScope {
                switch store.state {
                \(raw: scopeSwitch.joined(separator: "\n"))
                }
            }
            """,
            """
            \(raw: access)typealias Body = ComposableArchitecture.Reduce<State, Action>
            """,
            """
            \(raw: access)static var body: ComposableArchitecture.Reduce<State, Action> {
                ComposableArchitecture.Reduce { state, action in
                    switch (state, action) {
                    \(raw: switchCases.joined(separator: "\n"))
                    }
                }
            }
            """,
        ]
    }
}
