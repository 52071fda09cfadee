/// Renders specs into files with a template set: the "render" stage of the pipeline. The
/// architecture's manifest says which files, at which paths.
package struct FeatureRenderer: Sendable {
    package let templates: TemplateSet
    package let config: ProjectConfig
    /// What routes need to know of the features of the project they open.
    package var opened = OpenedFeatures()
    /// The values of the architecture's settings the templates see: the project's, or the
    /// ones the base records were generated with, to render the files as they were.
    package var settings: [String: SpecOptionValue]

    package init(templates: TemplateSet, config: ProjectConfig) {
        self.templates = templates
        self.config = config
        settings = config.settingValues(for: templates.manifest)
    }

    private var builder: ContextBuilder {
        var builder = ContextBuilder(observation: config.observation, access: config.access)
        builder.opened = opened
        builder.testing = TestingContext(
            framework: config.testFramework, testedModule: config.testedModule, unwritten: config.unwrittenTests)
        builder.previews = config.previews
        builder.flowOption = manifest.flow?.option
        builder.settings = settings
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
        placeholders.merge(SpecOptionValue.patternValues(of: spec.options)) { $1 }
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
            (config.tests != nil || !file.path.isTest) && (file.retires || Self.holds(file.condition, in: context))
        }
        return files.map { file in
            guard Self.holds(file.condition, in: context) else {
                var retired = GeneratedFile(path: file.path.expanded(placeholders), contents: "", feature: context.feature)
                retired.origin = file
                retired.retired = true
                return retired
            }
            var generated = GeneratedFile(
                path: file.path.expanded(placeholders), contents: templates.render(file.template, context), feature: context.feature)
            generated.origin = file
            return generated
        }
    }

    /// Whether a file's `when:` holds for the feature (`subview.name`: for a subview's file, its
    /// subview): its name answers true or a non-empty list (`!name`: false, nothing or an empty
    /// list); names joined by `&&` must all hold.
    private static func holds(_ condition: String?, in context: FeatureContext) -> Bool {
        guard let condition else { return true }
        let prefix = ArchitectureManifest.File.subviewCondition
        return ArchitectureManifest.File.conditionHolds(condition) { name in
            name.hasPrefix(prefix)
                ? context.subview?.value(named: String(name.dropFirst(prefix.count)))
                : TemplateValue.object(context).value(at: name.split(separator: ".").map(String.init))
        }
    }

    /// The files written once per flow (`scope: flow`), for the flows the screens of `specs`
    /// belong to; `all` holds every screen of those flows (the project's other specs too).
    package func renderFlows(of specs: [FeatureSpec], all: [FeatureSpec]) -> [GeneratedFile] {
        guard let option = manifest.flow?.option, !manifest.files(.flow).isEmpty else { return [] }
        let flowOf = { (spec: FeatureSpec) -> String? in
            guard case .string(let name)? = spec.options[option], !name.isEmpty else { return nil }
            return name
        }
        let wanted = Set(specs.compactMap(flowOf))
        let graph = FlowGraph(specs: all.filter { flowOf($0).map(wanted.contains) ?? false }, flowOf: flowOf)
        return graph.flows.flatMap { flow -> [GeneratedFile] in
            let context = flowContext(flow)
            var placeholders = projectPlaceholders
            placeholders["flow"] = flow.name
            return manifest.files(.flow).filter { config.tests != nil || !$0.path.isTest }.map { file in
                var generated = GeneratedFile(
                    path: file.path.expanded(placeholders), contents: templates.render(file.template, context), feature: nil)
                generated.origin = file
                return generated
            }
        }
    }

    private func flowContext(_ flow: FlowGraph.Flow) -> FlowContext {
        let builder = self.builder
        let ordered = flow.ordered.isEmpty ? flow.screens : flow.ordered
        let screens = ordered.map { spec -> FeatureContext in
            var context = builder.context(for: spec)
            if let pusher = flow.pushers[spec.name], !pusher.route.handledOutputs.isEmpty {
                context.flowOutputOwner = SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(pusher.screen.name))
            }
            return context
        }
        let names = Set(screens.map(\.feature))
        var features: [FlowFeatureContext] = []
        func add(_ name: String, isScreen: Bool) {
            guard !features.contains(where: { $0.name == name }) else { return }
            let options = builder.featureReference(name)
            features.append(
                FlowFeatureContext(name: name, variable: options.variable, specOptions: options.specOptions, isScreen: isScreen))
        }
        for screen in ordered { add(screen.name, isScreen: true) }
        for screen in ordered {
            for value in screen.options.sorted(by: { $0.key < $1.key }).map(\.value) {
                for named in value.namedFeatures where !names.contains(named.name) { add(named.name, isScreen: false) }
            }
        }
        var dependencies: [DependencyContext] = []
        for dependency in screens.flatMap(\.dependencies) where !dependencies.contains(where: { $0.name == dependency.name }) {
            dependencies.append(dependency)
        }
        let presented = screens.flatMap { $0.moduleRoutes.filter(\.isPresent) }
        let imports = screens.flatMap(\.imports).reduce(into: [String]()) { list, name in
            if !list.contains(name) { list.append(name) }
        }
        var context = FlowContext(
            flow: flow.name, flowVariable: SwiftIdentifier.escaped(SwiftIdentifier.lowercasingFirst(flow.name)),
            access: config.access == .public ? "public " : "", isPublic: config.access == .public, imports: imports,
            screens: screens, root: screens[0], pushedScreens: Array(screens.dropFirst()), features: features,
            dependencies: dependencies, hasDependencies: !dependencies.isEmpty, presentedRoutes: presented,
            hasPresentedRoutes: !presented.isEmpty)
        context.hasOtherFeatures = features.contains { !$0.isScreen }
        context.alertStyles = ContextBuilder.alertStyles(
            of: screens.flatMap { screen in
                screen.alertStyles.flatMap(\.routes).map { route in
                    var route = route
                    route.screen = screen.featureVariable
                    return route
                }
            })
        context.hasOutputs = screens[0].hasOutput || screens.dropFirst().contains { $0.hasOutput && $0.flowOutputOwner != nil }
        context.settings = OptionsContext(values: settings)
        builder.vsurfUnits(ofFlow: &context)
        return context
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
        let depth = ProjectPath.components(of: config.specs).count
        context.schemaPath = String(repeating: "../", count: depth) + ReservedPaths.specSchemaPath
        return templates.render(manifest.starterSpec, context)
    }
}
