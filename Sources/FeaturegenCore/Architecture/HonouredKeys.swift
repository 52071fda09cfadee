/// What an architecture's templates do with the core keys (`CoreKeys`), from its manifest:
/// `honours:` lists the keys they render, `ignores:` says, per key they do not, what the
/// architecture does instead. A spec or `featuregen.yml` that sets an ignored key gets a
/// warning at the key.
package struct HonouredKeys: Sendable, Equatable {
    /// The keys `honours:` lists; nil for a manifest without `honours:`, which honours every
    /// key it does not ignore (as every manifest did before there was `honours:`).
    package var honoured: Set<String>?
    /// `ignores:`: what the architecture does instead of each key it ignores.
    package var explanations: [String: String]
    /// `requires:`: keys honoured only in a spec that also sets another (`router` only with
    /// `routes`, whose templates write the router), and what the architecture does otherwise.
    package var requirements: [String: Requirement] = [:]

    /// A key another key must come with for the templates to render it.
    package struct Requirement: Sendable, Equatable {
        /// The key the spec must also set (`routes`).
        package var key: String
        /// What the architecture does with the key without it.
        package var explanation: String
    }

    package init(honoured: Set<String>?, explanations: [String: String]) {
        self.honoured = honoured
        self.explanations = explanations
    }

    /// Honours every key.
    package static let all = HonouredKeys(honoured: nil, explanations: [:])

    package func honours(_ key: String) -> Bool {
        explanations[key] == nil && (honoured?.contains(key) ?? true)
    }

    /// What the architecture does instead of `key`, as its manifest says.
    package func explanation(of key: String) -> String? {
        explanations[key]
    }

    /// The manifest says what it does with `key`, one way or the other.
    package func isListed(_ key: String) -> Bool {
        explanations[key] != nil || honoured?.contains(key) == true
    }
}
