extension SpecSchema {
    /// The spec schema of a project: the keys its own manifests add (`templates:`) included.
    public static func spec(for project: Project) throws(DiagnosticsError) -> String {
        spec(options: try project.specArchitectures().options)
    }
}
