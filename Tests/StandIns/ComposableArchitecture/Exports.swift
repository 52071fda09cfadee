// Stand-in for The Composable Architecture 1.x (pointfreeco/swift-composable-architecture),
// declaring exactly the API featuregen's `tca` templates use, with TCA's names and signatures,
// so the generated features can be compiled and run on Linux. It is written for featuregen's
// tests, not copied from TCA. What TCA takes from Point-Free's other libraries is the real
// library, re-exported as TCA re-exports it: case paths (swift-case-paths), dependencies and
// `@DependencyClient` (swift-dependencies), `IdentifiedArrayOf` (swift-identified-collections),
// `LockIsolated` (swift-concurrency-extras), `customDump`/`diff` (swift-custom-dump) and
// `reportIssue` (xctest-dynamic-overlay).
@_exported import CasePaths
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import Foundation
@_exported import IdentifiedCollections
@_exported import IssueReporting
import Observation

/// Conforms a struct to `Reducer` and makes its `Action` case-pathable; expands an enum of
/// features (`case details(NewsDetails)`) into the `State`, `Action` and `body` of a reducer
/// that runs whichever feature is active.
@attached(memberAttribute)
@attached(member, names: named(State), named(Action), named(Body), named(body), named(CaseScope), named(scope))
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// Marks a case of a `@Reducer enum` that holds no feature (`case alert(AlertState<Alert>)`),
/// whose action the enum's `Action`, written out, declares.
@attached(peer)
public macro ReducerCaseIgnored() = #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseIgnoredMacro")

/// Marks a state type as observable by views through a `Store`.
@attached(extension, conformances: ObservableState)
public macro ObservableState() = #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// A state type that views observe through a store.
public protocol ObservableState {}
