/// What a feature's routes need to know of the features they open, across the project.
struct OpenedFeatures {
    /// The architecture of each feature.
    var architectures: [String: String] = [:]
    /// Each feature's outputs, their types qualified as outside the feature.
    var outputs: [String: [FeatureSpec.OutputCallback]] = [:]
    /// The dependencies of each feature whose architecture is handed them by its opener.
    var dependencies: [String: [FeatureSpec.Dependency]] = [:]
    /// The options each feature's spec gives, for routes and options that name it.
    var options: [String: [String: SpecOptionValue]] = [:]
    /// The features with a `dismiss` route: their openers give them how they close.
    var dismissing: Set<String> = []
    /// The clients the specs declare with their endpoints (each has a `Preview<Type>`).
    var declaredClients: Set<String> = []
}
