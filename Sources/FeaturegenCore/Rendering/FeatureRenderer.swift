/// Renders specs into files with a template set: the "render" stage of the pipeline. The
/// architecture's manifest says which files, at which paths.
package struct FeatureRenderer: Sendable {
    package let templates: TemplateSet
    package let config: ProjectConfig
    /// The architecture of each feature of the project, for routes between features.
    package var architectures: [String: String] = [:]
    /// The outputs of each feature of the project, for routes that handle them.
    package var outputs: [String: [FeatureSpec.OutputCallback]] = [:]
    /// The dependencies each feature of the project is built with, for routes that pass them on.
    package var dependencies: [String: [FeatureSpec.Dependency]] = [:]
    /// The options each feature's spec gives, for routes and options that name it.
    package var featureOptions: [String: [String: SpecOptionValue]] = [:]
    /// The clients the project's specs declare, each with a preview client.
    package var declaredClients: Set<String> = []

    package init(templates: TemplateSet, config: ProjectConfig) {
        self.templates = templates
        self.config = config
    }

    private var builder: ContextBuilder {
        var builder = ContextBuilder(
            observation: config.observation, access: config.access, architectures: architectures, outputs: outputs,
            dependencies: dependencies)
        builder.testing = TestingContext(framework: config.testFramework, testedModule: config.testedModule)
        builder.previews = config.previews
        builder.featureOptions = featureOptions
        builder.declaredClients = declaredClients
        return builder
    }

    private var manifest: ArchitectureManifest { templates.manifest }

    private var projectPlaceholders: [String: String] {
        let folder = ProjectPath.folder(of: config.runtime)
        return ["output": config.output, "runtime": config.runtime, "runtimeFolder": folder, "tests": config.tests ?? ""]
    }

    /// The files of one feature, in the manifest's order: feature files, then each subview's,
    /// then each route's.
    package func render(_ spec: FeatureSpec) -> [GeneratedFile] {
        let context = builder.context(for: spec)
        var placeholders = projectPlaceholders
        placeholders["feature"] = spec.name
        for case (let name, .string(let value)) in spec.options { placeholders["options." + name] = value }
        var files = render(.feature, context, placeholders)
        for subview in context.subviews {
            var subviewContext = context
            subviewContext.subview = subview
            files += render(.subview, subviewContext, placeholders.merging(["subview": subview.name]) { $1 })
        }
        for route in context.routes {
            var routeContext = context
            routeContext.route = route
            files += render(.route, routeContext, placeholders.merging(["route": route.name]) { $1 })
        }
        for dependency in context.declaredDependencies {
            var dependencyContext = context
            dependencyContext.dependency = dependency
            files += render(.dependency, dependencyContext, placeholders.merging(["dependency": dependency.type]) { $1 })
        }
        return files
    }

    /// The files of one scope, for the feature or one of its subviews or routes.
    private func render(_ scope: ArchitectureManifest.Scope, _ context: FeatureContext, _ placeholders: [String: String]) -> [GeneratedFile]
    {
        let files = manifest.files(scope).filter { file in
            (config.tests != nil || !file.path.isTest) && Self.holds(file.condition, in: context)
        }
        return files.map { file in
            var generated = GeneratedFile(
                path: file.path.expanded(placeholders), contents: templates.render(file.template, context), feature: context.feature)
            generated.origin = file
            return generated
        }
    }

    /// Whether a file's `when:` holds for the feature: its name answers true or a non-empty list.
    private static func holds(_ condition: String?, in context: FeatureContext) -> Bool {
        guard let condition else { return true }
        switch context.value(named: condition) {
        case nil, .flag(false): return false
        case .list(let elements): return !elements.isEmpty
        default: return true
        }
    }

    /// The files written once per project (the shared runtime, `Module.swift` in seed 000).
    package func renderProjectFiles() -> [GeneratedFile] {
        manifest.files(.project).filter { config.tests != nil || !$0.path.isTest }.map { file in
            var generated = GeneratedFile(
                path: file.path.expanded(projectPlaceholders), contents: templates.render(file.template, builder.project), feature: nil)
            generated.origin = file
            return generated
        }
    }

    /// The starter spec `featuregen new` writes.
    package func renderStarterSpec(feature: String, architecture: String? = nil) -> String {
        var context = builder.project
        context.feature = feature
        context.architecture = architecture
        let depth = config.specs.split(separator: "/").count
        context.schemaPath = String(repeating: "../", count: depth) + ProjectSetup.specSchemaPath
        return templates.render(manifest.starterSpec, context)
    }
}
