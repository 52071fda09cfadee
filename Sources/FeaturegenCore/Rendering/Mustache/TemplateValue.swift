/// A value a template names: what a render context answers for `{{name}}`. The contexts say
/// what they hold, so rendering never asks the runtime what a value is (no `Mirror`, no
/// dynamic casts).
package enum TemplateValue: Sendable {
    case text(String)
    case flag(Bool)
    case number(Int)
    case list([TemplateValue])
    case object(any TemplateObject)

    /// What `path` names below this value (`unit.own` below the options): each name asks the
    /// object the one before answers; nil where a name is missing or a value is no object.
    package func value(at path: some Sequence<String>) -> TemplateValue? {
        var value = self
        for name in path {
            guard case .object(let object) = value, let next = object.value(named: name) else { return nil }
            value = next
        }
        return value
    }

    package static func texts(_ texts: [String]) -> TemplateValue {
        .list(texts.map(TemplateValue.text))
    }

    package static func objects(_ objects: [some TemplateObject]) -> TemplateValue {
        .list(objects.map { .object($0) })
    }
}

/// A render context: answers the values templates name, or nil for a name it does not have.
package protocol TemplateObject: Sendable {
    func value(named name: String) -> TemplateValue?
}
