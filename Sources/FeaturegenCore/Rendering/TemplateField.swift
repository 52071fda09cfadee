/// One name a render context answers a template: how its value is read, and what kind of value
/// the template checker expects under it. Each context lists its names once, in its
/// `templateFields` table; the lookup (`value(named:)`) and `TemplateSchema` are both derived
/// from that table.
package struct TemplateField<Context>: Sendable {
    let read: @Sendable (Context) -> TemplateValue?
    /// The kind of value, and the context type a list, an optional or a nested object holds
    /// (whose own names the schema lists too). Worked out only when the schema is built: a
    /// type's name and a cast of its metatype are runtime lookups, and every run builds the
    /// tables of every context it renders.
    let describe: @Sendable () -> (kind: TemplateSchema.Value, nested: (any TemplateFieldTable.Type)?)

    private init(read: @escaping @Sendable (Context) -> TemplateValue?, kind: TemplateSchema.Value) {
        self.read = read
        self.describe = { (kind, nil) }
    }

    private init<Nested: TemplateObject>(
        read: @escaping @Sendable (Context) -> TemplateValue?, holding _: Nested.Type, schemaName: String? = nil
    ) {
        self.read = read
        self.describe = {
            (schemaName.map(TemplateSchema.Value.context) ?? .context(Nested.self), Nested.self as? any TemplateFieldTable.Type)
        }
    }

    package static func text(_ read: @escaping @Sendable (Context) -> String) -> Self {
        Self(read: { .text(read($0)) }, kind: .scalar)
    }

    package static func flag(_ read: @escaping @Sendable (Context) -> Bool) -> Self {
        Self(read: { .flag(read($0)) }, kind: .scalar)
    }

    package static func number(_ read: @escaping @Sendable (Context) -> Int) -> Self {
        Self(read: { .number(read($0)) }, kind: .scalar)
    }

    /// A missing text answers nil, so the lookup goes on outwards.
    package static func optionalText(_ read: @escaping @Sendable (Context) -> String?) -> Self {
        Self(read: { read($0).map(TemplateValue.text) }, kind: .scalar)
    }

    package static func texts(_ read: @escaping @Sendable (Context) -> [String]) -> Self {
        Self(read: { .texts(read($0)) }, kind: .strings)
    }

    package static func objects<Element: TemplateObject>(_ read: @escaping @Sendable (Context) -> [Element]) -> Self {
        Self(read: { .objects(read($0)) }, holding: Element.self)
    }

    /// `schemaName` names the names the object answers where its type alone does not: the
    /// project settings are an `OptionsContext` whose names come from `settings:`, not `options:`.
    package static func object<Object: TemplateObject>(
        _ read: @escaping @Sendable (Context) -> Object, schemaName: String? = nil
    ) -> Self {
        Self(read: { .object(read($0)) }, holding: Object.self, schemaName: schemaName)
    }

    /// A missing value answers nil, so the lookup goes on outwards.
    package static func optional<Object: TemplateObject>(_ read: @escaping @Sendable (Context) -> Object?) -> Self {
        Self(read: { read($0).map { .object($0) } }, holding: Object.self)
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
        templateFields.mapValues { $0.describe().kind }
    }

    /// The context types this one holds.
    static var nestedTypes: [any TemplateFieldTable.Type] {
        templateFields.values.compactMap { $0.describe().nested }
    }
}

extension TemplateSchema.Value {
    /// The schema's name of a context type: its Swift name (`_typeName` reads it from the
    /// type's metadata; `String(describing:)` first asks the runtime for conformances).
    static func context(_ type: any TemplateObject.Type) -> Self {
        .context(_typeName(type, qualified: false))
    }
}
