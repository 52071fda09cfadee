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
}

extension FirstBodyContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "rows": .objects(rows)
        case "loading": .text(loading)
        case "hasLoading": .flag(hasLoading)
        case "failure": .text(failure)
        case "hasFailure": .flag(hasFailure)
        case "buttons": .objects(buttons)
        case "isEmpty": .flag(isEmpty)
        case "hasOwnViews": .flag(hasOwnViews)
        default: nil
        }
    }
}

extension BodyRowContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "field": .text(field)
        case "isText": .flag(isText)
        case "isValue": .flag(isValue)
        case "isList": .flag(isList)
        case "label": .text(label)
        case "listID": .text(listID)
        case "itemText": .text(itemText)
        default: nil
        }
    }
}

extension BodyButtonContext: TemplateObject {
    package func value(named name: String) -> TemplateValue? {
        switch name {
        case "title": .text(title)
        case "name": .text(self.name)
        case "handlerCall": .text(handlerCall)
        case "opensRoute": .flag(opensRoute)
        default: nil
        }
    }
}
