/// A validated feature spec: everything the templates need, with the place each part came from.
package struct FeatureSpec: Sendable, Equatable {
    package var name: String
    package var location: SourceLocation
    /// `was: OldName`: the feature was renamed; its files and code move to the new name.
    package var previousName: String?
    /// Where the `was:` value is written, for diagnostics about the rename.
    package var previousNameLocation: SourceLocation?
    /// Where `input:` is written, for diagnostics about routes to this feature.
    package var inputLocation: SourceLocation?
    /// What the spec's own checks found that is probably, not surely, a mistake.
    package var warnings: [Diagnostic] = []
    /// `architecture: tca`: the spec's own template set; nil for the project's default.
    package var architecture: String?
    /// The values of the keys the architecture adds (`SpecOption`), defaults filled in.
    package var options: [String: SpecOptionValue] = [:]
    /// Where each option the spec sets has its value (`flow: Shop`'s `Shop`), for diagnostics.
    package var optionLocations: [String: SourceLocation] = [:]
    /// Extra modules every generated file of the feature imports (`imports: [DesignSystem]`).
    package var imports: [String]
    package var input: [Field]
    package var output: [OutputCallback]
    package var state: [StateField]
    /// `state:` written as a list: the state is an enum of these cases (`idle`, `loaded:
    /// LoadedState`) rather than a struct of fields, and starts as the first; empty for fields.
    package var stateCases: [Action] = []
    /// Where the list of state cases is written.
    package var stateCasesLocation: SourceLocation? = nil
    package var types: [NestedType]
    package var actions: [Action]
    package var subviews: [Subview]
    package var routes: [Route]
    package var dependencies: [Dependency] = []
    /// `dependencies:` named by a key path of the runtime's dependency values (`uuid: \.uuid`,
    /// `now: \.date.now`), as TCA's `@Dependency(\.uuid)`; builder-injected architectures
    /// have no such values and warn.
    package var keyPathDependencies: [KeyPathDependency] = []
    /// `constants:` — static values of the state, read as `Constant.name`.
    package var constants: [Constant] = []
    /// `constantsEnum:` — the name of the enum that holds the state's constants, when not
    /// `Constant` (the reference's `PublicConstant`).
    package var constantsEnum: String? = nil
    /// Where `constantsEnum:` is written.
    package var constantsEnumLocation: SourceLocation? = nil
    /// `memberwiseInit: explicit` — the spec's structs (input, output, types, subview states)
    /// write their memberwise initializer out, as `access: public` needs them to.
    package var explicitMemberwiseInit = false
    /// `router: { properties: … }` — stored properties of the router (`let screenName =
    /// "productCard"`), each a value with its type or one Swift infers.
    package var routerProperties: [Constant] = []
    /// `preview:` — the input previews and generated tests start from, where a field's type has
    /// no natural value (or the spec wants another): `image: UIImage()`, each a value without a
    /// type, as a preset's are.
    package var previewInput: [Constant] = []
    /// `previews:` — named states the view is previewed in (`cartIsEmpty: { cartCount: "0" }`).
    package var previews: [PreviewPreset] = []

    package init(
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
    /// The input fields no state field starts from (`input:`): dropped with the state, or kept
    /// beside it where the architecture keeps them.
    package var unreadInput: [Field] {
        let read = Set(state.compactMap(\.inputField))
        return input.filter { !read.contains($0.name) }
    }
}

extension FeatureSpec {
    /// A state the view is previewed in: a name and the fields it sets, each a Swift
    /// expression; the fields it leaves start as the screen does.
    package struct PreviewPreset: Sendable, Equatable {
        package var name: String
        package var values: [Constant]
        package var location: SourceLocation
    }

    /// A static value: `static let minOffset: CGFloat = 146.0`, its type inferred when not given.
    package struct Constant: Sendable, Equatable {
        package var name: String
        package var type: String?
        package var value: String
        package var location: SourceLocation
    }

    /// A named, typed value: an input field, a struct field.
    package struct Field: Sendable, Equatable {
        package var name: String
        package var type: String
        package var location: SourceLocation
        /// An input field's `default:`: the Swift expression its parameter defaults to
        /// (`init(focus: Field? = .title, …)`), so an opener may leave it out.
        package var defaultValue: String? = nil
        /// An option field's `label:`: the argument label that passes it, when not its name
        /// (the VSURF demo's unit keeps `localItems`, passed as `init(items:)`).
        package var label: String? = nil

        package init(name: String, type: String, location: SourceLocation, defaultValue: String? = nil) {
            self.name = name
            self.type = type
            self.location = location
            self.defaultValue = defaultValue
        }
    }

    /// One value of an enum case or a function: `index: Int`, or unlabelled `CGFloat`.
    package struct Parameter: Sendable, Equatable {
        package var label: String?
        package var type: String

        package init(label: String?, type: String) {
            self.label = label
            self.type = type
        }
    }

    /// An `output:` closure: `didChangeLike: (productId: UUID, isLiked: Bool)`.
    package struct OutputCallback: Sendable, Equatable {
        package var name: String
        package var parameters: [Parameter]
        package var location: SourceLocation
    }

    package struct StateField: Sendable, Equatable {
        package var name: String
        /// `was:` — the name the field had, so the user's code follows the rename.
        package var previousName: String? = nil
        /// `derived: "expression"` — a computed property of the state, not a stored field.
        package var derivedExpression: String? = nil
        package var type: String
        /// The Swift expression the field starts with; nil only when `inputField` supplies it
        /// and the type is optional.
        package var initial: String?
        /// `input: article` — the field starts as `input?.article`.
        package var inputField: String?
        package var location: SourceLocation
        /// `let: true` — set once, when the state is made (`let id: UUID`), where the
        /// architecture declares it so.
        package var isLet = false
        /// `forEach: Todo` — the field holds a collection of that feature's states, each run
        /// by its feature (TCA's `IdentifiedArrayOf<Todo.State>` with `.forEach`).
        package var forEach: String? = nil
        /// `shared:` — the field is shared state (TCA's `@Shared`): passed in by the opener
        /// (`shared: true`, read from an input of type `Shared<Type>`), or persisted under a key.
        package var shared: SharedStorage? = nil
        /// Where `shared:` is written.
        package var sharedLocation: SourceLocation? = nil
        /// `shared: { …, key: syncUps }`: the name of the `SharedKey` the field reads
        /// (`@Shared(.syncUps)`); with a storage, the feature declares the key.
        package var sharedKey: String? = nil
        /// Where `key:` of `shared:` is written.
        package var sharedKeyLocation: SourceLocation? = nil
        /// `focusState: true` — the field is the view's focus (`@FocusState`), kept in step with
        /// the state (TCA's `.bind($store.focus, to: $focus)`).
        package var isFocusState = false
        /// Where `focusState:` is written.
        package var focusStateLocation: SourceLocation? = nil
        /// `binding: true` — the view writes the field through a binding (`$store.filter`, TCA's
        /// `BindableAction`).
        package var isBinding = false
    }

    /// Where a `shared:` field's value lives.
    package enum SharedStorage: Sendable, Equatable {
        /// `shared: true`: a reference the opener passes in (`@Shared var syncUp: SyncUp`).
        case reference
        /// `shared: { appStorage: key }`: user defaults, under the key.
        case appStorage(String)
        /// `shared: { fileStorage: name.json }`: a file of that name in the documents directory.
        case fileStorage(String)
        /// `shared: { inMemory: key }`: memory shared by every feature that names the key.
        case inMemory(String)
        /// `shared: { key: syncUps }`: kept where the key says, which another spec (or the
        /// user's code) declares.
        case named

        package static let kinds = ["appStorage", "fileStorage", "inMemory"]
    }

    /// A type nested in the state (`ProductCard.ViewState.Position`).
    package struct NestedType: Sendable, Equatable {
        package enum Shape: Sendable, Equatable {
            case enumeration([Action])
            case structure([Field])
        }

        package var name: String
        package var shape: Shape
        package var conformances: [String]
        package var location: SourceLocation
        /// `topLevel: true`: declared at the module's top level (`enum Filter`), not nested in
        /// the feature's state; its name is then the module's.
        package var isTopLevel = false
        /// Where `topLevel:` is written.
        package var topLevelLocation: SourceLocation? = nil
        /// `rawValue: String`: an enum's raw type, first in its conformance list.
        package var rawType: String? = nil
        /// The raw values the cases give (`all: All`), by case name, as written in the spec.
        package var rawValues: [String: String] = [:]
        /// Where `rawValue:` is written.
        package var rawTypeLocation: SourceLocation? = nil
        /// A struct's computed members: fields with `derived:` (`isEmpty: { type: Bool,
        /// derived: "count == 0" }`), not stored and not in its memberwise init.
        package var derived: [DerivedField] = []
    }

    /// A computed member of a spec's struct: its name, type and the expression it returns.
    package struct DerivedField: Sendable, Equatable {
        package var name: String
        package var type: String
        package var expression: String
        package var location: SourceLocation
    }

    /// An action case (also used for enum cases of nested types): `select(index: Int, animated: Bool)`.
    package struct Action: Sendable, Equatable {
        package var name: String
        package var parameters: [Parameter]
        package var location: SourceLocation
        /// `was:` — the name the action had.
        package var previousName: String? = nil
        /// `handler:` — the method that handles the action, when not the action's name:
        /// `saveSlidingStep`, or with argument labels, `updatePosition(for:)`.
        package var handler: Handler? = nil
        /// Where `handler:` is written.
        package var handlerLocation: SourceLocation? = nil
        /// `cancellable: timer` (or `true`, for the action's name): the action's effect runs
        /// long and can be cancelled by that id (TCA's `.cancellable(id: CancelID.timer)`).
        package var cancellableID: String? = nil
        /// `cancellable: { id: search, cancelInFlight: true }`: running the effect again cancels
        /// the one of that id still in flight (`.cancellable(id:cancelInFlight: true)`).
        package var cancelsInFlight = false
        /// `cancels: timer`: the action cancels the effect of that id (`.cancel(id:)`).
        package var cancelsID: String? = nil
        /// Where `cancellable:` and `cancels:` are written.
        package var cancellableLocation: SourceLocation? = nil
        package var cancelsLocation: SourceLocation? = nil
        /// `effect:` — the endpoint the action calls and where its result goes.
        package var effect: Effect? = nil
        /// `opens: edit` — the route the action opens, when it is not the one of its own name.
        package var opens: String? = nil
        package var opensLocation: SourceLocation? = nil
        /// Added for an alert button's `action:` that the spec does not declare as an action
        /// (where the architecture sends a button's action as an action of the feature).
        package var isAlertButtonAction = false
    }

    /// A method's name and, when given, its argument labels (`_` for none), one per value.
    package struct Handler: Sendable, Equatable {
        package var name: String
        package var labels: [String]?

        /// `name(label:_:)` as Swift writes a method's full name.
        package var fullName: String {
            labels.map { "\(name)(\($0.map { $0 + ":" }.joined()))" } ?? name
        }
    }

    package struct Subview: Sendable, Equatable {
        package var name: String
        /// The parent action case that carries this subview's actions (`onNavigationHeaderAction`).
        package var caseName: String
        /// Passed as `@Binding`; its writable fields flow back through the projection's setter.
        package var isBinding: Bool
        /// Gets the module's whole state and reducer (seed 000's `ProductCardList`), and has no
        /// `ViewState` or `Action` of its own.
        package var isWhole: Bool = false
        /// `inline: true` — the element is a function of the screen's view that reads the
        /// screen's state itself (the MVI article's `imageView()`), with no type of its own; an
        /// architecture that does not honour the key writes it as a subview without state.
        package var isInline: Bool = false
        /// `property:` — the parent view's property that shows the subview, when not its name
        /// with a lowercase first letter (the state's projection keeps that name).
        package var property: String? = nil
        /// `constants:` — static values of the subview, read as `Constant.name` in its body.
        package var constants: [Constant] = []
        /// `constantsEnum:` — the name of the enum that holds the subview's constants, when not
        /// `Constant`.
        package var constantsEnum: String? = nil
        /// Where `constantsEnum:` is written.
        package var constantsEnumLocation: SourceLocation? = nil
        /// `viewState: false` — the subview takes its fields as values of its own (`let position:
        /// Position`) rather than one `ViewState`, as many hand-written components do.
        package var hasViewState = true
        /// Where `viewState:` is written.
        package var viewStateLocation: SourceLocation? = nil
        package var fields: [SubviewField]
        package var actions: [Action]
        package var location: SourceLocation
        /// `was:` — the name the subview had; its file moves with it.
        package var previousName: String? = nil
        /// The parent's case for this subview's actions as featuregen last wrote it, when the
        /// spec's `case:` has changed since (found in the base records, not written in a spec).
        package var previousCaseName: String? = nil
    }

    package struct SubviewField: Sendable, Equatable {
        package enum Source: Sendable, Equatable {
            /// Projected from the parent state field of that name.
            case parentField(String)
            /// A Swift expression evaluated in the state (`PublicConstant.initialOffset`).
            case expression(String)
        }

        package var name: String
        package var type: String
        package var source: Source
        package var isWritable: Bool
        package var location: SourceLocation
    }

    package struct Route: Sendable, Equatable {
        package enum Presentation: String, Sendable, CaseIterable {
            case push
            case present
        }

        package enum Kind: Sendable, Equatable {
            /// Pops the module, or dismisses it when it was presented.
            case dismiss
            /// Builds another featuregen module and shows it.
            case module(String, Presentation)
            /// A `UIAlertController` with the route's `title` and `message`.
            case alert
            /// A method whose body the user writes.
            case custom
        }

        package var name: String
        package var kind: Kind
        package var parameters: [Parameter]
        package var location: SourceLocation
        /// `was:` — the name the route had.
        package var previousName: String? = nil
        /// `external: true` — the module is written by hand, not by a spec of this project.
        package var isExternal = false
        /// `output:` — the opened feature's outputs this feature handles, each by a handler of
        /// its own (`cartDidBuy` for Cart's `didBuy`).
        package var handledOutputs: [HandledOutput] = []
        /// `alert: { title:, message:, buttons: }` — what an alert route shows, written in the
        /// spec rather than passed by the caller; nil when the route gives none.
        package var alert: Alert? = nil
    }

    /// The text and buttons of an alert route (`alert:`).
    package struct Alert: Sendable, Equatable {
        /// The title, as the user reads it; nil when the route's input passes `title`.
        package var title: String?
        /// The message, as the user reads it; nil when the route's input passes one or none.
        package var message: String?
        /// The buttons, in order; empty for one OK button.
        package var buttons: [AlertButton]
        package var location: SourceLocation
        /// `style: confirmationDialog`: an action sheet rather than an alert.
        package var isConfirmationDialog = false
        /// Where `style:` is written.
        package var styleLocation: SourceLocation? = nil
    }

    /// One button of an alert: `{ title: Delete, role: destructive, action: confirmDeletion }`.
    package struct AlertButton: Sendable, Equatable {
        package enum Role: String, Sendable, CaseIterable {
            case destructive
            case cancel
        }

        package var title: String
        package var role: Role?
        /// What the button sends to the feature (TCA's alert action); nil for a button that
        /// only dismisses the alert.
        package var action: String?
        package var location: SourceLocation
    }

    /// One output of the feature a route opens, and what the opener calls its handler.
    package struct HandledOutput: Sendable, Equatable {
        /// The opened feature's output: `didBuy`.
        package var output: String
        /// The opener's handler: `cartDidBuy`, or the name the spec gives.
        package var handler: String
        package var location: SourceLocation

        package init(output: String, handler: String, location: SourceLocation) {
            self.output = output
            self.handler = handler
            self.location = location
        }
    }
}

extension FeatureSpec {
    /// A service the feature uses (`dependencies:`): injected in each architecture's own way.
    package struct Dependency: Sendable, Equatable {
        /// The property the feature reads it through: `catalog`.
        package var name: String
        /// `CatalogClient`.
        package var type: String
        /// Declared by this spec (its client is generated with the feature) when not empty;
        /// otherwise the type is written by hand or declared by another spec.
        package var endpoints: [Endpoint]
        package var location: SourceLocation
    }

    /// A dependency named by a key path of the runtime's dependency values: `now: \.date.now`.
    package struct KeyPathDependency: Sendable, Equatable {
        /// The property: `now`.
        package var name: String
        /// `\.date.now`, as written.
        package var keyPath: String
        package var location: SourceLocation
    }

    /// One operation of a generated client: `fetchItems: "(page: Int) async throws -> [Item]"`.
    package struct Endpoint: Sendable, Equatable {
        package var name: String
        package var parameters: [Parameter]
        package var isAsync: Bool
        package var isThrowing: Bool
        /// Nil for `Void`.
        package var returnType: String?
        /// What previews and stubs return (`preview:`); nil for the type's natural value.
        package var preview: String?
        package var location: SourceLocation
    }
}
