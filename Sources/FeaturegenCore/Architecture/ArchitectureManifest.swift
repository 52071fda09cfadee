/// What one architecture renders, read from `Templates/<name>/architecture.yaml`: the files
/// it writes once per project, per feature, per subview and per route, with their path
/// patterns, the starter spec of `featuregen new`, the spec keys it reads besides the core
/// ones, and which core keys it honours. An architecture is this file and its templates; no
/// Swift code knows it.
package struct ArchitectureManifest: Sendable {
    package static let fileName = "architecture.yaml"

    /// The file a template is kept in, beside the manifest: `Feature.swift.mustache`.
    package static func templateFileName(_ template: String) -> String { template + ".mustache" }

    /// How often a file is rendered.
    package enum Scope: String, Sendable, CaseIterable {
        /// Once per project, from the project context (a shared runtime).
        case project
        /// Once per feature.
        case feature
        /// Once per subview of a feature, with `subview` set in the feature's context.
        case subview
        /// Once per route of a feature, with `route` set in the feature's context.
        case route
        /// Once per client a feature declares (`dependencies:` with endpoints), with
        /// `dependency` set in the feature's context; `{{dependency}}` in a path is its type.
        case dependency
        /// Once per flow: the screens whose `flow:` option (the manifest's `flow: { option: }`)
        /// names one flow, rendered from a `FlowContext`; `{{flow}}` in a path is its name.
        case flow
    }

    /// `flow:`: the string option that gathers screens into a flow (screens that share one
    /// navigation and are assembled together), and the types each flow declares.
    package struct Flow: Sendable, Equatable {
        /// The option's name (`flow`).
        package var option: String
        /// The top-level types a flow's files declare, with `{{flow}}` for its name.
        package var declares: [String] = []
        package var location: SourceLocation?
    }

    /// How a feature of the architecture gets the services its spec's `dependencies:` names.
    package enum DependencyInjection: String, Sendable, CaseIterable {
        /// Passed to the feature's build function: whoever opens it must have them too, and
        /// passes them on (featuregen checks this across the project).
        case builder
        /// The feature reads them itself (TCA's `DependencyValues`); openers pass nothing.
        case environment
    }

    /// What an alert button's `action:` is (`alertButtons:`).
    package enum AlertButtons: String, Sendable, CaseIterable {
        /// A case of an enum the architecture declares for the alert (TCA's `enum Alert`).
        case own
        /// An action of the feature, sent as the view sends any action; one the spec does not
        /// declare is added to its actions.
        case actions
    }

    /// `outputs:`: how a feature hands its outputs to the feature that opens it, which the
    /// opener's templates and tests follow (`outputs: protocol`, or `outputs: { style: closures,
    /// reportsResults: "!options.entryFields" }`).
    package struct Outputs: Sendable, Equatable {
        /// What the opened feature's outputs are to its opener (`style:`).
        package enum Style: String, Sendable, CaseIterable {
            /// An `Output` struct of closures, one per output, which the opener builds in a
            /// property of its own (`openCartOutput`), where its tests reach it.
            case closures
            /// An `Output` protocol the opener conforms to, whose methods its tests call.
            case `protocol`
            /// One closure taking an `Output` enum, which the opener's store reduces as its
            /// feedback (`store.openCartOutput(.didBuy(itemCount: 0))`).
            case feedback
            /// Delegate actions the feature sends, which the opener's reducer receives through
            /// the opened feature's state (`.delegate(.didBuy(itemCount: 0))`).
            case delegate
            /// Nothing the opener's tests report outputs through (the default).
            case unreported = "none"
        }

        package var style: Style = .unreported
        /// `reportsResults:`: the opener can build the `Output` struct in a function that hands
        /// the outputs to anything taking its results (an mvi router's `openCartOutput(to:)`),
        /// and its tests assert them there. Only with `style: closures`.
        package var reportsResults = false
        /// When `reportsResults:` is a condition rather than `true`: names of the opened feature's
        /// options joined by `&&`, as a file's `when:` writes them (`"!options.entryFields"`),
        /// each of which must hold for its spec.
        package var resultsCondition: String?
        /// Where the manifest gives `reportsResults:`, for diagnostics about its condition.
        package var resultsLocation: SourceLocation?

        package init(style: Style = .unreported, reportsResults: Bool = false, resultsCondition: String? = nil) {
            self.style = style
            self.reportsResults = reportsResults
            self.resultsCondition = resultsCondition
        }
    }

    /// One file the architecture writes.
    package struct File: Sendable, Equatable {
        /// The template's file name in the architecture's folder, without `.mustache`.
        package var template: String
        /// Where the file goes, with `{{placeholders}}` (see `PathPattern`).
        package var path: PathPattern
        package var scope: Scope
        /// Where the manifest declares `path`, for diagnostics about the paths it gives.
        package var pathLocation: SourceLocation?
        /// Where it names `template`, for a template that is missing.
        package var templateLocation: SourceLocation?
        /// `when:`: the name in the feature's context that must answer true (or a non-empty
        /// list) for the file to be written (`hasRoutes`), or several joined by `&&`; nil for
        /// always. A subview's file may name its subview's (`subview.isInline`).
        package var condition: String? = nil
        /// What a condition starts with to ask a subview's context rather than the feature's.
        package static let subviewCondition = "subview."
        /// What a condition starts with to ask the spec's options (`options.unit.own`).
        package static let optionCondition = "options."

        /// The names a condition joins with `&&` (`"!inFlow && hasRoutes"`), each of which must
        /// hold, each without its `!` and whether it had one.
        package static func conditionParts(_ condition: String) -> [(name: String, negated: Bool)] {
            condition.split(separator: "&&", omittingEmptySubsequences: false).map { part in
                let part = part.trimmingBlanks
                return part.hasPrefix("!") ? (String(part.dropFirst()), true) : (String(part), false)
            }
        }
        /// Whether a condition as `when:` writes one holds, each of its names answered by
        /// `value`: true or a non-empty list (`!name`: false, nothing or an empty list); names
        /// joined by `&&` must all hold.
        package static func conditionHolds(_ condition: String, answering value: (String) -> TemplateValue?) -> Bool {
            conditionParts(condition).allSatisfy { name, negated in
                let answer: Bool
                switch value(name) {
                case nil, .flag(false): answer = false
                case .list(let elements): answer = !elements.isEmpty
                default: answer = true
                }
                return answer != negated
            }
        }

        /// `retire: true`: when `when:` stops holding for a feature, the file written before is
        /// removed if it holds no user code (kept and reported if it does), rather than left as
        /// an orphan for `--prune`.
        package var retires = false
    }

    package var name: String
    /// One line for `featuregen init --help`, the config schema and the documentation.
    package var summary: String
    package var files: [File]
    /// The template of the starter spec `featuregen new` writes.
    package var starterSpec: String
    /// Where `starter:` names it; nil for the default.
    package var starterLocation: SourceLocation?
    /// Spec keys this architecture reads besides the core ones.
    package var options: [SpecOption]
    /// `settings:`: project-level values `featuregen.yml` may set in a block named after the
    /// architecture (`vsurf: { services: VSURFStateFacade }`); templates see them under
    /// `settings` (`{{settings.services}}`), each its default where the project sets none.
    package var settings: [SpecOption] = []

    /// Each setting's default, by name: what templates see where a project sets none.
    package var defaultSettings: [String: SpecOptionValue] {
        Dictionary(uniqueKeysWithValues: settings.map { ($0.name, $0.defaultValue) })
    }
    /// Which core spec keys and `featuregen.yml` settings the templates honour (`honours:`,
    /// `ignores:`).
    package var keys: HonouredKeys = .all
    /// `declares:`: the types each feature's files declare at the top level, with
    /// `{{feature}}` for its name (`{{feature}}View`); what the names of other features and of
    /// subviews must not collide with. A manifest without it declares mvvm's.
    package var featureTypes = defaultFeatureTypes

    package static let defaultFeatureTypes = [
        "{{feature}}", "{{feature}}Input", "{{feature}}Output", "{{feature}}State", "{{feature}}ViewModel", "{{feature}}View",
        "{{feature}}Router",
    ]
    /// `flow:`; nil when the architecture has no flows.
    package var flow: Flow?
    /// The top-level types its runtime declares, read from its project-scope templates.
    package var runtimeTypes: [String] = []
    /// `libraryMembers:`: members the libraries the code imports already declare on types
    /// the templates extend (`DependencyValues: [dismiss, uuid]`), by type; a generated member
    /// of one of these names would declare it again.
    package var libraryMembers: [String: [String]] = [:]
    /// `state:`: how the templates build the state, for the checks of specs.
    package var stateRules = StateRules.mvvm
    /// `dependencyInjection:`, `builder` unless the manifest says otherwise.
    package var dependencyInjection: DependencyInjection = .builder
    /// `alertButtons:`, `own` unless the manifest says otherwise.
    package var alertButtons: AlertButtons = .own
    /// `outputs:`; nil where the manifest does not say. A project's copy of a built-in manifest
    /// made before the key existed follows the built-in one; any other hands none of its
    /// outputs to its openers' tests.
    package var outputs: Outputs?
    /// `buildSetting:`: the boolean setting without which a feature has no `build(…)`, the
    /// entry features of other architectures open it through (tca's `uikit`); nil when every
    /// feature has one.
    package var buildSetting: String?
    package var buildSettingLocation: SourceLocation?

    /// The setting that leaves out `build(…)`, when `settings`' values turn it off: features of
    /// other architectures cannot open this one's.
    package func buildSettingTurnedOff(in settings: [String: SpecOptionValue]) -> String? {
        guard let buildSetting, settings[buildSetting] == .boolean(false) else { return nil }
        return buildSetting
    }
    /// Where the manifest was read from, for diagnostics.
    package var path: String

    /// Every template the manifest names, each once, in a stable order.
    package var templateNames: [String] {
        (files.map(\.template) + [starterSpec] + partials).uniqued()
    }

    /// `partials:`: templates that render no file of their own, only where another includes
    /// them (`{{>SubviewBody.swift}}`).
    package var partials: [String] = []
    /// Where `partials:` names each one, for diagnostics.
    package var partialLocations: [String: SourceLocation] = [:]
    /// `lists:`: partials (listed in `partials` too) whose output is one Swift list: each line
    /// that is not blank is an item, and the items are joined on the line of the tag
    /// (`init({{>Parameters.swift}})`), after `prefix` when there is any.
    package var lists: [String: ListPartial] = [:]

    /// How a list partial's lines become one list (the Mustache engine's own type).
    package typealias ListPartial = MustacheListPartial

    /// Where the manifest names the template `name`, for a diagnostic about it.
    package func location(ofTemplate name: String) -> SourceLocation {
        files.first { $0.template == name }?.templateLocation ?? (name == starterSpec ? starterLocation : partialLocations[name])
            ?? SourceLocation(file: path, line: 1, column: 1)
    }

    package func files(_ scope: Scope) -> [File] {
        files.filter { $0.scope == scope }
    }
}
