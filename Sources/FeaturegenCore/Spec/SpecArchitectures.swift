/// What the spec decoder needs to know of the architectures: which one a spec without
/// `architecture:` uses, the extra keys each one reads, and which core keys each honours.
package struct SpecArchitectures: Sendable {
    package var defaultName: String
    package var options: ByArchitecture<[SpecOption]>
    /// By architecture; one missing here honours every key.
    package var keys: ByArchitecture<HonouredKeys>
    /// By architecture; one missing here injects through the builder.
    package var injection: ByArchitecture<ArchitectureManifest.DependencyInjection>
    /// By architecture: the manifest's `declares:`, the types each feature declares.
    package var featureTypes: ByArchitecture<[String]> = [:]
    /// By architecture: the manifest's `state:`; one missing here builds mvvm's.
    package var stateRules: ByArchitecture<StateRules> = [:]
    /// By architecture: the top-level types its runtime declares.
    package var runtimeTypes: ByArchitecture<[String]> = [:]
    /// By architecture: the manifest's `flow:`; one missing here has no flows.
    package var flows: ByArchitecture<ArchitectureManifest.Flow> = [:]
    /// By architecture: the boolean keys of its object options that say whether a file is written.
    package var switches: ByArchitecture<[OptionSwitch]> = [:]
    /// By architecture: the manifest's `alertButtons:`; one missing here declares its own.
    package var alertButtons: ByArchitecture<ArchitectureManifest.AlertButtons> = [:]
    /// By architecture: the manifest's `outputs:`; one missing here hands its openers' tests none.
    package var outputs: ByArchitecture<ArchitectureManifest.Outputs> = [:]
    /// By architecture: the manifest's `buildSetting:`, where the project turns it off, so
    /// features of others cannot open its features; one missing here can be opened.
    package var buildSettingTurnedOff: ByArchitecture<String> = [:]

    package init(
        defaultName: String, options: [String: [SpecOption]], keys: [String: HonouredKeys] = [:],
        injection: [String: ArchitectureManifest.DependencyInjection] = [:], featureTypes: [String: [String]] = [:],
        stateRules: [String: StateRules] = [:], runtimeTypes: [String: [String]] = [:],
        flows: [String: ArchitectureManifest.Flow] = [:]
    ) {
        self.flows = ByArchitecture(flows)
        self.runtimeTypes = ByArchitecture(runtimeTypes)
        self.featureTypes = ByArchitecture(featureTypes)
        self.stateRules = ByArchitecture(stateRules)
        self.defaultName = defaultName
        self.options = ByArchitecture(options)
        self.keys = ByArchitecture(keys)
        self.injection = ByArchitecture(injection)
    }

    /// Each architecture's values worked out from `facts` when first asked for.
    init(defaultName: String, facts: ArchitectureFacts) {
        self.defaultName = defaultName
        options = ByArchitecture(facts) { $0.options }
        keys = ByArchitecture(facts) { $0.keys }
        injection = ByArchitecture(facts) { $0.injection }
        featureTypes = ByArchitecture(facts) { $0.featureTypes }
        stateRules = ByArchitecture(facts) { $0.stateRules }
        runtimeTypes = ByArchitecture(facts) { $0.runtimeTypes }
        flows = ByArchitecture(facts) { $0.flow }
        switches = ByArchitecture(facts) { $0.switches }
        alertButtons = ByArchitecture(facts) { $0.alertButtons }
        outputs = ByArchitecture(facts) { $0.outputs }
        buildSettingTurnedOff = ByArchitecture(facts) { $0.buildSettingTurnedOff }
    }

    /// The built-in architectures, with `default` for specs that name none.
    package static func builtIn(default name: String = ProjectConfig().architecture) -> SpecArchitectures {
        SpecArchitectures(defaultName: name, facts: ArchitectureCatalog.facts)
    }

    /// The flow `spec`'s screen belongs to: the value of its architecture's flow option.
    package func flow(of spec: FeatureSpec) -> String? {
        guard let option = flows[spec.architecture ?? defaultName]?.option, case .string(let name)? = spec.options[option], !name.isEmpty
        else {
            return nil
        }
        return name
    }

    /// Where a spec names its flow (`flow: Shop`'s value); its `feature:` if it names none.
    package func flowLocation(of spec: FeatureSpec) -> SourceLocation {
        flows[spec.architecture ?? defaultName].flatMap { spec.optionLocations[$0.option] } ?? spec.location
    }

    package var names: [String] { options.keys.sorted() }

    /// What `architecture` does with the core keys.
    package func keys(of architecture: String) -> HonouredKeys {
        keys[architecture] ?? .all
    }

    /// The top-level types `spec`'s feature declares, by its architecture's manifest.
    /// A pattern in an option's flag counts where the spec's options show it
    /// (`{{feature}}ViewIntent` under `namedAfter: view`).
    package func topLevelTypes(of spec: FeatureSpec) -> [String] {
        patterns(of: spec).filter { !TypePattern.isSubviewPattern($0) }
            .map { TypePattern.expanded($0, feature: spec.name, options: spec.options) }.filter { !$0.isEmpty }
    }

    /// The top-level types `spec`'s subviews declare, each with its subview: by the manifest's
    /// `{{subview}}` patterns, or the subview's own name where `declares:` has none; none where
    /// the spec's options nest them (`{{^options.subviewScopeFeature}}{{subview}}{{/options.subviewScopeFeature}}`),
    /// nor for an inline subview where the manifest's `honours:` names `subviews.inline` (it is a
    /// function; a manifest that does not say so may still write its type).
    package func subviewTypes(of spec: FeatureSpec) -> [(subview: FeatureSpec.Subview, type: String)] {
        var subviewPatterns = patterns(of: spec).filter(TypePattern.isSubviewPattern)
        if subviewPatterns.isEmpty { subviewPatterns = ["{{subview}}"] }
        let keys = keys(of: spec.architecture ?? defaultName)
        let inlineIsAFunction = keys.honours("subviews.inline") && keys.isListed("subviews.inline")
        return spec.subviews.filter { !($0.isInline && inlineIsAFunction) }.flatMap { subview in
            subviewPatterns.map { TypePattern.expanded($0, feature: spec.name, subview: subview.name, options: spec.options) }
                .filter { !$0.isEmpty }.map { (subview, $0) }
        }
    }

    private func patterns(of spec: FeatureSpec) -> [String] {
        featureTypes[spec.architecture ?? defaultName] ?? ArchitectureManifest.defaultFeatureTypes
    }

    /// The runtime types a spec's names must not take: its architecture's, and the project's
    /// default architecture's, whose runtime the project holds too.
    package func runtimeTypes(of spec: FeatureSpec) -> Set<String> {
        Set((runtimeTypes[spec.architecture ?? defaultName] ?? []) + (runtimeTypes[defaultName] ?? []))
    }

    /// How `spec`'s architecture builds its state.
    package func stateRules(of spec: FeatureSpec) -> StateRules {
        let architecture = spec.architecture ?? defaultName
        return (stateRules[architecture] ?? .mvvm).applied(to: spec, options: options[architecture] ?? [])
    }

    /// The setting of `spec`'s architecture that leaves out the `build(…)` features of other
    /// architectures would open it through; nil when they can.
    package func buildSettingTurnedOff(of spec: FeatureSpec) -> String? {
        buildSettingTurnedOff[spec.architecture ?? defaultName]
    }

    /// What an alert button's action is in `spec`'s architecture.
    package func alertButtons(of spec: FeatureSpec) -> ArchitectureManifest.AlertButtons {
        alertButtons[spec.architecture ?? defaultName] ?? .own
    }

    /// How a feature of `spec`'s architecture hands its outputs to the feature that opens it.
    package func outputs(of spec: FeatureSpec) -> ArchitectureManifest.Outputs {
        outputs[spec.architecture ?? defaultName] ?? .init()
    }

    /// How a feature of `spec`'s architecture gets its dependencies.
    package func injection(of spec: FeatureSpec) -> ArchitectureManifest.DependencyInjection {
        injection[spec.architecture ?? defaultName] ?? .builder
    }
}
