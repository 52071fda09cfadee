/// The flows of a project: screens whose architecture's flow option (`flow: Shop`) names one
/// flow share its navigation and are assembled together. A flow's root is the screen no other
/// screen of the flow pushes; the others are the screens its screens push, in the order they
/// are first pushed from the root on.
package struct FlowGraph: Sendable {
    package struct Flow: Sendable {
        package var name: String
        /// Every screen of the flow, in the order the specs were given.
        package var screens: [FeatureSpec]
        /// The screens no other screen of the flow pushes: one for a good flow.
        package var roots: [FeatureSpec]
        /// The screens from the root on, each once, in the order the routes push them: the root,
        /// then what it pushes, then what those push (screens no route reaches are left out).
        package var ordered: [FeatureSpec]
        /// For each screen pushed, the screen that first pushes it and the route it does it with.
        package var pushers: [String: (screen: FeatureSpec, route: FeatureSpec.Route)]
    }

    /// By name, in the order their first screens were given.
    package var flows: [Flow] = []

    /// - Parameter flowOf: the flow a spec's screen belongs to, or nil.
    package init(specs: [FeatureSpec], flowOf: (FeatureSpec) -> String?) {
        var byName: [String: [FeatureSpec]] = [:]
        var order: [String] = []
        for spec in specs {
            guard let flow = flowOf(spec) else { continue }
            if byName[flow] == nil { order.append(flow) }
            byName[flow, default: []].append(spec)
        }
        for name in order {
            let screens = byName[name] ?? []
            let names = Set(screens.map(\.name))
            let pushed = Set(screens.flatMap { Self.pushedScreens(of: $0, among: names).map(\.module) })
            let roots = screens.filter { !pushed.contains($0.name) }
            var ordered: [FeatureSpec] = []
            var pushers: [String: (screen: FeatureSpec, route: FeatureSpec.Route)] = [:]
            if let root = roots.first {
                var queue = [root]
                var seen: Set<String> = [root.name]
                while !queue.isEmpty {
                    let screen = queue.removeFirst()
                    ordered.append(screen)
                    for (module, route) in Self.pushedScreens(of: screen, among: names) where seen.insert(module).inserted {
                        pushers[module] = (screen, route)
                        if let next = screens.first(where: { $0.name == module }) { queue.append(next) }
                    }
                }
            }
            flows.append(Flow(name: name, screens: screens, roots: roots, ordered: ordered, pushers: pushers))
        }
    }

    /// The flow a feature is a screen of.
    package func flow(of feature: String) -> Flow? {
        flows.first { $0.screens.contains { $0.name == feature } }
    }

    /// The screens of `names` that `spec` pushes, with the routes, in the routes' order.
    private static func pushedScreens(of spec: FeatureSpec, among names: Set<String>) -> [(module: String, route: FeatureSpec.Route)] {
        spec.routes.compactMap { route in
            guard case let .module(module, .push) = route.kind, !route.isExternal, names.contains(module) else { return nil }
            return (module, route)
        }
    }
}
