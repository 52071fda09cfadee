/// The spec's types: nested types and their raw values, the protocols stored fields must meet,
/// the constants' enums, and type names one typo from a known one.
extension SpecValidator {
    func checkNestedTypes(_ diagnostics: inout DiagnosticCollector) {
        for type in spec.types {
            switch type.shape {
            case let .enumeration(cases):
                checkUnique(cases.map { ($0.name, $0.location) }, "case of '\(type.name)'", &diagnostics)
                for item in cases { checkParameters(item, &diagnostics) }
                if type.conformances.contains("CaseIterable"), let item = cases.first(where: { !$0.parameters.isEmpty }) {
                    diagnostics.error(
                        "type '\(type.name)' is CaseIterable, but its case '\(item.name)' carries values", at: item.location,
                        notes: [.init("only an enum whose cases carry no values lists all its cases; remove 'CaseIterable' or the values")])
                }
                if let rawType = type.rawType { checkRawValues(of: type, cases: cases, rawType: rawType, &diagnostics) }
            case let .structure(fields):
                checkUnique(
                    fields.map { ($0.name, $0.location) } + type.derived.map { ($0.name, $0.location) }, "field of '\(type.name)'",
                    &diagnostics)
                if type.conformances.contains("CaseIterable") {
                    diagnostics.error(
                        "type '\(type.name)' is a struct, which cannot be CaseIterable", at: type.location,
                        notes: [.init("give it 'cases:' to make it an enum, or remove 'CaseIterable'")])
                }
            }
            if type.isTopLevel {
                let location = type.topLevelLocation ?? type.location
                if GeneratedNames.frameworkTypeNames.contains(type.name) {
                    diagnostics.error(
                        "type '\(type.name)' at the top level would hide the framework type of that name from the whole module",
                        at: location, notes: [.init("choose a more specific name, or keep it nested in the state (remove 'topLevel')")])
                } else if type.name == spec.name || generatedTypes.contains(type.name) {
                    diagnostics.error(
                        "type '\(type.name)' at the top level is the name of a type featuregen generates for '\(spec.name)'",
                        at: location, notes: [.init("choose another name, or keep it nested in the state (remove 'topLevel')")])
                }
            }
        }
    }

    /// The raw values of an enum with `rawValue:`: text for a string raw type, a number for
    /// another, and no two cases with the same one (a string case without one has its name).
    private func checkRawValues(
        of type: FeatureSpec.NestedType, cases: [FeatureSpec.Action], rawType: String, _ diagnostics: inout DiagnosticCollector
    ) {
        let isText = TypeExpression.isStringLiteralType(rawType)
        var seen: [String: FeatureSpec.Action] = [:]
        for item in cases {
            let written = type.rawValues[item.name]
            if let written, !isText, Double(written.trimmingBlanks) == nil {
                diagnostics.error(
                    "raw value '\(written)' of case '\(item.name)' is not a number, as raw type '\(rawType)' needs",
                    at: item.location, notes: [.init("write a number, or make the raw type 'String' for text")])
                continue
            }
            guard let value = written.map({ isText ? $0 : $0.trimmingBlanks }) ?? (isText ? item.name : nil) else { continue }
            if let first = seen[value] {
                diagnostics.error(
                    "case '\(item.name)' of '\(type.name)' has the raw value '\(value)' of case '\(first.name)'", at: item.location,
                    notes: [.init("'\(first.name)' is declared here", at: first.location), .init("each case needs its own raw value")])
            } else {
                seen[value] = item
            }
        }
    }

    /// Every stored field must meet the protocols of the type that holds it: the state,
    /// a subview's `ViewState`, a spec type.
    func checkConformances(of spec: FeatureSpec, _ diagnostics: inout DiagnosticCollector) {
        let check = ConformanceCheck(spec: spec, rules: stateRules)
        // tca's State is Equatable only while `equatable:` is true: turning it off is a fix too.
        let optOut = stateRules.condition.map { [Diagnostic.Note("or set '\($0): false' in the spec")] } ?? []
        func report(
            _ what: String, _ type: String, in holder: String, requiring required: [String], at location: SourceLocation,
            otherFixes: [Diagnostic.Note] = []
        ) {
            guard let shortfall = check.shortfall(of: type, against: required) else { return }
            let culprit = shortfall.culprit == type ? "" : ": '\(shortfall.culprit)' is not"
            diagnostics.error(
                "\(what) has type '\(type)', which is not \(shortfall.missing)\(culprit); \(holder) is \(required.joined(separator: ", ")), so the generated code would not compile",
                at: location, notes: [.init(shortfall.fix)] + otherFixes)
        }
        for field in spec.state where field.derivedExpression == nil {
            report(
                "state field '\(field.name)'", field.type, in: "the state", requiring: stateRules.conforms, at: field.location,
                otherFixes: optOut)
        }
        for subview in spec.subviews where !subview.isWhole {
            for field in subview.fields where !field.type.isEmpty {
                report(
                    "field '\(field.name)' of '\(subview.name)'", field.type, in: "'\(subview.name).ViewState'",
                    requiring: stateRules.subviewConforms, at: field.location, otherFixes: optOut)
            }
        }
        for type in spec.types {
            guard case let .structure(fields) = type.shape else { continue }
            for field in fields {
                report(
                    "field '\(field.name)' of '\(type.name)'", field.type, in: "'\(type.name)'", requiring: type.conformances,
                    at: field.location)
            }
        }
    }

    /// `constantsEnum:` names a Swift type nested in the state (or a subview): it has constants
    /// to hold, and takes no name the holder, the spec or the frameworks already give a type.
    func checkConstantsEnums(_ diagnostics: inout DiagnosticCollector) {
        let specTypes = spec.types.map(\.name) + spec.subviews.map(\.name) + [spec.name] + generatedTypes
        func check(_ name: String?, at location: SourceLocation?, holder: String, hasConstants: Bool, nested: [String]) {
            guard let name, let location else { return }
            if !hasConstants {
                diagnostics.emit(
                    .warning(
                        "'constantsEnum' names the enum of the constants of \(holder), which has none", at: location,
                        notes: [.init("add 'constants:' beside it, or remove 'constantsEnum'")]))
            }
            if reserved(name) || GeneratedNames.frameworkTypeNames.contains(name) {
                diagnostics.error(
                    "constants enum '\(name)' would shadow a standard, SwiftUI or runtime type in \(holder)", at: location,
                    notes: [.init("choose a more specific name, such as 'Public\(name)'")])
            } else if let taken = (specTypes + nested).first(where: {
                SwiftIdentifier.collisionKey($0) == SwiftIdentifier.collisionKey(name)
            }) {
                diagnostics.error(
                    "constants enum '\(name)' collides with the type '\(taken)' \(holder) can see", at: location,
                    notes: [.init("choose another name for the enum, such as '\(name)Constant'")])
            }
        }
        check(
            spec.constantsEnum, at: spec.constantsEnumLocation, holder: "the state", hasConstants: !spec.constants.isEmpty,
            nested: ["ViewState", "Action"])
        for subview in spec.subviews {
            check(
                subview.constantsEnum, at: subview.constantsEnumLocation, holder: "subview '\(subview.name)'",
                hasConstants: !subview.constants.isEmpty, nested: ["ViewState", "Action"])
        }
    }

    /// A type name one or two letters from a known type, anywhere in the spec: a warning with a
    /// did-you-mean (the name may be the app's own type, so it is not an error).
    func warnAboutTypeTypos(_ diagnostics: inout DiagnosticCollector) {
        var types: [(String, SourceLocation)] = spec.input.map { ($0.type, $0.location) }
        types += spec.state.filter { !reportedTypos.contains($0.location) }.map { ($0.type, $0.location) }
        types += spec.output.flatMap { output in output.parameters.map { ($0.type, output.location) } }
        types += spec.actions.flatMap { action in action.parameters.map { ($0.type, action.location) } }
        types += spec.routes.flatMap { route in route.parameters.map { ($0.type, route.location) } }
        types += spec.subviews.flatMap { subview in subview.fields.map { ($0.type, $0.location) } }
        for type in spec.types {
            switch type.shape {
            case .structure(let fields): types += fields.map { ($0.type, $0.location) }
            case .enumeration(let cases): types += cases.flatMap { item in item.parameters.map { ($0.type, item.location) } }
            }
        }
        for (type, location) in types {
            guard let typo = typos.typo(in: type) else { continue }
            diagnostics.emit(
                .warning(
                    "'\(typo.name)' in '\(type)' is no type featuregen knows", at: location,
                    notes: [.init("did you mean '\(typo.suggestion)'?")]))
        }
    }
}
