@testable import GoldenCombine
import Foundation
import Testing
import UIKit

/// Catalog's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that only fails
/// is yours to write.
@MainActor
@Suite struct CatalogTests {
    private func makeModule() -> CatalogTestModule {
        CatalogTestModule(input: .init())
    }

    // MARK: - Actions

    @Test func onAppear() async {
        let module = makeModule()
        await module.viewModel.handle(.onAppear)
        Issue.record("Write the test of onAppear: what does it change in the state, and what does it send?")
    }

    @Test func openCart() async {
        let module = makeModule()
        await module.viewModel.handle(.openCart)
        #expect(module.navigation.pushed.count == 1, "openCart pushes Cart")
    }

    // MARK: - CatalogItemList

    @Test func onCatalogItemListActionOnAddItem() async {
        let module = makeModule()
        await module.viewModel.handle(.onCatalogItemListAction(.onAddItem("")))
        Issue.record("Write the test of CatalogItemList's onAddItem: what does it change in the state, and what does it send?")
    }

    @Test func onCatalogItemListActionOnRemoveItem() async {
        let module = makeModule()
        await module.viewModel.handle(.onCatalogItemListAction(.onRemoveItem("")))
        Issue.record("Write the test of CatalogItemList's onRemoveItem: what does it change in the state, and what does it send?")
    }

    @Test func onCatalogItemListActionOnSelectItem() async {
        let module = makeModule()
        await module.viewModel.handle(.onCatalogItemListAction(.onSelectItem("")))
        Issue.record("Write the test of CatalogItemList's onSelectItem: what does it change in the state, and what does it send?")
    }

    // MARK: - CartButton

    @Test func onCartButtonActionOnTap() async {
        let module = makeModule()
        await module.viewModel.handle(.onCartButtonAction(.onTap))
        Issue.record("Write the test of CartButton's onTap: what does it change in the state, and what does it send?")
    }
}
