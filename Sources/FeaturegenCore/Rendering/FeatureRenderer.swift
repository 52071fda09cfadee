/// Renders specs into files with a template set: the "render" stage of the pipeline.
public struct FeatureRenderer: Sendable {
    public let templates: TemplateSet
    public let config: ProjectConfig

    public init(templates: TemplateSet, config: ProjectConfig) {
        self.templates = templates
        self.config = config
    }

    private var builder: ContextBuilder {
        ContextBuilder(observation: config.observation, access: config.access)
    }

    /// The files of one feature, in a stable order: `<output>/<Feature>/…`.
    public func render(_ spec: FeatureSpec) -> [GeneratedFile] {
        let context = builder.context(for: spec)
        let folder = ProjectPath.join(config.output, spec.name)
        let roles: [(TemplateSet.Role, String)] = [
            (.module, "\(spec.name).swift"),
            (.io, "\(spec.name)IO.swift"),
            (.state, "\(spec.name)State.swift"),
            (.viewModel, "\(spec.name)ViewModel.swift"),
            (.view, "\(spec.name)View.swift"),
            (.router, "\(spec.name)Router.swift"),
        ]
        var files = roles.map { role, name in
            GeneratedFile(path: ProjectPath.join(folder, name), contents: templates.render(role, context), feature: spec.name)
        }
        for subview in context.subviews {
            var subviewContext = context
            subviewContext.subview = subview
            files.append(
                GeneratedFile(
                    path: ProjectPath.join(folder, "Components", "\(subview.name).swift"),
                    contents: templates.render(.subview, subviewContext),
                    feature: spec.name))
        }
        return files
    }

    /// The shared runtime (`Module.swift` in seed 000), once per project.
    public func renderRuntime() -> GeneratedFile {
        GeneratedFile(path: config.runtime, contents: templates.render(.runtime, builder.project), feature: nil)
    }

    /// The starter spec `featuregen new` writes.
    public func renderStarterSpec(feature: String) -> String {
        var context = builder.project
        context.feature = feature
        let depth = config.specs.split(separator: "/").count
        context.schemaPath = String(repeating: "../", count: depth) + ProjectSetup.specSchemaPath
        return templates.render(.starterSpec, context)
    }
}
