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

extension FeatureSpec.Action {
    /// An action that opens a route has the route's effect: it neither runs a cancellable
    /// effect nor calls an endpoint. Refused where `opens:` is written beside either (the
    /// decoder, whatever the route) and where the route has the action's own name (the validator).
    static func opensRouteAndCancels(_ name: String, besideOpens: Bool) -> (message: String, note: Diagnostic.Note) {
        (
            "\(subject(name, besideOpens: besideOpens)) cannot be cancelled here",
            .init("put 'cancellable'/'cancels' on an action of its own")
        )
    }

    static func opensRouteAndCalls(_ name: String, besideOpens: Bool) -> (message: String, note: Diagnostic.Note) {
        (
            "\(subject(name, besideOpens: besideOpens)) cannot call an endpoint too",
            .init("call the endpoint from an action of its own, and open the route from its response's handler")
        )
    }

    private static func subject(_ name: String, besideOpens: Bool) -> String {
        besideOpens
            ? "'opens' gives action '\(name)' the route's effect, so it"
            : "action '\(name)' opens a route, so its effect is the route's and"
    }
}
