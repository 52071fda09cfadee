/// A validated feature spec: everything the templates need, with the place each part came from.
public struct FeatureSpec: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation
    /// `was: OldName`: the feature was renamed; its files and code move to the new name.
    public var previousName: String?
    /// Where the `was:` value is written, for diagnostics about the rename.
    public var previousNameLocation: SourceLocation?
    /// Where `input:` is written, for diagnostics about routes to this feature.
    public var inputLocation: SourceLocation?
    /// What the spec's own checks found that is probably, not surely, a mistake.
    public var warnings: [Diagnostic] = []
    /// `architecture: tca`: the spec's own template set; nil for the project's default.
    public var architecture: String?
    /// The values of the keys the architecture adds (`SpecOption`), defaults filled in.
    public var options: [String: SpecOptionValue] = [:]
    /// Extra modules every generated file of the feature imports (`imports: [DesignSystem]`).
    public var imports: [String]
    public var input: [Field]
    public var output: [OutputCallback]
    public var state: [StateField]
    public var types: [NestedType]
    public var actions: [Action]
    public var subviews: [Subview]
    public var routes: [Route]
    public var dependencies: [Dependency] = []

    public init(
        name: String, location: SourceLocation, imports: [String] = [], input: [Field] = [],
        output: [OutputCallback] = [], state: [StateField] = [], types: [NestedType] = [],
        actions: [Action] = [], subviews: [Subview] = [], routes: [Route] = []
    ) {
        self.name = name
        self.location = location
        self.imports = imports
        self.input = input
        self.output = output
        self.state = state
        self.types = types
        self.actions = actions
        self.subviews = subviews
        self.routes = routes
    }
}

extension FeatureSpec {
    /// A named, typed value: an input field, a struct field.
    public struct Field: Sendable, Equatable {
        public var name: String
        public var type: String
        public var location: SourceLocation

        public init(name: String, type: String, location: SourceLocation) {
            self.name = name
            self.type = type
            self.location = location
        }
    }

    /// One value of an enum case or a function: `index: Int`, or unlabelled `CGFloat`.
    public struct Parameter: Sendable, Equatable {
        public var label: String?
        public var type: String

        public init(label: String?, type: String) {
            self.label = label
            self.type = type
        }
    }

    /// An `output:` closure: `didChangeLike: (productId: UUID, isLiked: Bool)`.
    public struct OutputCallback: Sendable, Equatable {
        public var name: String
        public var parameters: [Parameter]
        public var location: SourceLocation
    }

    public struct StateField: Sendable, Equatable {
        public var name: String
        /// `was:` — the name the field had, so the user's code follows the rename.
        public var previousName: String? = nil
        /// `derived: "expression"` — a computed property of the state, not a stored field.
        public var derivedExpression: String? = nil
        public var type: String
        /// The Swift expression the field starts with; nil only when `inputField` supplies it
        /// and the type is optional.
        public var initial: String?
        /// `input: article` — the field starts as `input?.article`.
        public var inputField: String?
        public var location: SourceLocation
    }

    /// A type nested in the state (`ProductCard.ViewState.Position`).
    public struct NestedType: Sendable, Equatable {
        public enum Shape: Sendable, Equatable {
            case enumeration([Action])
            case structure([Field])
        }

        public var name: String
        public var shape: Shape
        public var conformances: [String]
        public var location: SourceLocation
    }

    /// An action case (also used for enum cases of nested types): `select(index: Int, animated: Bool)`.
    public struct Action: Sendable, Equatable {
        public var name: String
        public var parameters: [Parameter]
        public var location: SourceLocation
        /// `was:` — the name the action had.
        public var previousName: String? = nil
    }

    public struct Subview: Sendable, Equatable {
        public var name: String
        /// The parent action case that carries this subview's actions (`onNavigationHeaderAction`).
        public var caseName: String
        /// Passed as `@Binding`; its writable fields flow back through the projection's setter.
        public var isBinding: Bool
        /// Gets the module's whole state and reducer (seed 000's `ProductCardList`), and has no
        /// `ViewState` or `Action` of its own.
        public var isWhole: Bool = false
        public var fields: [SubviewField]
        public var actions: [Action]
        public var location: SourceLocation
        /// `was:` — the name the subview had; its file moves with it.
        public var previousName: String? = nil
        /// The parent's case for this subview's actions as featuregen last wrote it, when the
        /// spec's `case:` has changed since (found in the base records, not written in a spec).
        public var previousCaseName: String? = nil
    }

    public struct SubviewField: Sendable, Equatable {
        public enum Source: Sendable, Equatable {
            /// Projected from the parent state field of that name.
            case parentField(String)
            /// A Swift expression evaluated in the state (`PublicConstant.initialOffset`).
            case expression(String)
        }

        public var name: String
        public var type: String
        public var source: Source
        public var isWritable: Bool
        public var location: SourceLocation
    }

    public struct Route: Sendable, Equatable {
        public enum Presentation: String, Sendable, CaseIterable {
            case push
            case present
        }

        public enum Kind: Sendable, Equatable {
            /// Pops the module, or dismisses it when it was presented.
            case dismiss
            /// Builds another featuregen module and shows it.
            case module(String, Presentation)
            /// A `UIAlertController` with the route's `title` and `message`.
            case alert
            /// A method whose body the user writes.
            case custom
        }

        public var name: String
        public var kind: Kind
        public var parameters: [Parameter]
        public var location: SourceLocation
        /// `was:` — the name the route had.
        public var previousName: String? = nil
        /// `external: true` — the module is written by hand, not by a spec of this project.
        public var isExternal = false
        /// `output:` — the opened feature's outputs this feature handles, each by a handler of
        /// its own (`cartDidBuy` for Cart's `didBuy`).
        public var handledOutputs: [HandledOutput] = []
    }

    /// One output of the feature a route opens, and what the opener calls its handler.
    public struct HandledOutput: Sendable, Equatable {
        /// The opened feature's output: `didBuy`.
        public var output: String
        /// The opener's handler: `cartDidBuy`, or the name the spec gives.
        public var handler: String
        public var location: SourceLocation

        public init(output: String, handler: String, location: SourceLocation) {
            self.output = output
            self.handler = handler
            self.location = location
        }
    }
}

extension FeatureSpec {
    /// A service the feature uses (`dependencies:`): injected in each architecture's own way.
    public struct Dependency: Sendable, Equatable {
        /// The property the feature reads it through: `catalog`.
        public var name: String
        /// `CatalogClient`.
        public var type: String
        /// Declared by this spec (its client is generated with the feature) when not empty;
        /// otherwise the type is written by hand or declared by another spec.
        public var endpoints: [Endpoint]
        public var location: SourceLocation
    }

    /// One operation of a generated client: `fetchItems: "(page: Int) async throws -> [Item]"`.
    public struct Endpoint: Sendable, Equatable {
        public var name: String
        public var parameters: [Parameter]
        public var isAsync: Bool
        public var isThrowing: Bool
        /// Nil for `Void`.
        public var returnType: String?
        /// What previews and stubs return (`preview:`); nil for the type's natural value.
        public var preview: String?
        public var location: SourceLocation
    }
}
