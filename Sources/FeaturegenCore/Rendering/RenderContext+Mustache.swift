import Mustache

// Lookups answered directly instead of through `Mirror`: swift-mustache asks a
// `MustacheParent` for a child by name, which is what most of the rendering time went to.
// A nil optional answers nil, as swift-mustache's Mirror lookup does. `TemplateSchemaTests`
// checks that every name answers what Mirror would.

extension FeatureContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "feature": self.feature
        case "featureVariable": self.featureVariable
        case "access": self.access
        case "isPublic": self.isPublic
        case "combine": self.combine
        case "observable": self.observable
        case "imports": self.imports
        case "input": self.input
        case "output": self.output
        case "state": self.state
        case "derived": self.derived
        case "types": self.types
        case "actions": self.actions
        case "subviews": self.subviews
        case "subviewHandlers": self.subviewHandlers
        case "componentSubviews": self.componentSubviews
        case "routes": self.routes
        case "moduleRoutes": self.moduleRoutes
        case "moduleRoutesTo": self.moduleRoutesTo
        case "moduleRoutesNotTo": self.moduleRoutesNotTo
        case "alertRoutes": self.alertRoutes
        case "hasModuleRoutes": self.hasModuleRoutes
        case "hasAlertRoutes": self.hasAlertRoutes
        case "hasDismissRoute": self.hasDismissRoute
        case "hasPresentedRoutes": self.hasPresentedRoutes
        case "appearAction": self.appearAction
        case "hasDerived": self.hasDerived
        case "hasImports": self.hasImports
        case "hasInput": self.hasInput
        case "hasOutput": self.hasOutput
        case "hasSubviews": self.hasSubviews
        case "hasTypes": self.hasTypes
        case "hasRoutes": self.hasRoutes
        case "hasActionHandlers": self.hasActionHandlers
        case "hasSubviewHandlers": self.hasSubviewHandlers
        case "hasActionCases": self.hasActionCases
        case "subview": self.subview
        case "route": self.route
        case "options": self.options
        default: nil
        }
    }
}

extension FieldContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": self.type
        case "parameter": self.parameter
        default: nil
        }
    }
}

extension OutputContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": self.type
        case "parameter": self.parameter
        case "caseDeclaration": self.caseDeclaration
        default: nil
        }
    }
}

extension StateFieldContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": self.type
        case "initialValue": self.initialValue
        case "fromInput": self.fromInput
        case "initial": self.initial
        case "outsideType": self.outsideType
        default: nil
        }
    }
}

extension DerivedFieldContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": self.type
        case "expression": self.expression
        case "outsideType": self.outsideType
        default: nil
        }
    }
}

extension TypeContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "isEnum": self.isEnum
        case "conformances": self.conformances
        case "cases": self.cases
        case "fields": self.fields
        case "hasFields": self.hasFields
        default: nil
        }
    }
}

extension ActionContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "declaration": self.declaration
        case "pattern": self.pattern
        case "handlerSignature": self.handlerSignature
        case "handlerCall": self.handlerCall
        case "body": self.body
        case "route": self.route
        default: nil
        }
    }
}

extension SubviewContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "property": self.property
        case "caseName": self.caseName
        case "handler": self.handler
        case "isBinding": self.isBinding
        case "hasState": self.hasState
        case "hasActions": self.hasActions
        case "isStatic": self.isStatic
        case "isWhole": self.isWhole
        case "fields": self.fields
        case "writeBacks": self.writeBacks
        case "hasWriteBacks": self.hasWriteBacks
        case "actions": self.actions
        case "stateArgument": self.stateArgument
        default: nil
        }
    }
}

extension SubviewFieldContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": self.type
        case "keyword": self.keyword
        case "argument": self.argument
        case "parameter": self.parameter
        default: nil
        }
    }
}

extension RouteContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "signature": self.signature
        case "arguments": self.arguments
        case "isDismiss": self.isDismiss
        case "isModule": self.isModule
        case "isAlert": self.isAlert
        case "isCustom": self.isCustom
        case "module": self.module
        case "isPush": self.isPush
        case "isPresent": self.isPresent
        case "alertMessage": self.alertMessage
        case "hasAlertMessage": self.hasAlertMessage
        case "moduleIs": self.moduleIs
        case "caseDeclaration": self.caseDeclaration
        case "caseValue": self.caseValue
        case "casePattern": self.casePattern
        default: nil
        }
    }
}

extension ProjectContext: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "access": self.access
        case "isPublic": self.isPublic
        case "combine": self.combine
        case "observable": self.observable
        case "feature": self.feature
        case "schemaPath": self.schemaPath
        case "architecture": self.architecture
        default: nil
        }
    }
}

extension OptionsContext: MustacheParent {
    public func child(named name: String) -> Any? {
        if let value = values[name] {
            switch value {
            case .string(let text): return text
            case .boolean(let flag): return flag
            case .integer(let number): return number
            case .names(let names): return names
            case .cases: return cases[name] ?? []
            }
        }
        for (key, value) in values {
            if case .string(let text) = value, name == SpecOption.flagName(option: key, value: text) { return true }
        }
        return nil
    }
}

extension ArchitectureFlags: MustacheParent {
    public func child(named name: String) -> Any? {
        name == architecture
    }
}

extension RoutesByArchitecture: MustacheParent {
    public func child(named name: String) -> Any? {
        routes.filter { ($0.moduleIs.architecture == name) != excluding }
    }
}
