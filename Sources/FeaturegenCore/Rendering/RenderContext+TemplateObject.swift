// What each render context answers a template, name by name. A missing optional answers
// nil, so the lookup goes on outwards. `TemplateSchemaTests` checks that every stored value
// answers under its own name, and nothing else does.

extension FeatureContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "feature": .text(self.feature)
        case "featureVariable": .text(self.featureVariable)
        case "access": .text(self.access)
        case "isPublic": .flag(self.isPublic)
        case "combine": .flag(self.combine)
        case "observable": .flag(self.observable)
        case "imports": .texts(self.imports)
        case "input": .objects(self.input)
        case "output": .objects(self.output)
        case "state": .objects(self.state)
        case "derived": .objects(self.derived)
        case "types": .objects(self.types)
        case "topLevelTypes": .objects(self.topLevelTypes)
        case "hasTopLevelTypes": .flag(self.hasTopLevelTypes)
        case "actions": .objects(self.actions)
        case "subviews": .objects(self.subviews)
        case "subviewHandlers": .objects(self.subviewHandlers)
        case "projectedSubviews": .objects(self.projectedSubviews)
        case "navigatingActions": .objects(self.navigatingActions)
        case "constants": .texts(self.constants)
        case "hasConstants": .flag(self.hasConstants)
        case "constantsEnum": .text(self.constantsEnum)
        case "routerProperties": .texts(self.routerProperties)
        case "explicitInits": .flag(self.explicitInits)
        case "hasRouterProperties": .flag(self.hasRouterProperties)
        case "componentSubviews": .objects(self.componentSubviews)
        case "actionSubviews": .objects(self.actionSubviews)
        case "valueSubviews": .objects(self.valueSubviews)
        case "bindingValueSubviews": .objects(self.bindingValueSubviews)
        case "forEachFields": .objects(self.forEachFields)
        case "sharedKeyFields": .objects(self.sharedKeyFields)
        case "hasForEachFields": .flag(self.hasForEachFields)
        case "hasIdField": .flag(self.hasIdField)
        case "routes": .objects(self.routes)
        case "moduleRoutes": .objects(self.moduleRoutes)
        case "moduleRoutesTo": .object(self.moduleRoutesTo)
        case "moduleRoutesNotTo": .object(self.moduleRoutesNotTo)
        case "declaredRoutesNotTo": .object(self.declaredRoutesNotTo)
        case "externalModuleRoutes": .objects(self.externalModuleRoutes)
        case "pushRoutesTo": .object(self.pushRoutesTo)
        case "presentRoutesTo": .object(self.presentRoutesTo)
        case "alertRoutes": .objects(self.alertRoutes)
        case "alertActions": .texts(self.alertActions)
        case "hasAlertActions": .flag(self.hasAlertActions)
        case "alertStyles": .objects(self.alertStyles)
        case "routeOutputs": .objects(self.routeOutputs)
        case "hasRouteOutputs": .flag(self.hasRouteOutputs)
        case "hasModuleRoutes": .flag(self.hasModuleRoutes)
        case "hasAlertRoutes": .flag(self.hasAlertRoutes)
        case "hasDismissRoute": .flag(self.hasDismissRoute)
        case "hasPresentedRoutes": .flag(self.hasPresentedRoutes)
        case "appearAction": self.appearAction.map(TemplateValue.text)
        case "appearHandler": self.appearHandler.map(TemplateValue.text)
        case "hasDerived": .flag(self.hasDerived)
        case "hasImports": .flag(self.hasImports)
        case "hasInput": .flag(self.hasInput)
        case "isStateInitMemberwise": .flag(self.isStateInitMemberwise)
        case "hasOutput": .flag(self.hasOutput)
        case "hasSubviews": .flag(self.hasSubviews)
        case "hasTypes": .flag(self.hasTypes)
        case "hasRoutes": .flag(self.hasRoutes)
        case "hasOutputOrRoutes": .flag(self.hasOutputOrRoutes)
        case "hasActionHandlers": .flag(self.hasActionHandlers)
        case "hasSubviewHandlers": .flag(self.hasSubviewHandlers)
        case "hasActionCases": .flag(self.hasActionCases)
        case "subview": self.subview.map { .object($0) }
        case "route": self.route.map { .object($0) }
        case "dependencies": .objects(self.dependencies)
        case "declaredDependencies": .objects(self.declaredDependencies)
        case "hasDependencies": .flag(self.hasDependencies)
        case "isBindable": .flag(self.isBindable)
        case "focusFields": .objects(self.focusFields)
        case "hasFocusFields": .flag(self.hasFocusFields)
        case "keyPathDependencies": .objects(self.keyPathDependencies)
        case "hasKeyPathDependencies": .flag(self.hasKeyPathDependencies)
        case "cancelIDs": .texts(self.cancelIDs)
        case "cancelIDList": .text(self.cancelIDList)
        case "hasCancelIDs": .flag(self.hasCancelIDs)
        case "passedDependencies": .objects(self.passedDependencies)
        case "hasPassedDependencies": .flag(self.hasPassedDependencies)
        case "hasPreviewClients": .flag(self.hasPreviewClients)
        case "testing": .object(self.testing)
        case "previewInput": .text(self.previewInput)
        case "previewArguments": .text(self.previewArguments)
        case "previewEntryArguments": .text(self.previewEntryArguments)
        case "dependencyParameters": .text(self.dependencyParameters)
        case "inputParameters": .text(self.inputParameters)
        case "inputFieldArguments": .text(self.inputFieldArguments)
        case "inputValueArguments": .text(self.inputValueArguments)
        case "dependencyArguments": .text(self.dependencyArguments)
        case "hasScreenPreview": .flag(self.hasScreenPreview)
        case "previews": .flag(self.previews)
        case "hasPreviewInput": .flag(self.hasPreviewInput)
        case "keptInput": .objects(self.keptInput)
        case "hasKeptInput": .flag(self.hasKeptInput)
        case "stateCases": .objects(self.stateCases)
        case "hasStateCases": .flag(self.hasStateCases)
        case "initialStateCase": .text(self.initialStateCase)
        case "stateArguments": .text(self.stateArguments)
        case "previewPresets": .objects(self.previewPresets)
        case "hasPreviewPresets": .flag(self.hasPreviewPresets)
        case "snapshotPresets": .objects(self.snapshotPresets)
        case "hasSnapshotPresets": .flag(self.hasSnapshotPresets)
        case "dependency": self.dependency.map { .object($0) }
        case "options": .object(self.options)
        case "settings": .object(self.settings)
        case "flow": self.flow.map(TemplateValue.text)
        case "inFlow": .flag(self.inFlow)
        case "flowOutputOwner": self.flowOutputOwner.map(TemplateValue.text)
        default: nil
        }
    }
}

extension PreviewPresetContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "rawName": .text(self.rawName)
        case "arguments": .text(self.arguments)
        case "inputArguments": .text(self.inputArguments)
        case "assignments": .texts(self.assignments)
        case "hasAssignments": .flag(self.hasAssignments)
        default: nil
        }
    }
}

extension FieldContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "type": .text(self.type)
        case "parameter": .text(self.parameter)
        case "previewValue": .text(self.previewValue)
        case "defaultClause": .text(self.defaultClause)
        case "hasDefault": .flag(self.hasDefault)
        case "label": .text(self.label)
        case "labelName": .text(self.labelName)
        default: nil
        }
    }
}

extension TestingContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "swiftTesting": .flag(self.swiftTesting)
        case "xctest": .flag(self.xctest)
        case "fail": .text(self.fail)
        case "testedModule": .text(self.testedModule)
        case "hasTestedModule": .flag(self.hasTestedModule)
        default: nil
        }
    }
}

extension OutputContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "label": .text(self.label)
        case "type": .text(self.type)
        case "parameter": .text(self.parameter)
        case "caseDeclaration": .text(self.caseDeclaration)
        case "signature": .text(self.signature)
        case "closureParameters": .text(self.closureParameters)
        case "hasParameters": .flag(self.hasParameters)
        case "recordedCall": .text(self.recordedCall)
        default: nil
        }
    }
}

extension StateFieldContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "label": .text(self.label)
        case "type": .text(self.type)
        case "initialValue": .text(self.initialValue)
        case "fromInput": self.fromInput.map(TemplateValue.text)
        case "initial": self.initial.map(TemplateValue.text)
        case "outsideType": .text(self.outsideType)
        case "keyword": .text(self.keyword)
        case "isLet": .flag(self.isLet)
        case "forEach": self.forEach.map(TemplateValue.text)
        case "inputDefaultClause": .text(self.inputDefaultClause)
        case "sharedAttribute": .text(self.sharedAttribute)
        case "isShared": .flag(self.isShared)
        case "isSharedReference": .flag(self.isSharedReference)
        case "isPersistedShared": .flag(self.isPersistedShared)
        case "isKeyedShared": .flag(self.isKeyedShared)
        case "sharedKey": .text(self.sharedKey)
        case "declaresSharedKey": .flag(self.declaresSharedKey)
        case "isAppStorage": .flag(self.isAppStorage)
        case "isFileStorage": .flag(self.isFileStorage)
        case "isInMemory": .flag(self.isInMemory)
        case "sharedStorageKey": .text(self.sharedStorageKey)
        case "isFocusState": .flag(self.isFocusState)
        case "isBinding": .flag(self.isBinding)
        case "memberBesideState": .text(self.memberBesideState)
        default: nil
        }
    }
}

extension KeyPathDependencyContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "label": .text(self.label)
        case "keyPath": .text(self.keyPath)
        default: nil
        }
    }
}

extension DerivedFieldContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "type": .text(self.type)
        case "expression": .text(self.expression)
        case "outsideType": .text(self.outsideType)
        default: nil
        }
    }
}

extension TypeContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "isEnum": .flag(self.isEnum)
        case "keyword": .text(self.keyword)
        case "conformances": .text(self.conformances)
        case "conformanceClause": .text(self.conformanceClause)
        case "cases": .texts(self.cases)
        case "fields": .objects(self.fields)
        case "hasFields": .flag(self.hasFields)
        case "derived": .objects(self.derived)
        case "hasDerived": .flag(self.hasDerived)
        case "isTopLevel": .flag(self.isTopLevel)
        case "rawType": .text(self.rawType)
        default: nil
        }
    }
}

extension ActionContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "declaration": .text(self.declaration)
        case "pattern": .text(self.pattern)
        case "nestedPattern": .text(self.nestedPattern)
        case "handlerSignature": .text(self.handlerSignature)
        case "handlerCall": .text(self.handlerCall)
        case "qualifiedHandlerCall": .text(self.qualifiedHandlerCall)
        case "boundCase": .text(self.boundCase)
        case "body": .texts(self.body)
        case "route": self.route.map { .object($0) }
        case "sampleValue": .text(self.sampleValue)
        case "sampleCall": .text(self.sampleCall)
        case "sampleRouteArguments": .text(self.sampleRouteArguments)
        case "hasSampleValue": .flag(self.hasSampleValue)
        case "upperName": .text(self.upperName)
        case "isCancellable": .flag(self.isCancellable)
        case "cancelsInFlight": .flag(self.cancelsInFlight)
        case "cancellableID": .text(self.cancellableID)
        case "isCancelling": .flag(self.isCancelling)
        case "cancelledID": .text(self.cancelledID)
        default: nil
        }
    }
}

extension SubviewContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "property": .text(self.property)
        case "viewProperty": .text(self.viewProperty)
        case "caseName": .text(self.caseName)
        case "handler": .text(self.handler)
        case "isBinding": .flag(self.isBinding)
        case "hasState": .flag(self.hasState)
        case "hasActions": .flag(self.hasActions)
        case "isStatic": .flag(self.isStatic)
        case "hasViewState": .flag(self.hasViewState)
        case "constants": .texts(self.constants)
        case "hasConstants": .flag(self.hasConstants)
        case "constantsEnum": .text(self.constantsEnum)
        case "isWhole": .flag(self.isWhole)
        case "isInline": .flag(self.isInline)
        case "fields": .objects(self.fields)
        case "writeBacks": .texts(self.writeBacks)
        case "hasWriteBacks": .flag(self.hasWriteBacks)
        case "actions": .objects(self.actions)
        case "stateArgument": .text(self.stateArgument)
        case "subviewName": .text(self.subviewName)
        case "previewState": .text(self.previewState)
        case "hasPreviewState": .flag(self.hasPreviewState)
        case "hasPreview": .flag(self.hasPreview)
        default: nil
        }
    }
}

extension SubviewFieldContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "type": .text(self.type)
        case "keyword": .text(self.keyword)
        case "argument": .text(self.argument)
        case "initialArgument": .text(self.initialArgument)
        case "parameter": .text(self.parameter)
        case "source": .text(self.source)
        case "label": .text(self.label)
        case "separator": .text(self.separator)
        case "argumentSeparator": .text(self.argumentSeparator)
        case "stateSource": .text(self.stateSource)
        case "valueType": .text(self.valueType)
        case "previewArgument": .text(self.previewArgument)
        case "isWritable": .flag(self.isWritable)
        case "previewValue": .text(self.previewValue)
        default: nil
        }
    }
}

extension AlertButtonContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "title": .text(self.title)
        case "role": .text(self.role)
        case "hasRole": .flag(self.hasRole)
        case "action": .text(self.action)
        case "hasAction": .flag(self.hasAction)
        case "buttonStateArguments": .text(self.buttonStateArguments)
        case "hasButtonStateArguments": .flag(self.hasButtonStateArguments)
        default: nil
        }
    }
}

extension RouteContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "upperName": .text(self.upperName)
        case "signature": .text(self.signature)
        case "arguments": .text(self.arguments)
        case "hasArguments": .flag(self.hasArguments)
        case "isDismiss": .flag(self.isDismiss)
        case "isModule": .flag(self.isModule)
        case "isAlert": .flag(self.isAlert)
        case "isCustom": .flag(self.isCustom)
        case "module": .text(self.module)
        case "isPush": .flag(self.isPush)
        case "isPresent": .flag(self.isPresent)
        case "alertTitle": .text(self.alertTitle)
        case "alertMessage": .text(self.alertMessage)
        case "hasAlertMessage": .flag(self.hasAlertMessage)
        case "alertCase": self.alertCase.map(TemplateValue.text)
        case "alertProperty": self.alertProperty.map(TemplateValue.text)
        case "isConfirmationDialog": .flag(self.isConfirmationDialog)
        case "alertButtons": .objects(self.alertButtons)
        case "hasAlertButtons": .flag(self.hasAlertButtons)
        case "moduleIs": .object(self.moduleIs)
        case "isDeclaredModule": .flag(self.isDeclaredModule)
        case "caseDeclaration": .text(self.caseDeclaration)
        case "caseValue": .text(self.caseValue)
        case "casePattern": .text(self.casePattern)
        case "outputs": .objects(self.outputs)
        case "hasOutputs": .flag(self.hasOutputs)
        case "moduleOutputs": .objects(self.moduleOutputs)
        case "moduleVariable": .text(self.moduleVariable)
        case "moduleOptions": .object(self.moduleOptions)
        case "moduleDependencies": .objects(self.moduleDependencies)
        case "hasModuleDependencies": .flag(self.hasModuleDependencies)
        case "moduleDismisses": .flag(self.moduleDismisses)
        case "dependencyArguments": .text(self.dependencyArguments)
        case "inFlow": .flag(self.inFlow)
        case "selection": .text(self.selection)
        case "selectionType": .text(self.selectionType)
        default: nil
        }
    }
}

extension RouteOutputContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "output": .text(self.output)
        case "outputPattern": .text(self.outputPattern)
        case "outputSignature": .text(self.outputSignature)
        case "handler": .object(self.handler)
        case "closureParameters": .text(self.closureParameters)
        case "closureHead": .text(self.closureHead)
        case "hasParameters": .flag(self.hasParameters)
        case "route": .text(self.route)
        case "module": .text(self.module)
        default: nil
        }
    }
}

extension ModuleOutputContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "label": .text(self.label)
        case "handled": self.handled.map { .object($0) }
        case "isHandled": .flag(self.handled != nil)
        case "ignoringClosure": .text(self.ignoringClosure)
        case "signature": .text(self.signature)
        default: nil
        }
    }
}

extension ProjectContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "access": .text(self.access)
        case "isPublic": .flag(self.isPublic)
        case "combine": .flag(self.combine)
        case "observable": .flag(self.observable)
        case "feature": .text(self.feature)
        case "schemaPath": .text(self.schemaPath)
        case "architecture": self.architecture.map(TemplateValue.text)
        case "testing": .object(self.testing)
        case "settings": .object(self.settings)
        default: nil
        }
    }
}

extension OptionsContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        if let value = values[name] {
            switch value {
            case .string(let text): return .text(text)
            case .boolean(let flag): return .flag(flag)
            case .integer(let number): return .number(number)
            case .names(let names): return .texts(names)
            case .cases: return .objects(cases[name] ?? [])
            case .fields: return .objects(fields[name] ?? [])
            case .features: return .objects(features[name] ?? [])
            case .object: return .object(objects[name] ?? OptionsContext(values: [:]))
            }
        }
        for (key, value) in values {
            if case .string(let text) = value, name == SpecOption.flagName(option: key, value: text) { return .flag(true) }
        }
        return nil
    }
}

extension FeatureReferenceContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "variable": .text(self.variable)
        case "specOptions": .object(self.specOptions)
        default: nil
        }
    }
}

extension ArchitectureFlags: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        .flag(name == architecture)
    }
}

extension RoutesByArchitecture: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        .objects(routes.filter { ($0.moduleIs.architecture == name) != excluding })
    }
}

extension DependencyContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "label": .text(self.label)
        case "type": .text(self.type)
        case "parameter": .text(self.parameter)
        case "isDeclared": .flag(self.isDeclared)
        case "hasPreview": .flag(self.hasPreview)
        case "endpoints": .objects(self.endpoints)
        case "upperName": .text(self.upperName)
        case "isProtocol": .flag(self.isProtocol)
        case "protocolKey": .text(self.protocolKey)
        case "dependencyKey": .text(self.dependencyKey)
        default: nil
        }
    }
}

extension EndpointContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "label": .text(self.label)
        case "closureType": .text(self.closureType)
        case "signature": .text(self.signature)
        case "parameters": .text(self.parameters)
        case "closureParameters": .text(self.closureParameters)
        case "hasParameters": .flag(self.hasParameters)
        case "call": .text(self.call)
        case "closureCall": .text(self.closureCall)
        case "effects": .text(self.effects)
        case "callPrefix": .text(self.callPrefix)
        case "isAsync": .flag(self.isAsync)
        case "isThrowing": .flag(self.isThrowing)
        case "returnType": .text(self.returnType)
        case "hasReturn": .flag(self.hasReturn)
        case "previewValue": .text(self.previewValue)
        default: nil
        }
    }
}

extension AlertStyleContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "property": .text(self.property)
        case "typeName": .text(self.typeName)
        case "stateType": .text(self.stateType)
        case "noun": .text(self.noun)
        case "singular": .text(self.singular)
        case "heading": .text(self.heading)
        case "builderArguments": .text(self.builderArguments)
        case "routes": .objects(self.routes)
        case "actions": .texts(self.actions)
        case "hasActions": .flag(self.hasActions)
        default: nil
        }
    }
}

extension FlowContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "flow": .text(self.flow)
        case "flowVariable": .text(self.flowVariable)
        case "access": .text(self.access)
        case "isPublic": .flag(self.isPublic)
        case "imports": .texts(self.imports)
        case "screens": .objects(self.screens)
        case "root": .object(self.root)
        case "pushedScreens": .objects(self.pushedScreens)
        case "features": .objects(self.features)
        case "hasOtherFeatures": .flag(self.hasOtherFeatures)
        case "dependencies": .objects(self.dependencies)
        case "hasDependencies": .flag(self.hasDependencies)
        case "presentedRoutes": .objects(self.presentedRoutes)
        case "hasPresentedRoutes": .flag(self.hasPresentedRoutes)
        case "settings": .object(self.settings)
        default: nil
        }
    }
}

extension FlowFeatureContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "name": .text(self.name)
        case "variable": .text(self.variable)
        case "specOptions": .object(self.specOptions)
        case "isScreen": .flag(self.isScreen)
        default: nil
        }
    }
}
