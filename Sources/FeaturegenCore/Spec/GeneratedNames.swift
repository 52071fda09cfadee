/// The names featuregen derives from a spec, in one place so the validator checks exactly
/// the names the templates will write.
package enum GeneratedNames {
    /// The state's property that projects a subview's `ViewState`: `navigationHeader`.
    package static func projection(of subview: FeatureSpec.Subview) -> String {
        SwiftIdentifier.lowercasingFirst(subview.name)
    }

    /// The parent view's property that shows a subview: `property:`, else the projection's name.
    package static func viewProperty(of subview: FeatureSpec.Subview) -> String {
        subview.property ?? projection(of: subview)
    }

    /// The method that handles an action: `handler:`, else the action's name, with the
    /// labels of its values (`_` for an unlabelled one) where `handler:` gives none.
    package static func handler(of action: FeatureSpec.Action) -> FeatureSpec.Handler {
        handler(of: action, labels: action.handler?.labels)
    }

    static func handler(of action: FeatureSpec.Action, labels: [String]?) -> FeatureSpec.Handler {
        .init(name: action.handler?.name ?? action.name, labels: labels ?? action.parameters.map { $0.label ?? "_" })
    }

    /// The view model's handler for a subview's actions: `onImageSliderAction` → `handleImageSlider`.
    package static func handler(of subview: FeatureSpec.Subview) -> String {
        var core = Substring(subview.caseName)
        if core.hasPrefix("on"), core.dropFirst(2).first?.isUppercase == true { core = core.dropFirst(2) }
        if core.hasSuffix("Action"), core.count > "Action".count { core = core.dropLast("Action".count) }
        return "handle" + SwiftIdentifier.uppercasingFirst(String(core))
    }

    /// The spelling of the spec's own types outside the state, where they are nested:
    /// `Position` → `ProductCard.ViewState.Position`; a `topLevel` type is the module's, as it is.
    package static func qualifiedTypes(of spec: FeatureSpec) -> [String: String] {
        Dictionary(uniqueKeysWithValues: spec.types.filter { !$0.isTopLevel }.map { ($0.name, "\(spec.name).ViewState.\($0.name)") })
    }

    /// The spelling of the endpoints of a client a spec declares, outside that spec: its own
    /// types qualified (`qualifiedTypes`), as another feature that calls the client writes them.
    package static func outsideEndpoints(of dependency: FeatureSpec.Dependency, in spec: FeatureSpec) -> [FeatureSpec.Endpoint] {
        let nested = qualifiedTypes(of: spec)
        return dependency.endpoints.map { $0.qualified(with: nested) }
    }

    /// Standard or SwiftUI types a generated type would shadow, and the member types features
    /// declare (`Action`, `ViewState`); each runtime's own types come from its templates
    /// (`RuntimeTypes`).
    package static let reservedTypeNames: Set<String> = [
        "Reducer", "Action", "ViewState", "Input", "Output", "ViewModel", "Router", "ViewScene",
        "String", "Substring", "Character", "Int", "Double", "Float", "Bool", "Array", "Dictionary", "Set",
        "Optional", "Result", "Error", "Never", "Void", "Any", "AnyObject", "Task", "Actor", "MainActor",
        "Sendable", "Equatable", "Hashable", "Identifiable", "Codable", "Encodable", "Decodable", "Date",
        "Data", "URL", "UUID", "Decimal", "CGFloat", "View", "Text", "Image", "Color", "Button", "List",
        "Group", "Binding", "State", "Published", "Observable", "ObservableObject", "AnyView", "EmptyView",
        "VStack", "HStack", "ZStack", "ScrollView", "NavigationStack", "NavigationView", "ForEach", "Spacer",
        "Divider", "Form", "Section", "Label", "Toggle", "TextField", "ProgressView", "Alert", "Environment",
        "ViewBuilder", "Bindable", "ObservedObject", "StateObject", "UIViewController", "UIHostingController",
        "Combine", "SwiftUI", "UIKit", "Foundation", "Observation",
    ]

    /// Types of the frameworks the generated code imports that a screen is easily named after:
    /// a feature or subview (a top-level type) called `Timer` or `Path` would hide them from
    /// the whole module. A type nested in a feature's state may take these names.
    package static let frameworkTypeNames: Set<String> = [
        "Font", "Path", "Circle", "Rectangle", "Capsule", "Ellipse", "Shape", "Timer", "Bundle", "Locale", "Calendar",
        "TimeZone", "Notification", "NotificationCenter", "UserDefaults", "FileManager", "ProcessInfo", "Thread",
        "OperationQueue", "DispatchQueue", "JSONEncoder", "JSONDecoder", "NSObject", "NSError", "NSString", "NSNumber",
        "Measurement",
        "Gradient", "LinearGradient", "Animation", "Transaction", "Namespace", "GeometryReader",
        "TabView", "ShareLink", "AsyncImage", "SecureField", "TextEditor", "DatePicker", "ColorPicker",
        "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "ToolbarItem", "NavigationLink", "NavigationPath",
        "NavigationSplitView", "UIView", "UIImage", "UIColor", "UIFont", "UIButton", "UILabel", "UIWindow", "UIScreen",
        "UIApplication", "UIScrollView", "UITableView", "UICollectionView", "UINavigationController",
        "UITabBarController", "UIAlertController", "UIAction", "UIImageView", "UIStackView", "UITextField", "UIEvent",
        "AnyCancellable", "Cancellable", "Publisher", "Subscriber", "Subject", "PassthroughSubject",
        "CurrentValueSubject", "Just", "Future", "Deferred", "Empty", "Fail", "Published",
    ]

    /// Members the generated state, view model and router declare themselves.
    package static let stateMembers: Set<String> = ["init", "update", "objectWillChange", "input"]
    package static let viewModelMembers: Set<String> = ["init", "handle", "state", "router", "input", "output"]
    package static let routerMembers: Set<String> = ["init", "parentViewController"]
    /// The state's field that keeps whether the screen has appeared, where the architecture's
    /// state keeps it (`keepsAppearance:`).
    package static let appearanceField = "hasAppeared"
    /// Members of the generated view, which also holds one property per subview.
    package static let viewMembers: Set<String> = ["body", "state", "reducer", "init", "hasAppeared"]
}

extension FeatureSpec.Endpoint {
    /// The endpoint with the types of its parameters and result qualified (`qualifiedTypes`),
    /// and the types its `preview:` expression names, which clients and test doubles return
    /// outside the feature.
    package func qualified(with nested: [String: String]) -> Self {
        guard !nested.isEmpty else { return self }
        var endpoint = self
        endpoint.parameters = parameters.map { .init(label: $0.label, type: TypeExpression.qualify($0.type, with: nested)) }
        endpoint.returnType = returnType.map { TypeExpression.qualify($0, with: nested) }
        return endpoint.qualifyingPreview(with: nested)
    }

    /// The endpoint with the types its `preview:` expression names qualified.
    func qualifyingPreview(with nested: [String: String]) -> Self {
        var endpoint = self
        endpoint.preview = preview.map { SwiftExpression.qualify($0, with: nested) }
        return endpoint
    }
}

extension FeatureSpec {
    /// The spec with the values written outside the feature's types (`#Preview`, clients'
    /// preview values, tests) naming its nested types qualified: the endpoints' `preview:`, the
    /// input's `preview:` and the `previews:` presets.
    package func qualifyingOutsideValues() -> Self {
        let nested = GeneratedNames.qualifiedTypes(of: self)
        guard !nested.isEmpty else { return self }
        let qualify = { (constant: Constant) -> Constant in
            var constant = constant
            constant.value = SwiftExpression.qualify(constant.value, with: nested)
            return constant
        }
        var spec = self
        spec.dependencies = dependencies.map { dependency in
            var dependency = dependency
            dependency.endpoints = dependency.endpoints.map { $0.qualifyingPreview(with: nested) }
            return dependency
        }
        spec.previewInput = previewInput.map(qualify)
        spec.previews = previews.map { preset in
            var preset = preset
            preset.values = preset.values.map(qualify)
            return preset
        }
        return spec
    }
}
