/// What a feature's routes need to know of the features they open, across the project:
/// worked out once per run (`Generator`) and read by every feature's context.
package struct OpenedFeatures: Sendable {
    /// The architecture of each feature.
    package var architectures: [String: String] = [:]
    /// Each feature's outputs, their types qualified as outside the feature
    /// (`Cart.ViewState.CartItem`), for routes that handle them.
    package var outputs: [String: [FeatureSpec.OutputCallback]] = [:]
    /// The dependencies of each feature whose architecture is handed them by its opener
    /// (`dependencyInjection: builder`), for routes that pass them on.
    package var dependencies: [String: [FeatureSpec.Dependency]] = [:]
    /// How each feature hands its outputs to the feature that opens it (its architecture's
    /// `outputs:`); none for a feature no spec declares.
    package var outputHandling: [String: ArchitectureManifest.Outputs] = [:]
    /// The options each feature's spec gives, for routes and options that name it.
    package var options: [String: [String: SpecOptionValue]] = [:]
    /// vsurf: the publishers of each feature's unit, for the screens that name it in `units:`.
    package var unitOutputs: [String: [FeatureSpec.Field]] = [:]
    /// The features with a `dismiss` route: a route that opens one gives it how it closes
    /// (`moduleDismisses`).
    package var dismissing: Set<String> = []
    /// The features with a route to another feature: a route that pushes one hands it the path
    /// its pushes go on (`moduleNavigates`).
    package var navigating: Set<String> = []
    /// The features with a route that pushes another: a route that presents one shows it in a
    /// stack of its own (`presentsInStack`).
    package var pushing: Set<String> = []
    /// The clients the specs declare with their endpoints, by type, for the features that name
    /// one without them: which feature declares it, under which name, and its endpoints with
    /// their types qualified as outside that feature (`[Headlines.ViewState.Article]`).
    package var clients: [String: DeclaredClient] = [:]

    /// The clients the specs declare with their endpoints, each with a `Preview<Type>` that
    /// any feature's previews and tests can use.
    package var declaredClients: Set<String> { Set(clients.keys) }

    /// A client a spec declares with its endpoints, as other features see it.
    package struct DeclaredClient: Sendable, Equatable {
        /// The feature whose spec declares it.
        package var feature: String
        /// The dependency as that spec declares it, its endpoints' types qualified.
        package var dependency: FeatureSpec.Dependency
        /// How the declaring feature's architecture injects it: a struct read from the
        /// dependency values (`.environment`), or a protocol passed to its build function.
        package var injection: ArchitectureManifest.DependencyInjection

        package init(feature: String, dependency: FeatureSpec.Dependency, injection: ArchitectureManifest.DependencyInjection) {
            self.feature = feature
            self.dependency = dependency
            self.injection = injection
        }
    }

    package init(
        architectures: [String: String] = [:], outputs: [String: [FeatureSpec.OutputCallback]] = [:],
        dependencies: [String: [FeatureSpec.Dependency]] = [:]
    ) {
        self.architectures = architectures
        self.outputs = outputs
        self.dependencies = dependencies
    }
}
