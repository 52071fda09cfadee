extension ProjectValidator {
    /// A feature of another architecture opens one through its `build(…)`, which an
    /// architecture may leave out by a project setting (tca's `uikit: false`, for a SwiftUI-only
    /// or macOS target): a route from another architecture to such a feature would not compile.
    func routesWithoutBuildEntry() -> [Diagnostic] {
        let features = featuresByName
        var diagnostics: [Diagnostic] = []
        for spec in specs {
            let architecture = spec.architecture ?? architectures.defaultName
            for route in spec.routes where !route.isExternal {
                guard case let .module(module, _) = route.kind, let target = features[module] else { continue }
                let targetArchitecture = target.architecture ?? architectures.defaultName
                guard targetArchitecture != architecture, let setting = architectures.buildSettingTurnedOff(of: target) else { continue }
                diagnostics.append(
                    .error(
                        "route '\(route.name)' opens the \(targetArchitecture) feature \(module) from a feature of \(architecture), but "
                            + "'\(targetArchitecture): { \(setting): false }' leaves out the build(…) other architectures open it through",
                        at: route.location,
                        notes: [
                            .init("\(module) is declared here", at: target.location),
                            .init(
                                "remove '\(setting): false' from featuregen.yml's '\(targetArchitecture):' block, or open \(module) from a \(targetArchitecture) feature"
                            ),
                        ]))
            }
        }
        return diagnostics
    }
}
