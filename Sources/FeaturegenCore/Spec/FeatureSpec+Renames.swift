/// The renames a spec declares with `was:`.
extension FeatureSpec {
    package var hasRenames: Bool {
        previousName != nil || actions.contains { $0.previousName != nil } || state.contains { $0.previousName != nil }
            || stateCases.contains { $0.previousName != nil }
            || subviews.contains { $0.previousName != nil || $0.previousCaseName != nil || $0.actions.contains { $0.previousName != nil } }
            || routes.contains { $0.previousName != nil }
    }

    /// The spec as it was before its renames: each renamed item under its old name, everything
    /// else as it is now. Rendered beside the spec, it tells which file and which declaration
    /// each new one was called before.
    package func beforeRenames() -> FeatureSpec? {
        guard hasRenames else { return nil }
        var spec = self
        spec.name = previousName ?? name
        spec.previousName = nil
        let fieldNames = Dictionary(
            state.compactMap { field in field.previousName.map { (field.name, $0) } }, uniquingKeysWith: { first, _ in first })
        for index in spec.actions.indices {
            spec.actions[index].name = actions[index].previousName ?? actions[index].name
            spec.actions[index].previousName = nil
        }
        for index in spec.stateCases.indices {
            spec.stateCases[index].name = stateCases[index].previousName ?? stateCases[index].name
            spec.stateCases[index].previousName = nil
        }
        for index in spec.state.indices {
            spec.state[index].name = state[index].previousName ?? state[index].name
            spec.state[index].previousName = nil
        }
        for index in spec.routes.indices {
            spec.routes[index].name = routes[index].previousName ?? routes[index].name
            spec.routes[index].previousName = nil
        }
        for index in spec.subviews.indices {
            var subview = spec.subviews[index]
            if let previous = subview.previousName {
                if subview.caseName == "on\(subview.name)Action" { subview.caseName = "on\(previous)Action" }
                subview.name = previous
                subview.previousName = nil
            }
            if let previousCase = subview.previousCaseName {
                subview.caseName = previousCase
                subview.previousCaseName = nil
            }
            for actionIndex in subview.actions.indices {
                subview.actions[actionIndex].name = subview.actions[actionIndex].previousName ?? subview.actions[actionIndex].name
                subview.actions[actionIndex].previousName = nil
            }
            for fieldIndex in subview.fields.indices {
                if case .parentField(let parent) = subview.fields[fieldIndex].source, let previous = fieldNames[parent] {
                    subview.fields[fieldIndex].source = .parentField(previous)
                }
            }
            spec.subviews[index] = subview
        }
        return spec
    }
}
