import Testing

@testable import FeaturegenCore

/// A spec's expressions written outside the feature name its nested types qualified, and
/// nothing else changes: not what a string says, a member or an argument label.
struct SwiftExpressionTests {
    let nested = ["Entry": "Feed.ViewState.Entry", "Filter": "Feed.ViewState.Filter"]

    @Test(arguments: [
        ("[Entry(title: \"Entry\")]", "[Feed.ViewState.Entry(title: \"Entry\")]"),
        ("Filter.all", "Feed.ViewState.Filter.all"),
        (".init(filter: .all)", ".init(filter: .all)"),
        ("Other.Entry(id: 1)", "Other.Entry(id: 1)"),
        ("make(Entry: 1, Filter : 2)", "make(Entry: 1, Filter : 2)"),
        ("[Filter: Entry]()", "[Feed.ViewState.Filter: Feed.ViewState.Entry]()"),
        ("\"a \\(Entry.count) b\"", "\"a \\(Feed.ViewState.Entry.count) b\""),
        ("\"\\\"Entry\\\"\" + Entry.name", "\"\\\"Entry\\\"\" + Feed.ViewState.Entry.name"),
        ("#\"Entry \"quoted\" \\(Entry)\"# + Entry.x", "#\"Entry \"quoted\" \\(Entry)\"# + Feed.ViewState.Entry.x"),
        ("#\"raw \\#(Entry.a)\"#", "#\"raw \\#(Feed.ViewState.Entry.a)\"#"),
        ("\"\"\"\nEntry \"\" Entry\n\"\"\" + Entry.y", "\"\"\"\nEntry \"\" Entry\n\"\"\" + Feed.ViewState.Entry.y"),
        ("flag ? Entry.a : Entry.b", "flag ? Feed.ViewState.Entry.a : Feed.ViewState.Entry.b"),
        ("EntryList(Entries: [])", "EntryList(Entries: [])"),
        ("\"unterminated Entry", "\"unterminated Entry"),
    ])
    func qualifiesOnlyTheTypesItNames(expression: String, expected: String) {
        #expect(SwiftExpression.qualify(expression, with: nested) == expected)
    }
}
