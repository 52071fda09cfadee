/// A first body for the screen, from the spec: the state the subviews do not show, the loading
/// and error states of its effects, and a button per command. Templates write each piece in
/// their view's idiom (`state.title`, `store.title`); the user then replaces it, and the merge
/// keeps theirs.
package struct FirstBodyContext: Sendable {
    /// The fields shown, in the spec's order.
    package var rows: [BodyRowContext]
    /// The `Bool` field an effect sets while it runs (`loading:`): a `ProgressView` while true.
    package var loading: String
    package var hasLoading: Bool
    /// The `String?` field an effect's failure sets (`failure:`): its text, when set.
    package var failure: String
    package var hasFailure: Bool
    /// The failure field is `String?`; a `String` one is empty while there is no error.
    package var failureIsOptional = true
    /// The actions without values that are commands (not events like `didScroll…`/`on…`,
    /// responses or the appear action), each a button.
    package var buttons: [BodyButtonContext]
    /// Nothing to show, no subview or collection of features either: the body is the feature's name.
    package var isEmpty: Bool
    /// Something to show besides the subviews: a field, the loading or error state, or a button
    /// (without, mvi stacks its custom elements in a `ZStack`, as layers).
    package var hasOwnViews: Bool
}

/// One field of the first body: its text, a labelled value, or a list of its elements.
package struct BodyRowContext: Sendable {
    package var field: String
    package var isText: Bool
    package var isValue: Bool
    package var isList: Bool
    /// `Page`: the label of a value.
    package var label: String
    /// `\.id` or `\.self`: how `ForEach` tells the elements apart.
    package var listID: String
    /// `item.title`: the text each element shows.
    package var itemText: String
    /// In a navigation stack's root, where each element links to a route built from it (and
    /// the state): `wish`, to `WishDetail`, made with `wish: item, owner: store.owner`.
    package var link: BodyLinkContext?
    /// Without a link, the command each element sends when tapped: the action that takes one
    /// value of the element's type (`select(entry:)`), sent with the element (`item`).
    package var select: BodyButtonContext?
}

/// A button of the first body: its title and the action it sends.
package struct BodyButtonContext: Sendable {
    package var title: String
    package var name: String
    /// The action's handler called, for views that call a method per action (`intent.save()`,
    /// `output?.save()`): `save()`.
    package var handlerCall: String
    /// The action opens a route of the same name (not a custom one), which a view that
    /// navigates itself opens with a method of its own (vsurf's `details()`).
    package var opensRoute: Bool
    /// A link instead, in a navigation stack's root, to a route it can build without the action's
    /// values: `openCart`, to `Cart`, made with nothing. A route no button opens may have a link
    /// of its own, named after the route.
    package var link: BodyLinkContext?
}

extension FirstBodyContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "rows": .objects(\.rows),
        "loading": .text(\.loading),
        "hasLoading": .flag(\.hasLoading),
        "failure": .text(\.failure),
        "hasFailure": .flag(\.hasFailure),
        "failureIsOptional": .flag(\.failureIsOptional),
        "buttons": .objects(\.buttons),
        "isEmpty": .flag(\.isEmpty),
        "hasOwnViews": .flag(\.hasOwnViews),
    ]
}

extension BodyRowContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "field": .text(\.field),
        "isText": .flag(\.isText),
        "isValue": .flag(\.isValue),
        "isList": .flag(\.isList),
        "label": .text(\.label),
        "listID": .text(\.listID),
        "itemText": .text(\.itemText),
        "link": .optional(\.link),
        "select": .optional(\.select),
    ]
}

extension BodyButtonContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "title": .text(\.title),
        "name": .text(\.name),
        "handlerCall": .text(\.handlerCall),
        "opensRoute": .flag(\.opensRoute),
        "link": .optional(\.link),
    ]
}

/// What a link of the first body pushes, in a navigation stack's root: an element of the path.
package struct BodyLinkContext: Sendable {
    /// The route: `openCart`.
    package var route: String
    /// The feature it opens: `Cart`.
    package var module: String
    /// What that feature's state is made with: none, for `Cart.State()`.
    package var arguments: [LinkArgumentContext]
}

extension BodyLinkContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "route": .text(\.route),
        "module": .text(\.module),
        "arguments": .objects(\.arguments),
    ]
}

/// One value a link's pushed feature is made with: the listed element, or a field of the state.
package struct LinkArgumentContext: Sendable {
    /// The input's label: `wish`.
    package var label: String
    /// The state's field it takes, read from the first body's owner (`store.owner`); empty for
    /// the element.
    package var field: String
    /// It takes the listed element (`item`).
    package var isItem: Bool
}

extension LinkArgumentContext: TemplateFieldTable {
    package static let templateFields: [String: TemplateField<Self>] = [
        "label": .text(\.label),
        "field": .text(\.field),
        "isItem": .flag(\.isItem),
    ]
}
