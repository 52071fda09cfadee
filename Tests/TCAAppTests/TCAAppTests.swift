// The tca fixture app (Tests/Fixtures/Apps/tca, a featuregen project): Catalog is a navigation
// stack's root (`navigation: stack`) that pushes Cart; Cart's view sends view actions
// (`viewAction: true`), it reports `didBuy` back as a delegate action, which Catalog's reducer
// handles, and dismisses itself off the stack; the root links to Cart with
// `NavigationLink(state:)`, and Wishlist's rows link to the wish each shows, as SyncUps' list
// does. GiftNote, a form only this fixture has, is edited through bindings (a child feature's
// and a plain view's), refuses an empty note with an
// alert, and asks before it clears the note (an alert whose button sends an action). GiftList
// runs a GiftItem feature for each of its gifts (`forEach:`), filters them through a filter the
// module declares at its top level, and asks in a confirmation dialog before it removes the
// wrapped ones; GiftItem's input has a default. GiftForm, GiftDetail and GiftList's sort have
// the shapes of TCA's SyncUpForm (focus), SyncUpDetail (@Shared, key-path dependencies) and
// Todos (a cancellable effect). The user's code was written into the generated handlers and kept by regenerating; the
// fixture stays current.
import ComposableArchitecture
import FeaturegenCore
import FeaturegenTestSupport
import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import TCAApp

/// What a UIKit opener received through a feature's `build(input:output:)`.
final class DelegateLog<Delegate>: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [Delegate] = []
    var actions: [Delegate] { lock.withLock { received } }
    func record(_ action: Delegate) { lock.withLock { received.append(action) } }
}

/// More synchronous tests than asynchronous ones make Linux's discovered-test list infer the
/// main actor's method type and crash on the asynchronous ones: the newer tests are `async`.
@MainActor
final class TCAAppTests: XCTestCase {
    /// The app's code makes ids (`\.uuid`) and waits on a clock (`\.continuousClock`), which a
    /// test must give it, as in TCA (unset, they fail the test): these tests run the app as it
    /// runs, with random ids and the real clock.
    override func invokeTest() {
        withDependencies {
            $0.uuid = UUIDGenerator { UUID() }
            $0.continuousClock = ContinuousClock()
        } operation: {
            super.invokeTest()
        }
    }

    /// The screens Catalog's navigation stack shows above its root, as SwiftUI would now.
    private func pushedScreens(_ store: StoreOf<Catalog>) throws -> [any View] {
        let stack = try XCTUnwrap(_firstNavigationStack(in: CatalogView(store: store).body))
        return stack.pushedViews
    }

    func testCatalogPushesTheCartWhichReportsBackAndDismisses() async throws {
        let catalog = Store(initialState: Catalog.State()) { Catalog() }
        XCTAssertFalse(catalog.cartButton.isEnabled)
        for title in ["Tea", "Milk", "Bread"] {
            catalog.send(.catalogItemList(.onAddItem(title)))
        }
        XCTAssertEqual(catalog.cartCount, 3)
        XCTAssertTrue(catalog.cartButton.isEnabled, "onChange(of: \\.cartButtonIsEnabled) set what CartButton shows")
        XCTAssertTrue(try pushedScreens(catalog).isEmpty)

        // The route pushes Cart on the stack; the NavigationStack shows its view.
        catalog.send(.openCart)
        XCTAssertEqual(catalog.path.count, 1)
        let screens = try pushedScreens(catalog)
        XCTAssertEqual(screens.count, 1)
        let cart = try XCTUnwrap(screens.first as? CartView)

        // Cart's own screen: its view loads, buys (view actions, sent with `send(_:)`), reports
        // didBuy to Catalog, and dismisses.
        cart.send(.onAppear)
        XCTAssertEqual(cart.store.items, [Cart.ViewState.CartItem(title: "Tea", count: 2)])
        cart.send(.buy)
        await catalog.finish()

        XCTAssertEqual(catalog.cartCount, 1, "Catalog's handler of Cart's didBuy ran")
        XCTAssertTrue(catalog.cartButton.isEnabled)
        XCTAssertTrue(catalog.path.isEmpty, "Cart's dismiss popped it off the stack")
        XCTAssertTrue(try pushedScreens(catalog).isEmpty)
    }

    /// Catalog's root links to Cart as TCA's examples do (`NavigationLink(state:)`): following the
    /// link pushes Cart, whose screen the stack shows.
    func testCatalogsLinkPushesTheCart() async throws {
        let catalog = Store(initialState: Catalog.State()) { Catalog() }
        let stack = try XCTUnwrap(_firstNavigationStack(in: CatalogView(store: catalog).body))
        let link = try XCTUnwrap(stack.links.first { $0.titleText == Text("Open cart") })
        XCTAssertTrue(stack.follow(link))
        XCTAssertEqual(catalog.path.count, 1)
        XCTAssertTrue(try pushedScreens(catalog).first is CartView)
    }

    /// Wishlist's rows link to the wish each shows, with the owner the state holds, as SyncUps'
    /// rows link to a sync-up; the wish's screen reports its grant through the path, which the
    /// user's handler binds.
    func testWishlistRowsPushTheirWishWhoseGrantComesBack() async throws {
        let tea = Wishlist.ViewState.Wish(id: UUID(), title: "Tea")
        var state = Wishlist.State()
        state.owner = "Ann"
        state.wishes = [tea, Wishlist.ViewState.Wish(id: UUID(), title: "Milk")]
        let wishlist = Store(initialState: state) { Wishlist() }
        let stack = try XCTUnwrap(_firstNavigationStack(in: WishlistView(store: wishlist).body))
        XCTAssertEqual(stack.links.map(\.titleText), [Text("Tea"), Text("Milk"), Text("Note")])

        XCTAssertTrue(stack.follow(stack.links[0]))
        let detail = try XCTUnwrap(stack.pushedViews.first.flatMap { _first(WishDetailView.self, in: $0) })
        XCTAssertEqual(detail.store.wish, tea)
        XCTAssertEqual(detail.store.owner, "Ann")
        detail.store.send(.grantButtonTapped)
        await wishlist.finish()
        XCTAssertEqual(wishlist.wishes.map(\.title), ["Milk"], "Wishlist's handler of didGrant(id:) ran")

        XCTAssertTrue(stack.follow(stack.links[2]))
        XCTAssertEqual(stack.pushedViews.count, 2)
        XCTAssertNotNil(stack.pushedViews.last.flatMap { _first(GiftNoteView.self, in: $0) })
    }

    /// Cart opened by a UIKit router (a feature of another architecture): its delegate actions
    /// reach the opener's Output, and its dismiss pops the hosting controller.
    func testCartPushedByUIKitReportsThroughItsOutputAndPopsItself() async throws {
        let log = DelegateLog<Cart.Action.Delegate>()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let controller = Cart.build(input: .init()) { log.record($0) }
        navigation.pushViewController(controller, animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 2)

        let view = try XCTUnwrap((controller as? UIHostingController<CartView?>)?.rootView)
        view.send(.onAppear)
        view.send(.buy)
        await view.store.finish()

        guard case .didBuy(let itemCount)? = log.actions.first else { return XCTFail("no didBuy: \(log.actions)") }
        XCTAssertEqual(itemCount, 2)
        XCTAssertEqual(navigation.viewControllers.count, 1, "dismiss popped the Cart")
    }

    /// Presented modally by UIKit, the same dismiss dismisses it.
    func testCartPresentedByUIKitDismissesItself() async throws {
        let presenter = UIViewController()
        let controller = Cart.build(input: .init())
        presenter.present(controller, animated: false)
        let view = try XCTUnwrap((controller as? UIHostingController<CartView?>)?.rootView)
        view.send(.closeButtonTapped)
        await view.store.finish()
        XCTAssertNil(presenter.presentedViewController)
    }

    /// GiftNote's child feature binds the note in its view (`$store.text`, NoteField's own binding
    /// action, which comes back to GiftNote's note); its plain toggle is bound by GiftNote's view
    /// (`$store.giftToggle`, GiftNote's binding action). The user's `save` refuses an empty note
    /// with the alert route's alert, else reports the note and closes.
    func testTheGiftNoteIsEditedThroughBindingsAndRefusesAnEmptyNote() async throws {
        let log = DelegateLog<GiftNote.Action.Delegate>()
        let presenter = UIViewController()
        let controller = GiftNote.build(input: .init()) { log.record($0) }
        presenter.present(controller, animated: false)
        let view = try XCTUnwrap((controller as? UIHostingController<GiftNoteView?>)?.rootView)

        view.send(.save)
        XCTAssertEqual(view.store.alert?.title, TextState("No note"))
        XCTAssertEqual(view.store.alert?.message, TextState("Write a few words for the gift."))
        view.$store.scope(\.alert, action: \.alert).wrappedValue = nil
        XCTAssertNil(view.store.alert)

        let field = NoteFieldView(store: view.store.scope(\.noteField, action: \.noteField))
        field.$store.text.wrappedValue = "For Ann"
        XCTAssertEqual(view.store.note, "For Ann")
        field.store.send(.onClear)
        XCTAssertEqual(view.store.note, "", "the child's own action wrote its field, which came back")
        field.$store.text.wrappedValue = "For Bob"

        let toggle = GiftToggleView(state: view.$store.giftToggle)
        XCTAssertTrue(toggle.state.isGift)
        toggle.state.isGift = false
        XCTAssertFalse(view.store.isGift)
        _ = view.body

        view.send(.save)
        await view.store.finish()
        guard case .didSave(let note, let isGift)? = log.actions.first else { return XCTFail("no didSave: \(log.actions)") }
        XCTAssertEqual(note, "For Bob")
        XCTAssertFalse(isGift)
        XCTAssertNil(presenter.presentedViewController, "save dismissed the note")
    }

    /// Clearing the note asks first, with the alert the spec writes (`alert:` with its title and
    /// buttons): a static `AlertState` whose destructive button's `confirmClearing` reaches
    /// GiftNote's reducer, whose alert case sends the action of that name the spec declares (the
    /// user's code there clears the note), and dismisses the alert; the cancel button only
    /// dismisses it.
    func testTheGiftNoteAsksBeforeClearingAndTheAlertsButtonReachesTheReducer() throws {
        let view = GiftNoteView(store: Store(initialState: GiftNote.State()) { GiftNote() })
        let field = NoteFieldView(store: view.store.scope(\.noteField, action: \.noteField))
        field.$store.text.wrappedValue = "For Ann"

        view.send(.clearNote)
        let alert = try XCTUnwrap(view.store.alert)
        XCTAssertEqual(alert.title, TextState("Clear the note?"))
        XCTAssertNil(alert.message)
        XCTAssertEqual(alert.buttons.map(\.label), [TextState("Clear"), TextState("Keep")])
        XCTAssertEqual(alert.buttons.map(\.role), [.destructive, .cancel])
        XCTAssertEqual(alert.buttons.map(\.action), [.confirmClearing, nil])

        // The cancel button: SwiftUI sets the binding to nil.
        let binding = view.$store.scope(\.alert, action: \.alert)
        binding.wrappedValue = nil
        XCTAssertNil(view.store.alert)
        XCTAssertEqual(view.store.note, "For Ann")

        // The destructive button: its action goes to the store the binding holds.
        view.send(.clearNote)
        try XCTUnwrap(binding.wrappedValue).send(.confirmClearing)
        XCTAssertEqual(view.store.note, "", "the button sent confirmClearing, whose case the user filled")
        XCTAssertNil(view.store.alert, "the button's action dismissed the alert")
        _ = view.body
    }

    /// GiftList holds its gifts as TCA's Todos holds its todos: an IdentifiedArray of GiftItem
    /// states (GiftItem's state is Identifiable by its `let id`), each run by GiftItem's reducer
    /// through `forEach`: an element's action reaches that element only, whether the list's
    /// store sends it or the element's own store (what the list's view shows) does.
    func testTheGiftListRunsAGiftItemForEachGift() throws {
        let store = Store(initialState: GiftList.State()) { GiftList() }
        store.send(.addGift(title: "Tea"))
        store.send(.addGift(title: "Cup"))
        XCTAssertEqual(store.gifts.map(\.title), ["Tea", "Cup"])
        let cup = try XCTUnwrap(store.gifts.last)
        store.send(.gifts(.element(id: cup.id, action: .toggleWrapped)))
        XCTAssertEqual(store.gifts.map(\.isWrapped), [false, true], "the element's action reached that element's reducer")

        let rows = store.scope(\.gifts, action: \.gifts)
        XCTAssertEqual(rows.map { $0.state.title }, ["Tea", "Cup"])
        rows[0].send(.toggleWrapped)
        XCTAssertEqual(store.gifts.map(\.isWrapped), [true, true])
        _ = GiftListView(store: store).body
    }

    /// GiftList's filter is the module's own type, declared at the top level as TCA's Todos
    /// declares its Filter (`topLevel: true`): a CaseIterable enum whose LocalizedStringKey raw
    /// values are the picker's titles (`rawValue:`); the state's derived gifts follow it.
    func testTheGiftListFiltersThroughTheModulesRawValuedFilter() async throws {
        XCTAssertEqual(GiftFilter.allCases, [.all, .wrapped, .unwrapped])
        XCTAssertEqual(GiftFilter.allCases.map(\.rawValue), ["All", "Wrapped", "Still to wrap"])
        XCTAssertEqual(GiftFilter(rawValue: "Wrapped"), .wrapped)
        XCTAssertNil(GiftFilter(rawValue: "Lost"))

        let store = Store(initialState: GiftList.State()) { GiftList() }
        XCTAssertEqual(store.filter, .all)
        store.send(.addGift(title: "Tea"))
        store.send(.addGift(title: "Cup"))
        let tea = try XCTUnwrap(store.gifts.first)
        store.send(.gifts(.element(id: tea.id, action: .toggleWrapped)))
        XCTAssertEqual(store.visibleGifts.map(\.title), ["Tea", "Cup"])
        store.send(.selectFilter(.wrapped))
        XCTAssertEqual(store.filter, .wrapped)
        XCTAssertEqual(store.visibleGifts.map(\.title), ["Tea"])
        store.send(.selectFilter(.unwrapped))
        XCTAssertEqual(store.visibleGifts.map(\.title), ["Cup"])
        _ = GiftListView(store: store).body
    }

    /// GiftItem's input has a default (`isWrapped: { type: Bool, default: "false" }`): its
    /// memberwise state and its Input take it as a defaulted parameter, so an opener may leave
    /// it out, as SyncUpForm's state takes its focus.
    func testTheGiftItemsInputWithADefaultMayBeLeftOut() async throws {
        let id = UUID()
        XCTAssertFalse(GiftItem.State(id: id, title: "Tea").isWrapped)
        XCTAssertTrue(GiftItem.State(id: id, title: "Tea", isWrapped: true).isWrapped)
        XCTAssertFalse(GiftItem.Input(id: id, title: "Tea").isWrapped)
        let controller = GiftItem.build(input: .init(id: id, title: "Tea", isWrapped: true))
        let view = try XCTUnwrap((controller as? UIHostingController<GiftItemView>)?.rootView)
        XCTAssertTrue(view.store.isWrapped, "build passes the input's value to the state")
    }

    /// Removing the wrapped gifts asks in a confirmation dialog (`style: confirmationDialog`):
    /// a ConfirmationDialogState with its title shown, whose destructive button's action
    /// reaches GiftList's reducer, which sends the declared action `confirmRemoval` (the user's
    /// code there removes them), and dismisses it.
    func testTheGiftListAsksInAConfirmationDialogBeforeRemovingTheWrappedGifts() async throws {
        let view = GiftListView(store: Store(initialState: GiftList.State()) { GiftList() })
        view.store.send(.addGift(title: "Tea"))
        view.store.send(.addGift(title: "Cup"))
        let tea = try XCTUnwrap(view.store.gifts.first)
        view.store.send(.gifts(.element(id: tea.id, action: .toggleWrapped)))

        view.store.send(.removeWrapped)
        let dialog = try XCTUnwrap(view.store.confirmationDialog)
        XCTAssertEqual(dialog.titleVisibility, .visible)
        XCTAssertEqual(dialog.title, TextState("Remove the wrapped gifts?"))
        XCTAssertEqual(dialog.message, TextState("They leave the order."))
        XCTAssertEqual(dialog.buttons.map(\.label), [TextState("Remove"), TextState("Keep them")])
        XCTAssertEqual(dialog.buttons.map(\.role), [.destructive, .cancel])
        XCTAssertEqual(dialog.buttons.map(\.action), [.confirmRemoval, nil])

        // Keep them: SwiftUI sets the binding to nil.
        let binding = view.$store.scope(\.confirmationDialog, action: \.confirmationDialog)
        binding.wrappedValue = nil
        XCTAssertNil(view.store.confirmationDialog)
        XCTAssertEqual(view.store.gifts.count, 2)

        // Remove: its action goes to the store the binding holds.
        view.store.send(.removeWrapped)
        try XCTUnwrap(binding.wrappedValue).send(.confirmRemoval)
        XCTAssertEqual(view.store.gifts.map(\.title), ["Cup"], "the button sent confirmRemoval, whose case the user filled")
        XCTAssertNil(view.store.confirmationDialog, "the button's action dismissed the dialog")
        _ = view.body
    }

    /// GiftItem's and GiftList's views write their `binding: true` fields through the store, as
    /// TodoView and Todos' AppView do: each feature is bindable though it has no bound subview and
    /// no focus, and the binding action changes the state.
    func testTheFieldsTheViewsBindAreWrittenThroughBindingActions() async throws {
        let item = Store(initialState: GiftItem.State(id: UUID(), title: "Tea")) {
            GiftItem()
        }
        let itemView = GiftItemView(store: item)
        itemView.$store.title.wrappedValue = "Cup"
        itemView.$store.isWrapped.wrappedValue = true
        XCTAssertEqual(item.title, "Cup")
        XCTAssertTrue(item.isWrapped)

        let list = Store(initialState: GiftList.State()) {
            GiftList()
        }
        let listView = GiftListView(store: list)
        listView.$store.editMode.wrappedValue = .active
        listView.$store.filter.wrappedValue = .wrapped
        XCTAssertEqual(list.editMode, .active)
        XCTAssertEqual(list.filter, .wrapped)
    }

    func testTheFixtureIsCurrentWithTheTemplatesAndTheSpecs() throws {
        let fixture = FixtureProject("Tests/Fixtures/Apps/tca")
        for name in ["Catalog", "Cart"] {
            var copy = try fixture.spec(name)
            // The fixture's Catalog is a navigation stack's root and its Cart sends view actions;
            // otherwise the specs are Specs/'s. GiftNote is the fixture's own.
            copy = copy.replacingOccurrences(of: "\nnavigation: stack\n", with: "\n")
            copy = copy.replacingOccurrences(of: "\nviewAction: true\n", with: "\n")
            XCTAssertEqual(
                copy, try Repository.exampleSpec(name),
                "copy Specs/\(name).yaml to the fixture and run featuregen generate --project Tests/Fixtures/Apps/tca")
        }
        XCTAssertEqual(try fixture.staleFiles(), [], "run: featuregen generate --project Tests/Fixtures/Apps/tca, and read the merge")
    }
    /// GiftForm has TCA's SyncUpForm's shape: the title has the focus when the form opens (an
    /// input with a default), the state's focus and the view's `@FocusState` are kept in step by
    /// `bind(_:to:)`, both ways, and a new recipient gets its id from the `uuid` dependency,
    /// named by its key path (the user's code), and the focus.
    func testTheGiftFormsFocusFollowsTheStateAndRecipientsGetIdsFromTheUUIDDependency() async throws {
        let id = UUID()
        let draft = GiftDraft(id: UUID(), title: "Tea", recipients: [])
        let store = Store(initialState: GiftForm.State(draft: draft)) {
            GiftForm()
        } withDependencies: {
            $0.uuid = UUIDGenerator { id }
        }
        XCTAssertEqual(store.focus, .title)
        let view = GiftFormView(store: store)
        _ = view.body
        XCTAssertEqual(view.focus, .title, "bind(_:to:) gave the view the state's focus")

        store.send(.addRecipientButtonTapped)
        XCTAssertEqual(store.draft.recipients, [Recipient(id: id, name: "")])
        XCTAssertEqual(store.focus, .recipient(id))
        _ = view.body
        XCTAssertEqual(view.focus, .recipient(id))

        view.$store.focus.wrappedValue = nil
        XCTAssertNil(store.focus, "the view's binding sends a binding action")
    }

    /// GiftDetail has TCA's SyncUpDetail's shape: its gift is `@Shared` with whoever opened it
    /// (a `Shared<GiftDraft>` input), the form edits a copy that Done writes back through
    /// `withLock`, wrapping starts through the delegate with the shared gift itself, and deleting
    /// asks in an alert whose button dismisses through the `dismiss` dependency (named by its
    /// key path; GiftDetail has no dismiss route).
    func testTheGiftDetailSharesItsGiftEditsACopyAndDismissesAfterDeleting() async throws {
        let shared = Shared(value: GiftDraft(id: UUID(), title: "Tea", recipients: []))
        let dismissed = LockIsolated(false)
        let log = DelegateLog<GiftDetail.Action.Delegate>()
        let store = Store(initialState: GiftDetail.State(draft: shared)) {
            GiftDetail()
            Reduce { _, action in
                if case let .delegate(delegate) = action { log.record(delegate) }
                return .none
            }
        } withDependencies: {
            $0.dismiss = DismissEffect { dismissed.setValue(true) }
        }
        store.send(.edit(draft: store.draft))
        store.send(.destination(.presented(.edit(.addRecipientButtonTapped))))
        XCTAssertEqual(shared.recipients.count, 0, "the form edits a copy")
        store.send(.doneEditingButtonTapped)
        XCTAssertEqual(shared.recipients.count, 1, "Done wrote the copy back to the opener's gift")
        XCTAssertNil(store.destination)

        store.send(.startWrappingButtonTapped)
        guard case let .didStartWrapping(started)? = log.actions.first else { return XCTFail("\(log.actions)") }
        started.withLock { $0.title = "Cup" }
        XCTAssertEqual(shared.title, "Cup", "the delegate carries the shared gift, not a copy")

        store.send(.deleteButtonTapped)
        store.send(.destination(.presented(.alert(.confirmDeletion))))
        await store.finish()
        XCTAssertTrue(dismissed.value)
        _ = GiftDetailView(store: store).body
    }

    /// GiftList sorts as TCA's Todos does: a sort scheduled on the clock is a cancellable effect
    /// (`CancelID.sorting`) that another action cancels; whether wrapped gifts are shown is kept
    /// in the app's storage (`@Shared(.appStorage(…))`), the same value for every list.
    func testTheGiftListsScheduledSortIsCancellableAndItsSettingIsShared() async throws {
        let store = Store(initialState: GiftList.State()) { GiftList() }
        store.send(.addGift(title: "Tea"))
        store.send(.addGift(title: "Cup"))
        let tea = try XCTUnwrap(store.gifts.first)
        store.send(.gifts(.element(id: tea.id, action: .toggleWrapped)))

        store.send(.scheduleSort)
        store.send(.cancelSort)
        await store.finish()
        XCTAssertEqual(store.gifts.map(\.title), ["Tea", "Cup"], "the cancelled sort never ran")

        store.send(.scheduleSort)
        await store.finish()
        XCTAssertEqual(store.gifts.map(\.title), ["Cup", "Tea"], "the sort ran: still to wrap first")

        let other = Store(initialState: GiftList.State()) { GiftList() }
        XCTAssertTrue(other.showsWrapped)
        store.state.$showsWrapped.withLock { $0 = false }
        XCTAssertFalse(other.showsWrapped, "both lists read the value kept under the key")
        store.state.$showsWrapped.withLock { $0 = true }
    }

    /// Scheduling a sort again cancels the one still waiting (`cancellable: { id: sorting,
    /// cancelInFlight: true }`): two schedules in a row sort once.
    func testTheGiftListsSortScheduledAgainCancelsTheOneInFlight() async throws {
        let sorts = LockIsolated(0)
        let store = Store(initialState: GiftList.State()) {
            GiftList()
            Reduce { _, action in
                if case .sortGifts = action { sorts.withValue { $0 += 1 } }
                return .none
            }
        }
        store.send(.scheduleSort)
        store.send(.scheduleSort)
        await store.finish()
        XCTAssertEqual(sorts.value, 1, "the first sort was cancelled in flight")
        store.send(.scheduleSort)
        await store.finish()
        XCTAssertEqual(sorts.value, 2)
    }

    /// The titles added last are kept in a file under the shared key GiftList declares (as
    /// SyncUps declares `.syncUps`): `@Shared(.recentTitles)` with its default in the key's
    /// declaration, and GiftForm reads the same value through the key by name.
    func testTheRecentTitlesAreSharedThroughTheKeyGiftListDeclares() async throws {
        let list = Store(initialState: GiftList.State()) { GiftList() }
        let form = Store(initialState: GiftForm.State(draft: GiftDraft(id: UUID(), title: "", recipients: []))) { GiftForm() }
        list.state.$recentTitles.withLock { $0 = [] }
        list.send(.addGift(title: "Tea"))
        list.send(.addGift(title: "Cup"))
        XCTAssertEqual(list.recentTitles, ["Tea", "Cup"])
        XCTAssertEqual(form.recentTitles, ["Tea", "Cup"], "the form reads the list's key")
        list.state.$recentTitles.withLock { $0 = [] }
    }
}
