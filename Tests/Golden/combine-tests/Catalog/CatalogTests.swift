@testable import GoldenCombine
import Foundation
import UIKit
import XCTest

/// Catalog's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that only fails
/// is yours to write.
@MainActor
final class CatalogTests: XCTestCase {
    private func makeModule() -> CatalogTestModule {
        CatalogTestModule(input: .init())
    }

    // MARK: - Actions

    func testOnAppear() async {
        let module = makeModule()
        await module.viewModel.handle(.onAppear)
        XCTFail("Write the test of onAppear: what does it change in the state, and what does it send?")
    }

    func testOpenCart() async {
        let module = makeModule()
        await module.viewModel.handle(.openCart)
        XCTAssertEqual(module.navigation.pushed.count, 1, "openCart pushes Cart")
    }

    // MARK: - CatalogItemList

    func testCatalogItemListOnAddItem() async {
        let module = makeModule()
        await module.viewModel.handle(.onCatalogItemListAction(.onAddItem("")))
        XCTFail("Write the test of CatalogItemList's onAddItem: what does it change in the state, and what does it send?")
    }

    func testCatalogItemListOnRemoveItem() async {
        let module = makeModule()
        await module.viewModel.handle(.onCatalogItemListAction(.onRemoveItem("")))
        XCTFail("Write the test of CatalogItemList's onRemoveItem: what does it change in the state, and what does it send?")
    }

    func testCatalogItemListOnSelectItem() async {
        let module = makeModule()
        await module.viewModel.handle(.onCatalogItemListAction(.onSelectItem("")))
        XCTFail("Write the test of CatalogItemList's onSelectItem: what does it change in the state, and what does it send?")
    }

    // MARK: - CartButton

    func testCartButtonOnTap() async {
        let module = makeModule()
        await module.viewModel.handle(.onCartButtonAction(.onTap))
        XCTFail("Write the test of CartButton's onTap: what does it change in the state, and what does it send?")
    }
}
