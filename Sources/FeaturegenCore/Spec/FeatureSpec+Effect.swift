extension FeatureSpec {
    /// `effect:` beside an action: the action calls an endpoint of a client the feature
    /// depends on, and its result comes back as another action of the feature.
    package struct Effect: Sendable, Equatable {
        /// `news` of `call: news.fetchPage`: the dependency the endpoint belongs to.
        package var client: String
        /// `fetchPage` of `call: news.fetchPage`.
        package var endpoint: String
        /// `arguments: { page: currentPage }`: where each labelled parameter takes its value
        /// from, when not from the action's value or the state field of the parameter's name.
        package var arguments: [Argument] = []
        /// `response: newsResponse`: the action the result comes back as; nil for an endpoint
        /// that neither throws nor returns a value.
        package var response: String? = nil
        /// `set: news`: the state field the result sets when the call succeeds.
        package var set: String? = nil
        /// `loading: isLoading`: the `Bool` state field that is true while the call runs.
        package var loading: String? = nil
        /// `failure: errorMessage`: the `String?` state field that takes the error's text.
        package var failure: String? = nil
        /// `then: [didDelete, dismiss]`: what a call that succeeded does next, in order: report
        /// an output to the feature's owner, then close the screen through its `dismiss` route.
        package var then: [Step] = []
        /// Where `effect:` is written, and each of its keys.
        package var location: SourceLocation
        package var keyLocations: [String: SourceLocation] = [:]

        /// Where `key` is written, or the effect itself.
        package func location(of key: String) -> SourceLocation {
            keyLocations[key] ?? location
        }
    }

    /// One entry of `then:`: an output or the `dismiss` route, and for an output where its
    /// values come from.
    package struct Step: Sendable, Equatable {
        package var name: String
        /// `{ didDelete: { id: syncUpID } }`: the state field each labelled value is read from,
        /// when not the field of the label's name; `{ didSelect: selection }` names the field of
        /// an output's only, unlabelled value (its label is empty).
        package var arguments: [Argument] = []
        package var location: SourceLocation
    }

    /// One entry of `arguments:`: the endpoint's parameter label and the name it is read from.
    package struct Argument: Sendable, Equatable {
        package var label: String
        package var source: String
        package var location: SourceLocation
    }
}
