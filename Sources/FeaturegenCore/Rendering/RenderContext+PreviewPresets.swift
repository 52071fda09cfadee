/// A state a view is previewed in (`previews: { cartIsEmpty: { cartCount: "0" } }`).
package struct PreviewPresetContext: Sendable {
    /// As a case: `cartIsEmpty`, `` `default` ``.
    package var name: String
    /// As text: `cartIsEmpty`, `default`.
    package var rawName: String
    /// Every stored field, the preset's value or the one the screen starts with, as the
    /// arguments of a memberwise initializer: `items: [], cartCount: 3`.
    package var arguments: String
    /// The input's preview values, as the arguments of an initializer that takes the input.
    package var inputArguments: String
    /// The fields the preset sets, as assignments to a `state` built from the input:
    /// `state.cartCount = 3`.
    package var assignments: [String]
    package var hasAssignments: Bool
}

extension PreviewPresetContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "name": .text(\.name),
        "rawName": .text(\.rawName),
        "arguments": .text(\.arguments),
        "inputArguments": .text(\.inputArguments),
        "assignments": .texts(\.assignments),
        "hasAssignments": .flag(\.hasAssignments),
    ]
}
