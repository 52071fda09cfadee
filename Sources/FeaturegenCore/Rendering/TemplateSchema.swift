/// The names each render context answers (each context's `templateFields`), so a template that
/// names something the context does not have (`{{featur}}`) is an error when the template set
/// is loaded — Mustache itself would render it as empty text.
enum TemplateSchema {
    indirect enum Value: Equatable {
        /// Text, a number or a flag: no names inside.
        case scalar
        /// A list of strings: `{{.}}` inside.
        case strings
        /// A list of, or an optional, value of a context type.
        case context(String)
    }

    static let feature = "FeatureContext"
    static let project = "ProjectContext"
    static let flow = "FlowContext"
    static let subview = "SubviewContext"
    /// The spec options of the architecture (`{{options.navigation}}`); its names come from
    /// the manifest, not from this table.
    static let options = "OptionsContext"
    /// The project settings of the architecture (`{{settings.services}}`); its names come
    /// from the manifest's `settings:`.
    static let settings = "SettingsContext"
    /// A flag per architecture (`{{#moduleIs.tca}}`), named by the catalog.
    static let architectureFlags = "ArchitectureFlags"
    /// Routes per architecture (`{{#moduleRoutesTo.tca}}`), named by the catalog.
    static let routesByArchitecture = "RoutesByArchitecture"

    /// Every context type's names, from the contexts' own tables: the roots a template renders
    /// in and every context they hold.
    static let types: [String: [String: Value]] = {
        var types: [String: [String: Value]] = [:]
        func add(_ type: any TemplateFieldTable.Type) {
            let name = _typeName(type, qualified: false)
            guard types[name] == nil else { return }
            types[name] = type.schema
            type.nestedTypes.forEach(add)
        }
        // A spec option naming features holds feature references (`{{#specOptions…}}`).
        [FeatureContext.self, ProjectContext.self, FlowContext.self, SubviewContext.self, FeatureReferenceContext.self].forEach(add)
        return types
    }()
}
