/// The names each render context answers (`RenderContext+*.swift`), so a template that names
/// something the context does not have (`{{featur}}`) is an error when the template set is
/// loaded — Mustache itself would render it as empty text. A test keeps this in step with the
/// context types.
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

    static let types: [String: [String: Value]] = [
        "FeatureContext": [
            "feature": .scalar, "featureVariable": .scalar, "access": .scalar, "isPublic": .scalar, "combine": .scalar,
            "observable": .scalar,
            "imports": .strings, "input": .context("FieldContext"), "output": .context("OutputContext"),
            "state": .context("StateFieldContext"), "derived": .context("DerivedFieldContext"), "hasDerived": .scalar,
            "types": .context("TypeContext"), "topLevelTypes": .context("TypeContext"), "hasTopLevelTypes": .scalar,
            "actions": .context("ActionContext"),
            "subviews": .context("SubviewContext"), "subviewHandlers": .context("SubviewContext"),
            "projectedSubviews": .context("SubviewContext"), "navigatingActions": .context("ActionContext"),
            "constants": .strings, "hasConstants": .scalar, "constantsEnum": .scalar, "routerProperties": .strings,
            "hasRouterProperties": .scalar,
            "explicitInits": .scalar,
            "componentSubviews": .context("SubviewContext"), "actionSubviews": .context("SubviewContext"),
            "valueSubviews": .context("SubviewContext"), "bindingValueSubviews": .context("SubviewContext"),
            "forEachFields": .context("StateFieldContext"), "hasForEachFields": .scalar, "hasIdField": .scalar,
            "sharedKeyFields": .context("StateFieldContext"),
            "routes": .context("RouteContext"), "moduleRoutes": .context("RouteContext"),
            "moduleRoutesTo": .context("RoutesByArchitecture"), "moduleRoutesNotTo": .context("RoutesByArchitecture"),
            "declaredRoutesNotTo": .context("RoutesByArchitecture"), "externalModuleRoutes": .context("RouteContext"),
            "pushRoutesTo": .context("RoutesByArchitecture"), "presentRoutesTo": .context("RoutesByArchitecture"),
            "alertRoutes": .context("RouteContext"), "alertActions": .strings, "hasAlertActions": .scalar, "routesSendActions": .scalar,
            "buttonAlertRoutes": .context("RouteContext"), "hasButtonAlertRoutes": .scalar,
            "alertStyles": .context("AlertStyleContext"),
            "routeOutputs": .context("RouteOutputContext"), "hasRouteOutputs": .scalar,
            "hasModuleRoutes": .scalar, "hasAlertRoutes": .scalar, "hasDismissRoute": .scalar, "hasPresentedRoutes": .scalar,
            "hasPresentRoutes": .scalar,
            "appearAction": .scalar, "appearHandler": .scalar, "hasImports": .scalar, "hasInput": .scalar, "isStateInitMemberwise": .scalar,
            "hasOutput": .scalar, "hasSubviews": .scalar, "hasTypes": .scalar, "hasRoutes": .scalar, "hasOutputOrRoutes": .scalar,
            "hasActionHandlers": .scalar, "hasSubviewHandlers": .scalar, "hasActionCases": .scalar,
            "subview": .context("SubviewContext"), "route": .context("RouteContext"), "options": .context("OptionsContext"),
            "settings": .context("SettingsContext"),
            "dependencies": .context("DependencyContext"), "declaredDependencies": .context("DependencyContext"),
            "hasDependencies": .scalar, "dependency": .context("DependencyContext"),
            "isBindable": .scalar, "focusFields": .context("StateFieldContext"), "hasFocusFields": .scalar,
            "keyPathDependencies": .context("KeyPathDependencyContext"), "hasKeyPathDependencies": .scalar,
            "cancelIDs": .strings, "cancelIDList": .scalar, "hasCancelIDs": .scalar, "effectTasks": .strings, "hasEffects": .scalar,
            "effectFields": .context("EffectFieldContext"), "effectActions": .context("ActionContext"),
            "sentActionsWithoutEffects": .context("ActionContext"),
            "firstBody": .context("FirstBodyContext"),
            "sentActions": .context("ActionContext"), "responseActions": .context("ActionContext"), "hasResponseActions": .scalar,
            "internalActions": .context("ActionContext"), "hasInternalActions": .scalar,
            "passedDependencies": .context("DependencyContext"), "hasPassedDependencies": .scalar, "hasPreviewClients": .scalar,
            "testing": .context("TestingContext"), "previewInput": .scalar, "previewArguments": .scalar, "previewEntryArguments": .scalar,
            "dependencyParameters": .scalar, "dependencyArguments": .scalar, "inputParameters": .scalar,
            "inputFieldArguments": .scalar, "inputValueArguments": .scalar,
            "hasScreenPreview": .scalar, "previews": .scalar, "hasPreviewInput": .scalar,
            "keptInput": .context("FieldContext"), "hasKeptInput": .scalar,
            "stateCases": .context("ActionContext"), "hasStateCases": .scalar, "initialStateCase": .scalar,
            "stateArguments": .scalar,
            "previewPresets": .context("PreviewPresetContext"), "hasPreviewPresets": .scalar,
            "snapshotPresets": .context("PreviewPresetContext"), "hasSnapshotPresets": .scalar,
            "flow": .scalar, "inFlow": .scalar, "flowOutputOwner": .scalar,
        ],
        "FlowContext": [
            "flow": .scalar, "flowVariable": .scalar, "access": .scalar, "isPublic": .scalar, "imports": .strings,
            "screens": .context("FeatureContext"), "root": .context("FeatureContext"), "pushedScreens": .context("FeatureContext"),
            "features": .context("FlowFeatureContext"), "hasOtherFeatures": .scalar, "dependencies": .context("DependencyContext"),
            "hasDependencies": .scalar,
            "presentedRoutes": .context("RouteContext"), "hasPresentedRoutes": .scalar, "settings": .context("SettingsContext"),
        ],
        "FlowFeatureContext": ["name": .scalar, "variable": .scalar, "specOptions": .context("OptionsContext"), "isScreen": .scalar],
        "PreviewPresetContext": [
            "name": .scalar, "rawName": .scalar, "arguments": .scalar, "inputArguments": .scalar, "assignments": .strings,
            "hasAssignments": .scalar,
        ],
        "DependencyContext": [
            "name": .scalar, "label": .scalar, "type": .scalar, "parameter": .scalar, "isDeclared": .scalar, "hasPreview": .scalar,
            "endpoints": .context("EndpointContext"),
            "upperName": .scalar, "isProtocol": .scalar, "protocolKey": .scalar, "dependencyKey": .scalar,
        ],
        "EndpointContext": [
            "name": .scalar, "label": .scalar, "closureType": .scalar, "signature": .scalar, "parameters": .scalar,
            "closureParameters": .scalar,
            "hasParameters": .scalar, "call": .scalar, "closureCall": .scalar, "effects": .scalar, "callPrefix": .scalar,
            "isAsync": .scalar, "isThrowing": .scalar, "returnType": .scalar, "hasReturn": .scalar, "previewValue": .scalar,
        ],
        "FieldContext": [
            "name": .scalar, "type": .scalar, "parameter": .scalar, "previewValue": .scalar, "defaultClause": .scalar,
            "hasDefault": .scalar, "label": .scalar, "labelName": .scalar,
        ],
        "TestingContext": [
            "swiftTesting": .scalar, "xctest": .scalar, "fail": .scalar, "unwritten": .scalar, "disablesUnwritten": .scalar,
            "testedModule": .scalar, "hasTestedModule": .scalar,
        ],
        "OutputContext": [
            "name": .scalar, "label": .scalar, "type": .scalar, "parameter": .scalar, "caseDeclaration": .scalar, "signature": .scalar,
            "closureParameters": .scalar, "hasParameters": .scalar, "recordedCall": .scalar,
        ],
        "StateFieldContext": [
            "name": .scalar, "label": .scalar, "type": .scalar, "outsideType": .scalar, "initialValue": .scalar, "fromInput": .scalar,
            "initial": .scalar,
            "keyword": .scalar, "isLet": .scalar, "forEach": .scalar, "inputDefaultClause": .scalar,
            "sharedAttribute": .scalar, "isShared": .scalar, "isSharedReference": .scalar, "isPersistedShared": .scalar,
            "isKeyedShared": .scalar, "sharedKey": .scalar, "declaresSharedKey": .scalar, "isAppStorage": .scalar,
            "isFileStorage": .scalar, "isInMemory": .scalar, "sharedStorageKey": .scalar,
            "isFocusState": .scalar, "isBinding": .scalar, "memberBesideState": .scalar,
        ],
        "KeyPathDependencyContext": ["name": .scalar, "label": .scalar, "keyPath": .scalar],
        "DerivedFieldContext": ["name": .scalar, "type": .scalar, "outsideType": .scalar, "expression": .scalar],
        "TypeContext": [
            "name": .scalar, "isEnum": .scalar, "keyword": .scalar, "conformances": .scalar, "conformanceClause": .scalar,
            "cases": .strings,
            "fields": .context("FieldContext"), "hasFields": .scalar, "derived": .context("DerivedFieldContext"), "hasDerived": .scalar,
            "isTopLevel": .scalar, "rawType": .scalar,
        ],
        "ActionContext": [
            "name": .scalar, "declaration": .scalar, "pattern": .scalar, "nestedPattern": .scalar, "handlerSignature": .scalar,
            "handlerCall": .scalar, "qualifiedHandlerCall": .scalar, "boundCase": .scalar,
            "body": .strings, "route": .context("RouteContext"), "sampleValue": .scalar, "sampleCall": .scalar,
            "sampleRouteArguments": .scalar,
            "hasSampleValue": .scalar, "sampleWanted": .scalar, "upperName": .scalar, "isCancellable": .scalar, "cancellableID": .scalar,
            "cancelsInFlight": .scalar,
            "isCancelling": .scalar, "cancelledID": .scalar, "effect": .context("EffectContext"), "response": .context("ResponseContext"),
        ],
        "EffectContext": [
            "pattern": .scalar, "client": .scalar, "call": .scalar, "stateReads": .context("StateReadContext"), "hasStateReads": .scalar,
            "captures": .scalar, "callPrefix": .scalar, "isThrowing": .scalar, "hasResult": .scalar, "response": .scalar,
            "hasResponse": .scalar, "responseHandler": .scalar, "responseLabel": .scalar, "startStatements": .strings, "task": .scalar,
            "endpointName": .scalar, "testClosure": .scalar, "hasTestValue": .scalar, "testSendStatements": .strings,
            "testReceiveStatements": .strings,
            "startState": .scalar, "endpoint": .context("EndpointContext"), "command": .scalar, "commandCall": .scalar,
            "responseType": .scalar, "startAssignments": .context("AssignmentContext"),
            "commandCallOnState": .scalar, "arguments": .scalar,
        ],
        "AssignmentContext": ["field": .scalar, "value": .scalar, "output": .scalar],
        "EffectFieldContext": [
            "name": .scalar, "output": .scalar, "type": .scalar, "initial": .scalar, "hasInitial": .scalar, "stateArguments": .scalar,
        ],
        "StateReadContext": ["name": .scalar, "field": .scalar],
        "FirstBodyContext": [
            "rows": .context("BodyRowContext"), "loading": .scalar, "hasLoading": .scalar, "failure": .scalar, "hasFailure": .scalar,
            "buttons": .context("BodyButtonContext"), "isEmpty": .scalar, "hasOwnViews": .scalar,
        ],
        "BodyRowContext": [
            "field": .scalar, "isText": .scalar, "isValue": .scalar, "isList": .scalar, "label": .scalar, "listID": .scalar,
            "itemText": .scalar,
        ],
        "BodyButtonContext": ["title": .scalar, "name": .scalar, "handlerCall": .scalar, "opensRoute": .scalar],
        "ResponseContext": [
            "isResult": .scalar, "successPattern": .scalar, "failurePattern": .scalar, "successValuePattern": .scalar,
            "failureValuePattern": .scalar, "binding": .scalar, "parameter": .scalar, "successStatements": .strings,
            "failureStatements": .strings,
            "hasSuccessStatements": .scalar, "hasFailureStatements": .scalar, "failure": .scalar, "hasFailure": .scalar,
            "successState": .scalar, "failureState": .scalar, "successAssignments": .context("AssignmentContext"),
            "failureAssignments": .context("AssignmentContext"),
        ],
        "SubviewContext": [
            "name": .scalar, "property": .scalar, "viewProperty": .scalar, "caseName": .scalar, "handler": .scalar, "isBinding": .scalar,
            "hasState": .scalar, "hasActions": .scalar, "isStatic": .scalar, "hasViewState": .scalar, "constants": .strings,
            "hasConstants": .scalar, "constantsEnum": .scalar, "isWhole": .scalar, "isInline": .scalar,
            "fields": .context("SubviewFieldContext"), "writeBacks": .strings, "hasWriteBacks": .scalar,
            "actions": .context("ActionContext"), "stateArgument": .scalar, "subviewName": .scalar, "previewState": .scalar,
            "hasPreviewState": .scalar, "hasPreview": .scalar,
        ],
        "SubviewFieldContext": [
            "name": .scalar, "type": .scalar, "keyword": .scalar, "argument": .scalar, "initialArgument": .scalar,
            "parameter": .scalar, "source": .scalar, "label": .scalar, "separator": .scalar, "argumentSeparator": .scalar,
            "stateSource": .scalar, "valueType": .scalar,
            "previewArgument": .scalar, "isWritable": .scalar, "previewValue": .scalar,
        ],
        "AlertStyleContext": [
            "property": .scalar, "typeName": .scalar, "stateType": .scalar, "noun": .scalar, "singular": .scalar, "heading": .scalar,
            "builderArguments": .scalar, "modifierArguments": .scalar, "routes": .context("RouteContext"),
            "actions": .strings, "hasActions": .scalar, "hasButtons": .scalar, "isConfirmationDialog": .scalar,
        ],
        "RouteContext": [
            "name": .scalar, "upperName": .scalar, "signature": .scalar, "arguments": .scalar, "hasArguments": .scalar,
            "caseDeclaration": .scalar,
            "caseValue": .scalar,
            "casePattern": .scalar,
            "isDismiss": .scalar, "isModule": .scalar,
            "isAlert": .scalar, "isCustom": .scalar, "module": .scalar, "isPush": .scalar, "isPresent": .scalar,
            "alertTitle": .scalar, "alertMessage": .scalar, "hasAlertMessage": .scalar, "alertButtons": .context("AlertButtonContext"),
            "alertCase": .scalar, "alertProperty": .scalar, "isConfirmationDialog": .scalar, "alertControllerStyle": .scalar,
            "alertVisibility": .scalar,
            "hasAlertButtons": .scalar, "moduleIs": .context("ArchitectureFlags"), "isDeclaredModule": .scalar,
            "outputs": .context("RouteOutputContext"), "hasOutputs": .scalar, "moduleOutputs": .context("ModuleOutputContext"),
            "moduleDependencies": .context("DependencyContext"), "hasModuleDependencies": .scalar, "dependencyArguments": .scalar,
            "moduleVariable": .scalar, "moduleOptions": .context("OptionsContext"), "moduleDismisses": .scalar,
            "inFlow": .scalar, "selection": .scalar, "selectionType": .scalar,
        ],
        "AlertButtonContext": [
            "title": .scalar, "role": .scalar, "hasRole": .scalar, "action": .scalar, "hasAction": .scalar,
            "buttonStateArguments": .scalar, "hasButtonStateArguments": .scalar, "buttonArguments": .scalar, "actionStyle": .scalar,
            "handlerCall": .scalar,
        ],
        "FeatureReferenceContext": ["name": .scalar, "variable": .scalar, "specOptions": .context("OptionsContext")],
        "ModuleOutputContext": [
            "name": .scalar, "label": .scalar, "handled": .context("RouteOutputContext"), "isHandled": .scalar, "ignoringClosure": .scalar,
            "signature": .scalar,
        ],
        "RouteOutputContext": [
            "output": .scalar, "outputPattern": .scalar, "outputSignature": .scalar, "handler": .context("ActionContext"),
            "closureParameters": .scalar, "closureHead": .scalar, "hasParameters": .scalar, "route": .scalar, "module": .scalar,
        ],
        "ProjectContext": [
            "access": .scalar, "isPublic": .scalar, "combine": .scalar, "observable": .scalar, "feature": .scalar, "schemaPath": .scalar,
            "architecture": .scalar, "testing": .context("TestingContext"), "settings": .context("SettingsContext"),
        ],
    ]
}
