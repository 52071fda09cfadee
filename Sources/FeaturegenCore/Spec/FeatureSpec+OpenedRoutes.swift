extension FeatureSpec {
    /// The index of the route `action` opens: the one its `opens:` names, or else the one of
    /// its own name; either only when the route takes the action's values.
    package func routeIndex(openedBy action: Action) -> Int? {
        let name = action.opens ?? action.name
        return routes.firstIndex { $0.name == name && $0.parameters == action.parameters }
    }

    /// Whether `action` opens a route, whose effect the action's then is.
    package func opensRoute(_ action: Action) -> Bool {
        routeIndex(openedBy: action) != nil
    }
}
