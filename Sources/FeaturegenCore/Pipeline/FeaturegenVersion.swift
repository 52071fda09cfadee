/// The version `featuregen --version` prints; part of the run cache's inputs.
public enum FeaturegenVersion {
    public static let current = "0.2.0"
}
