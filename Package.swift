// swift-tools-version:6.1
// 6.1, not 6.0: the tca compile check turns off swift-dependencies' CombineSchedulers trait
// (a package's `traits:` are 6.1), whose `canImport(Combine)` would find the Combine stand-in.
import CompilerPluginSupport
import Foundation
import PackageDescription

/// A prebuilt featuregen (`scripts/build-artifactbundle` writes `Artifacts/`, a release publishes
/// one): the plugin runs it, so an app that depends on featuregen compiles neither featuregen nor
/// swift-syntax. Without one (a plain checkout) the plugin builds featuregen from source.
let prebuilt: String? = {
    let bundle = "Artifacts/featuregen.artifactbundle"
    let packageDirectory = Context.packageDirectory
    return FileManager.default.fileExists(atPath: "\(packageDirectory)/\(bundle)/info.json") ? bundle : nil
}()

/// Swift 6 language mode (complete concurrency checking) with every warning an error.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "featuregen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "featuregen", targets: ["featuregen"]),
        .library(name: "FeaturegenCore", targets: ["FeaturegenCore"]),
        .plugin(name: "FeaturegenCommand", targets: ["FeaturegenCommand"]),
        .plugin(name: "FeaturegenCheck", targets: ["FeaturegenCheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The structural merge parses Swift with the parser of the toolchain's own language version.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "FeaturegenCore",
            dependencies: [
                "CYaml",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            plugins: ["EmbedTemplates"]
        ),
        .executableTarget(
            name: "featuregen",
            dependencies: [
                "FeaturegenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "TemplateEmbedder"),
        .plugin(
            name: "EmbedTemplates",
            capability: .buildTool(),
            dependencies: ["TemplateEmbedder"]
        ),
        .plugin(
            name: "FeaturegenCommand",
            capability: .command(
                intent: .custom(verb: "featuregen", description: "Runs featuregen (init, new, generate, check, …) in this package."),
                permissions: [.writeToPackageDirectory(reason: "featuregen writes feature specs and the modules generated from them.")]
            ),
            dependencies: [prebuilt == nil ? "featuregen" : "FeaturegenBinary"]
        ),
        // `check` alone, with no permission: it writes nothing a run needs.
        .plugin(
            name: "FeaturegenCheck",
            capability: .command(
                intent: .custom(verb: "featuregen-check", description: "Runs featuregen check in this package: stale generated code fails.")
            ),
            dependencies: [prebuilt == nil ? "featuregen" : "FeaturegenBinary"]
        ),
        // What the test targets share: the repository's paths, temporary folders, fixture apps.
        .target(
            name: "FeaturegenTestSupport",
            dependencies: ["FeaturegenCore"],
            path: "Tests/FeaturegenTestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "FeaturegenCoreTests",
            dependencies: ["FeaturegenCore", "FeaturegenTestSupport"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["featuregen", "FeaturegenCore", "FeaturegenTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

if let prebuilt {
    package.targets.append(.binaryTarget(name: "FeaturegenBinary", path: prebuilt))
}

// MARK: - Compile check (Documentation/Design.md §5)

// The golden files, built where they lie, against stand-ins for Apple's SwiftUI, UIKit and
// Combine. Only where Apple's modules do not exist: on macOS a stand-in named SwiftUI would
// shadow the real one, and a package that depends on featuregen never sees these targets or
// OpenCombine, which is test-only.
#if os(Linux)
    /// The tests featuregen generates for a golden set (`Tests/Golden/<folder>`), run as in an
    /// app's test target: each passes, or is skipped with what is left to write (in XCTest after
    /// running every line before its skip). `unbuilt` features' tests cannot start (they throw
    /// before any stub): another target compiles them.
    func generatedTests(_ name: String, _ folder: String, dependencies: [Target.Dependency], unbuilt: [String] = []) -> Target {
        // Everything else under Tests/Golden is another target's (excluded, or SwiftPM warns
        // about every file). Swift Testing's UIKit overlay does not exist for the stand-in.
        let entries = { (path: String) in
            (try? FileManager.default.contentsOfDirectory(atPath: "\(Context.packageDirectory)/Tests/Golden/\(path)")) ?? []
        }
        let others = entries("").filter { $0 != folder }
        return .testTarget(
            name: name, dependencies: dependencies, path: "Tests/Golden",
            exclude: others + unbuilt.map { "\(folder)/\($0)" }, sources: [folder],
            swiftSettings: strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])])
    }

    /// Issues the real libraries report in a test (an unimplemented `@DependencyClient` endpoint,
    /// `\.uuid` unset) fail it, as in Xcode: on Linux, IssueReporting finds the test frameworks
    /// through this library.
    let issueReporting = Target.Dependency.product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")

    /// swift-dependencies, swift-clocks and swift-custom-dump test `canImport(SwiftUI)` and
    /// `canImport(UIKit)`, which find the stand-ins once they are built (all modules share one
    /// folder), and then fail ("missing required module 'COpenCombineHelpers'"). The stand-ins
    /// depend on them so that they are always compiled first. (A tree where they must be
    /// compiled again after the stand-ins, say after a toolchain change, wants `rm -rf .build`.)
    let builtBeforeTheStandIns: [Target.Dependency] = [
        .product(name: "Dependencies", package: "swift-dependencies"), .product(name: "CustomDump", package: "swift-custom-dump"),
    ]

    package.dependencies += [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The tca compile check's case key paths (@CasePathable, CaseKeyPath) are the real ones…
        .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
        // …and so are its dependencies (@Dependency, DependencyKey, withDependencies) and the
        // real @DependencyClient macro, with its diagnostics. No CombineSchedulers (its
        // `canImport(Combine)` and `canImport(SwiftUI)` would find the stand-ins) and no
        // FoundationNetworking: the templates use neither.
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1", traits: ["Clocks", "Foundation"]),
        .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3", traits: []),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    ]
    package.targets += [
        .target(
            name: "Combine",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")] + builtBeforeTheStandIns,
            path: "Tests/StandIns/Combine"
        ),
        .target(name: "UIKit", dependencies: builtBeforeTheStandIns, path: "Tests/StandIns/UIKit", swiftSettings: strict),
        // `#Preview`, whose expansion type-checks each preview's body.
        .macro(
            name: "SwiftUIMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Tests/StandIns/SwiftUIMacros"
        ),
        .target(
            name: "SwiftUI", dependencies: ["Combine", "UIKit", "SwiftUIMacros"], path: "Tests/StandIns/SwiftUI", swiftSettings: strict),
        // DoorDash's PreviewSnapshots, which vsurf's `previewSnapshots: true` previews with.
        .target(name: "PreviewSnapshots", dependencies: ["SwiftUI"], path: "Tests/StandIns/PreviewSnapshots", swiftSettings: strict),
        // Point-Free's SnapshotTesting and DoorDash's PreviewSnapshotsTesting, which the snapshot
        // tests vsurf writes for `previewSnapshots: true` call.
        .target(
            name: "SnapshotTesting", dependencies: ["SwiftUI", "UIKit"], path: "Tests/StandIns/SnapshotTesting", swiftSettings: strict),
        .target(
            name: "PreviewSnapshotsTesting", dependencies: ["PreviewSnapshots", "SnapshotTesting", "SwiftUI"],
            path: "Tests/StandIns/PreviewSnapshotsTesting", swiftSettings: strict),
        .target(
            name: "GoldenCombine",
            dependencies: ["Combine", "SwiftUI", "UIKit"],
            path: "Tests/Golden/combine",
            swiftSettings: strict
        ),
        .target(
            name: "GoldenObservable",
            dependencies: ["SwiftUI", "UIKit"],
            path: "Tests/Golden/observable",
            swiftSettings: strict
        ),
        .target(
            name: "GoldenPublic",
            dependencies: ["Combine", "SwiftUI", "UIKit"],
            path: "Tests/Golden/public",
            swiftSettings: strict
        ),
        .target(
            name: "SeedApp",
            dependencies: ["Combine", "SwiftUI", "UIKit"],
            path: "Tests/Fixtures/SeedApp/Features",
            swiftSettings: strict
        ),
        .target(
            name: "ScenarioModules",
            dependencies: ["Combine", "SwiftUI", "UIKit"],
            path: "Tests/Scenarios",
            swiftSettings: strict
        ),
        .testTarget(
            name: "GoldenCombineTests", dependencies: ["GoldenCombine", "FeaturegenCore", "FeaturegenTestSupport"], swiftSettings: strict),
        // The tests featuregen generates for the golden features, in XCTest and in Swift Testing
        // (the default), run with their stubs as known issues.
        generatedTests("GoldenCombineFeatureTests", "combine-tests", dependencies: ["GoldenCombine", "SwiftUI", "UIKit"]),
        generatedTests(
            "GoldenCombineSwiftTestingFeatureTests", "combine-swift-testing", dependencies: ["GoldenCombine", "SwiftUI", "UIKit"]),
        .testTarget(
            name: "GoldenObservableTests",
            dependencies: ["GoldenObservable", "FeaturegenCore", "FeaturegenTestSupport"],
            swiftSettings: strict + [.define("OBSERVABLE")]
        ),
        .testTarget(
            name: "GoldenPublicTests",
            dependencies: ["GoldenPublic", "FeaturegenCore", "FeaturegenTestSupport"],
            swiftSettings: strict + [.define("PUBLIC")]
        ),
        .testTarget(name: "SeedAppTests", dependencies: ["SeedApp", "FeaturegenCore", "FeaturegenTestSupport"], swiftSettings: strict),
        // Two-screen apps generated from Specs/Catalog.yaml and Specs/Cart.yaml, one per
        // architecture, with the user's code in them: push, results and dismiss at run time.
        .target(
            name: "MVVMApp", dependencies: ["Combine", "SwiftUI", "UIKit"], path: "Tests/Fixtures/Apps/mvvm/Features", swiftSettings: strict
        ),
        .testTarget(name: "MVVMAppTests", dependencies: ["MVVMApp", "FeaturegenCore", "FeaturegenTestSupport"], swiftSettings: strict),
        .target(
            name: "MVIApp", dependencies: ["Combine", "SwiftUI", "UIKit"], path: "Tests/Fixtures/Apps/mvi/Features", swiftSettings: strict),
        .testTarget(name: "MVIAppTests", dependencies: ["MVIApp", "FeaturegenCore", "FeaturegenTestSupport"], swiftSettings: strict),

        // The tca architecture: a stand-in for The Composable Architecture, with its macros.
        .macro(
            name: "ComposableArchitectureMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Tests/StandIns/ComposableArchitectureMacros"
        ),
        .target(
            name: "ComposableArchitecture",
            dependencies: [
                "ComposableArchitectureMacros", "SwiftUI", .product(name: "CasePaths", package: "swift-case-paths"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "Dependencies", package: "swift-dependencies"),
                .product(name: "DependenciesMacros", package: "swift-dependencies"),
                .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/StandIns/ComposableArchitecture",
            swiftSettings: strict
        ),
        .target(
            name: "GoldenTCA", dependencies: ["ComposableArchitecture", "SwiftUI", "UIKit"], path: "Tests/Golden/tca", swiftSettings: strict
        ),
        .target(
            name: "GoldenTCAPublic",
            dependencies: ["ComposableArchitecture", "SwiftUI", "UIKit"],
            path: "Tests/Golden/tca-public",
            swiftSettings: strict
        ),
        // A SwiftUI-only target, without UIKit: `tca: { uikit: false }`.
        .target(
            name: "GoldenTCASwiftUI", dependencies: ["ComposableArchitecture", "SwiftUI"], path: "Tests/Golden/tca-swiftui",
            swiftSettings: strict),
        .testTarget(name: "GoldenTCATests", dependencies: ["GoldenTCA", "ComposableArchitecture", issueReporting], swiftSettings: strict),
        // The tests featuregen generates for them, run (see generatedTests).
        generatedTests("GoldenTCAFeatureTests", "tca-tests", dependencies: ["GoldenTCA", "ComposableArchitecture", issueReporting]),
        generatedTests(
            "GoldenTCASwiftTestingFeatureTests", "tca-swift-testing", dependencies: ["GoldenTCA", "ComposableArchitecture", issueReporting]),
        // The tca fixture app: Catalog (a navigation stack) pushes Cart, which reports back and dismisses.
        .target(
            name: "TCAApp", dependencies: ["ComposableArchitecture", "SwiftUI", "UIKit"], path: "Tests/Fixtures/Apps/tca/Features",
            swiftSettings: strict),
        .testTarget(
            name: "TCAAppTests",
            dependencies: ["TCAApp", "ComposableArchitecture", "FeaturegenCore", "FeaturegenTestSupport", issueReporting],
            swiftSettings: strict),
        // The mvi architecture, on the SwiftUI, UIKit and Combine stand-ins.
        .target(name: "GoldenMVI", dependencies: ["Combine", "SwiftUI", "UIKit"], path: "Tests/Golden/mvi", swiftSettings: strict),
        .target(
            name: "GoldenMVIPublic", dependencies: ["Combine", "SwiftUI", "UIKit"], path: "Tests/Golden/mvi-public", swiftSettings: strict),
        .testTarget(name: "GoldenMVITests", dependencies: ["GoldenMVI", "FeaturegenTestSupport"], swiftSettings: strict),
        // The tests featuregen generates for them, run (see generatedTests).
        generatedTests("GoldenMVIFeatureTests", "mvi-tests", dependencies: ["GoldenMVI", "Combine"]),
        generatedTests("GoldenMVISwiftTestingFeatureTests", "mvi-swift-testing", dependencies: ["GoldenMVI", "Combine"]),
        // The statecontainer architecture.
        .target(
            name: "GoldenStateContainer", dependencies: ["Combine", "SwiftUI", "UIKit"], path: "Tests/Golden/statecontainer",
            swiftSettings: strict),
        .target(
            name: "GoldenStateContainerPublic", dependencies: ["Combine", "SwiftUI", "UIKit"],
            path: "Tests/Golden/statecontainer-public", swiftSettings: strict),
        .testTarget(name: "GoldenStateContainerTests", dependencies: ["GoldenStateContainer"], swiftSettings: strict),
        // The tests featuregen generates for them, run (see generatedTests).
        generatedTests("GoldenStateContainerFeatureTests", "statecontainer-tests", dependencies: ["GoldenStateContainer"]),
        generatedTests(
            "GoldenStateContainerSwiftTestingFeatureTests", "statecontainer-swift-testing", dependencies: ["GoldenStateContainer"]),
        // The vsurf architecture.
        .target(
            name: "GoldenVSURF", dependencies: ["Combine", "SwiftUI", "UIKit", "PreviewSnapshots"], path: "Tests/Golden/vsurf",
            swiftSettings: strict),
        .target(
            name: "GoldenVSURFPublic", dependencies: ["Combine", "SwiftUI", "UIKit", "PreviewSnapshots"], path: "Tests/Golden/vsurf-public",
            swiftSettings: strict),
        .testTarget(name: "GoldenVSURFTests", dependencies: ["GoldenVSURF", "FeaturegenTestSupport"], swiftSettings: strict),
        // The tests featuregen generates for them, run (see generatedTests).
        generatedTests(
            "GoldenVSURFFeatureTests", "vsurf-tests", dependencies: ["GoldenVSURF", "PreviewSnapshotsTesting", "SnapshotTesting", "UIKit"]),
        generatedTests(
            "GoldenVSURFSwiftTestingFeatureTests", "vsurf-swift-testing",
            dependencies: ["GoldenVSURF", "PreviewSnapshotsTesting", "SnapshotTesting", "UIKit"]),
        // Apps generated from Specs/Catalog.yaml and Specs/Cart.yaml (and NewsList and NewsDetails,
        // whose NewsClient is injected), with user code.
        .target(
            name: "StateContainerApp", dependencies: ["Combine", "SwiftUI", "UIKit"], path: "Tests/Fixtures/Apps/statecontainer/Features",
            swiftSettings: strict),
        .testTarget(
            name: "StateContainerAppTests", dependencies: ["StateContainerApp", "FeaturegenCore", "FeaturegenTestSupport"],
            swiftSettings: strict),
        .target(
            name: "VSURFApp", dependencies: ["Combine", "SwiftUI", "UIKit", "PreviewSnapshots"], path: "Tests/Fixtures/Apps/vsurf/Features",
            swiftSettings: strict),
        .testTarget(name: "VSURFAppTests", dependencies: ["VSURFApp", "FeaturegenCore", "FeaturegenTestSupport"], swiftSettings: strict),
        // The tests featuregen generates for the vsurf app (its featuregen.yml sets tests:), in
        // XCTest as the VSURF demo's: the snapshot tests of its previews run; the other tests
        // are skipped until written.
        .testTarget(
            name: "VSURFAppFeatureTests",
            dependencies: ["VSURFApp", "PreviewSnapshotsTesting", "SnapshotTesting", "UIKit"],
            path: "Tests/Fixtures/Apps/vsurf", exclude: ["Features", "Specs", "featuregen.yml"], sources: ["FeatureTests"],
            swiftSettings: strict + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        // A module written by hand in its own layout (Tests/Fixtures/Adopt/HandWritten), as
        // `adopt` and a later `generate` leave it: it must still compile.
        .target(
            name: "AdoptedApp", dependencies: ["Combine", "SwiftUI", "UIKit"], path: "Tests/Fixtures/Adopt/App/Features",
            swiftSettings: strict),
        // Features of all five architectures in one project, routing to each other.
        .target(
            name: "GoldenMixed",
            dependencies: ["ComposableArchitecture", "Combine", "SwiftUI", "UIKit"],
            path: "Tests/Golden/mixed",
            swiftSettings: strict
        ),
        .testTarget(
            name: "GoldenMixedTests", dependencies: ["GoldenMixed", "ComposableArchitecture", "FeaturegenTestSupport", issueReporting],
            swiftSettings: strict),
        // The tests featuregen generates for them, across architectures, run.
        generatedTests(
            "GoldenMixedFeatureTests", "mixed-tests",
            dependencies: ["GoldenMixed", "ComposableArchitecture", "Combine", "SwiftUI", "UIKit", issueReporting], unbuilt: ["Compose"]),
        generatedTests(
            "GoldenMixedSwiftTestingFeatureTests", "mixed-swift-testing",
            dependencies: ["GoldenMixed", "ComposableArchitecture", "Combine", "SwiftUI", "UIKit", issueReporting], unbuilt: ["Compose"]),
        // Compose's tests throw before their first stub (its MailClient is the user's to fake):
        // compiled, not run.
        .target(
            name: "GoldenMixedUnbuiltFeatureTests", dependencies: ["GoldenMixed"], path: "Tests/Golden/mixed-tests/Compose",
            swiftSettings: strict),
        .target(
            name: "GoldenMixedUnbuiltSwiftTestingFeatureTests", dependencies: ["GoldenMixed"],
            path: "Tests/Golden/mixed-swift-testing/Compose", swiftSettings: strict),
    ]
#endif
