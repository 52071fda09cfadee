/// One name a render context answers a template: how its value is read, and what kind of value
/// the template checker expects under it. Each context lists its names once, in its
/// `templateFields` table; the lookup (`value(named:)`) and `TemplateSchema` are both derived
/// from that table.
package struct TemplateField<Context>: Sendable {
    let read: @Sendable (Context) -> TemplateValue?
    let kind: TemplateSchema.Value
    /// The context type a list, an optional or a nested object holds, whose own names the
    /// schema lists too.
    let nested: (any TemplateFieldTable.Type)?

    package static func text(_ read: @escaping @Sendable (Context) -> String) -> Self {
        Self(read: { .text(read($0)) }, kind: .scalar, nested: nil)
    }

    package static func flag(_ read: @escaping @Sendable (Context) -> Bool) -> Self {
        Self(read: { .flag(read($0)) }, kind: .scalar, nested: nil)
    }

    package static func number(_ read: @escaping @Sendable (Context) -> Int) -> Self {
        Self(read: { .number(read($0)) }, kind: .scalar, nested: nil)
    }

    /// A missing text answers nil, so the lookup goes on outwards.
    package static func optionalText(_ read: @escaping @Sendable (Context) -> String?) -> Self {
        Self(read: { read($0).map(TemplateValue.text) }, kind: .scalar, nested: nil)
    }

    package static func texts(_ read: @escaping @Sendable (Context) -> [String]) -> Self {
        Self(read: { .texts(read($0)) }, kind: .strings, nested: nil)
    }

    package static func objects<Element: TemplateObject>(_ read: @escaping @Sendable (Context) -> [Element]) -> Self {
        Self(read: { .objects(read($0)) }, kind: .context(Element.self), nested: Element.self as? any TemplateFieldTable.Type)
    }

    /// `schemaName` names the names the object answers where its type alone does not: the
    /// project settings are an `OptionsContext` whose names come from `settings:`, not `options:`.
    package static func object<Object: TemplateObject>(
        _ read: @escaping @Sendable (Context) -> Object, schemaName: String? = nil
    ) -> Self {
        Self(
            read: { .object(read($0)) }, kind: schemaName.map(TemplateSchema.Value.context) ?? .context(Object.self),
            nested: Object.self as? any TemplateFieldTable.Type)
    }

    /// A missing value answers nil, so the lookup goes on outwards.
    package static func optional<Object: TemplateObject>(_ read: @escaping @Sendable (Context) -> Object?) -> Self {
        Self(read: { read($0).map { .object($0) } }, kind: .context(Object.self), nested: Object.self as? any TemplateFieldTable.Type)
    }
}

/// A render context whose names are its stored values, listed once in `templateFields`.
package protocol TemplateFieldTable: TemplateObject {
    static var templateFields: [String: TemplateField<Self>] { get }
}

extension TemplateFieldTable {
    package func value(named name: String) -> TemplateValue? {
        Self.templateFields[name]?.read(self)
    }

    /// The names this context answers, each with the kind of value it holds.
    static var schema: [String: TemplateSchema.Value] {
        templateFields.mapValues(\.kind)
    }

    /// The context types this one holds.
    static var nestedTypes: [any TemplateFieldTable.Type] {
        templateFields.values.compactMap(\.nested)
    }
}

extension TemplateSchema.Value {
    /// The schema's name of a context type: its Swift name.
    static func context(_ type: any TemplateObject.Type) -> Self {
        .context(String(describing: type))
    }
}
