// The declarations of TCA's own examples, Examples/SyncUps' SyncUpDetail.swift and SyncUpForm.swift
// and Examples/Todos' Todos.swift and Todo.swift (pointfreeco/swift-composable-architecture), 119 in
// all, held against those of the fixture's features written in their shapes, generated from their
// specs and completed by hand: SyncUpDetail is GiftDetail, SyncUpForm is GiftForm, Todos is GiftList
// and Todo is GiftItem, each view named after its feature (Todos' `AppView` is GiftListView). The
// fixture's names for the examples': a sync-up is a gift's draft (`syncUp` is `draft`, an attendee a
// recipient, `deleteMeetings` is `removeRecipients`, starting a meeting is starting to wrap,
// `didStartWrapping` the delegate's case); the edit button is the route's action `edit`; the alerts
// are named after their routes (`deleteButtonTapped` for `deleteSyncUp`, `paperRunOut` and
// `paperUnavailable` for the speech-recognition ones, whose buttons `continueWithoutPaper` and
// `openShop` are `continueWithoutRecording` and `openSettings`, and the `openShop` client the
// `openSettings` dependency); `authorizationStatus` is `now`, a key path into a client as well; a todo
// is a gift (`description` is `title`, `isComplete` is `isWrapped`), the filter is `GiftFilter`
// (`active` and `completed` are `wrapped` and `unwrapped`), `addTodoButtonTapped` is `addGift`,
// `clearCompletedButtonTapped` is `removeWrapped`, `sortCompletedTodos` is `sortGifts`, the cancel id
// `todoCompletion` is `sorting`, and the SyncUps app's `ThemePicker` would be a `PaperPicker`.
//
// Each declaration is `Scope/key`, with the keys of the structural merge (DeclarationParser):
// every type and member, an extension's members as its type's, an extension without members (a
// conformance) as itself, the cases of a reducer's `switch` as `Feature/var body/case .x`, and each
// `#Preview` with its file. Where Documentation/Architectures/tca.md counts them.
import FeaturegenTestSupport
import XCTest

@testable import FeaturegenCore

final class ExampleDeclarationsTests: XCTestCase {
    /// The examples' declarations that featuregen writes, under the fixture's names.
    static let matched: [String] = [
        // SyncUpDetail.swift (as GiftDetail.swift, GiftDetailView.swift)
        "/type GiftDetail", "GiftDetail/type Destination", "GiftDetail.Destination/case alert",
        "GiftDetail.Destination/case edit", "GiftDetail.Destination/type Action", "GiftDetail.Destination.Action/case alert",
        "GiftDetail.Destination.Action/case edit", "GiftDetail.Destination/type Alert",
        "GiftDetail.Destination.Alert/case confirmDeletion", "GiftDetail.Destination.Alert/case continueWithoutPaper",
        "GiftDetail.Destination.Alert/case openShop", "GiftDetail/type State", "GiftDetail.State/var destination",
        "GiftDetail.State/var draft", "GiftDetail/type Action", "GiftDetail.Action/case cancelEditButtonTapped",
        "GiftDetail.Action/case delegate", "GiftDetail.Action/case deleteButtonTapped",
        "GiftDetail.Action/case removeRecipients", "GiftDetail.Action/case destination",
        "GiftDetail.Action/case doneEditingButtonTapped", "GiftDetail.Action/case edit",
        "GiftDetail.Action/case startWrappingButtonTapped", "GiftDetail.Action/type Delegate",
        "GiftDetail.Action.Delegate/case didStartWrapping", "GiftDetail/var dismiss", "GiftDetail/var openShop",
        "GiftDetail/var now", "GiftDetail/var body", "GiftDetail/var body/case .cancelEditButtonTapped",
        "GiftDetail/var body/case .delegate", "GiftDetail/var body/case .deleteButtonTapped",
        "GiftDetail/var body/case .removeRecipients", "GiftDetail/var body/case .destination",
        "GiftDetail/var body/case .doneEditingButtonTapped", "GiftDetail/var body/case .edit",
        "GiftDetail/var body/case .startWrappingButtonTapped", "/extension GiftDetail.Destination.State",
        "/type GiftDetailView", "GiftDetailView/var store", "GiftDetailView/var body", "AlertState/var deleteButtonTapped",
        "AlertState/var paperRunOut", "AlertState/var paperUnavailable", "/macro #Preview in GiftDetailView.swift",
        // SyncUpForm.swift (as GiftForm.swift, GiftFormView.swift)
        "/type GiftForm", "GiftForm/type State", "GiftForm.State/var focus", "GiftForm.State/var draft",
        "GiftForm.State/init(focus:draft:)", "GiftForm.State/type Field", "GiftForm.State.Field/case recipient",
        "GiftForm.State.Field/case title", "GiftForm/type Action", "GiftForm.Action/case addRecipientButtonTapped",
        "GiftForm.Action/case binding", "GiftForm.Action/case deleteRecipients", "GiftForm/var uuid", "GiftForm/var body",
        "GiftForm/var body/case .addRecipientButtonTapped", "GiftForm/var body/case .binding",
        "GiftForm/var body/case .deleteRecipients", "/type GiftFormView", "GiftFormView/var store", "GiftFormView/var focus",
        "GiftFormView/var body", "/macro #Preview in GiftFormView.swift",
        // Todos.swift (as GiftList.swift, GiftListView.swift)
        "/type GiftFilter", "GiftFilter/case all", "GiftFilter/case wrapped", "GiftFilter/case unwrapped", "/type GiftList",
        "GiftList/type State", "GiftList.State/var editMode", "GiftList.State/var filter", "GiftList.State/var gifts",
        "GiftList.State/var visibleGifts", "GiftList/type Action", "GiftList.Action/case addGift",
        "GiftList.Action/case binding", "GiftList.Action/case removeWrapped", "GiftList.Action/case delete",
        "GiftList.Action/case move", "GiftList.Action/case sortGifts", "GiftList.Action/case gifts", "GiftList/var clock",
        "GiftList/var uuid", "GiftList/type CancelID", "GiftList.CancelID/case sorting", "GiftList/var body",
        "GiftList/var body/case .addGift", "GiftList/var body/case .binding", "GiftList/var body/case .removeWrapped",
        "GiftList/var body/case .delete", "GiftList/var body/case .move", "GiftList/var body/case .sortGifts",
        "GiftList/var body/case .gifts", "/type GiftListView", "GiftListView/var store", "GiftListView/var body",
        "/macro #Preview in GiftListView.swift",
        // Todo.swift (as GiftItem.swift, GiftItemView.swift)
        "/type GiftItem", "GiftItem/type State", "GiftItem.State/var title", "GiftItem.State/var id",
        "GiftItem.State/var isWrapped", "GiftItem/type Action", "GiftItem.Action/case binding", "GiftItem/var body",
        "/type GiftItemView", "GiftItemView/var store", "GiftItemView/var body",
    ]

    /// The examples' declarations featuregen does not write (yet), as the fixture would name them:
    /// SyncUpDetail's one case for every alert button (featuregen writes a case per button, so your
    /// code for each has its own place); SyncUps' `ThemePicker`, a view of a value the form binds
    /// (a subview is a `PaperPickerView` of a `State`); the user's own code: an extension of the
    /// standard library's `Duration` for the slider, Todos' `mock` todos for its preview, and the
    /// effect it runs when a todo's `isComplete` changes through a binding.
    static let missing: [String] = [
        "GiftDetail/var body/case .destination(.presented(.alert))", "/type PaperPicker", "PaperPicker/var selection",
        "PaperPicker/var body", "Duration/var minutes", "GiftList/var body/case .gifts(.element(.binding))",
        "IdentifiedArrayOf<GiftItem.State>/var mock",
    ]

    func testTheCountIsTheOneTcaMdGives() {
        // Documentation/Architectures/tca.md, "How close to TCA's own examples".
        XCTAssertEqual(Self.matched.count, 112)
        XCTAssertEqual(Self.matched.count + Self.missing.count, 119)
    }

    func testTheExamplesDeclarationsAreTheOnesExpected() throws {
        var declarations: Set<String> = []
        let features = Repository.root.appendingPathComponent("Tests/Fixtures/Apps/tca/Features")
        for folder in ["GiftDetail", "GiftForm", "GiftList", "GiftItem"] {
            let directory = features.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                let tree = try XCTUnwrap(DeclarationParser.parse(ThreeWayMerge.lines(text)), file)
                Self.collect(tree, scope: "", file: file, into: &declarations)
            }
        }
        let absent = Self.matched.filter { !declarations.contains($0) }
        XCTAssertEqual(absent, [], "declarations of the examples the fixture should have: \(declarations.sorted())")
        let written = Self.missing.filter { declarations.contains($0) }
        XCTAssertEqual(written, [], "now written: move them from `missing` to `matched`")
        XCTAssertEqual(Set(Self.matched + Self.missing).count, 119)
    }

    /// `Scope/key` for each declaration below `node`, as the header says.
    private static func collect(_ node: DeclarationNode, scope: String, file: String, into result: inout Set<String>) {
        for child in node.children {
            let key = child.key
            if key.isEmpty || key.hasPrefix("import ") || key.hasPrefix("mark ") { continue }
            if key.hasPrefix("extension ") {
                if child.children.isEmpty { result.insert("\(scope)/\(key)") }
                collect(child, scope: String(key.dropFirst("extension ".count)), file: file, into: &result)
            } else if key.hasPrefix("macro ") {
                result.insert("/\(key) in \(file)")
            } else {
                result.insert("\(scope)/\(key)")
                if key.hasPrefix("type ") {
                    let name = String(key.dropFirst("type ".count))
                    let inner = scope.isEmpty ? name : "\(scope).\(name)"
                    collect(child, scope: inner, file: file, into: &result)
                    // A type written on one line (`private enum CancelID { case sorting }`) is one
                    // node for the merge: its cases are counted as a type's on several lines.
                    if child.children.isEmpty, let text = child.declarationLines.first,
                        let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close
                    {
                        let body = text[text.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
                        if body.hasPrefix("case ") {
                            for name in body.dropFirst("case ".count).split(separator: ",") {
                                result.insert("\(inner)/case \(name.trimmingCharacters(in: .whitespaces))")
                            }
                        }
                    }
                } else if key == "var body" {
                    // A reducer's cases, as the merge keys them.
                    for item in child.children { result.insert("\(scope)/var body/\(item.key)") }
                }
            }
        }
    }
}
