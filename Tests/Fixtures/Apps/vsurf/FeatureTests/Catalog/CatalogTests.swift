@testable import VSURFApp
import Foundation
import XCTest

/// Catalog's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked. Every test fails until you
/// write what they should be.
@MainActor
final class CatalogTests: XCTestCase {
    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> CatalogViewStateHolder {
        CatalogViewStateHolder(catalogUnit: CatalogUnitStub())
    }

    // MARK: - View Outputs

    func testOnAppear() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.onAppear()
        XCTFail("Write the test of onAppear: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testOpenCart() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.openCart()
        XCTFail("Write the test of openCart: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    // MARK: - CatalogItemList

    func testCatalogItemListOnAddItem() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleCatalogItemList(.onAddItem(""))
        XCTFail("Write the test of CatalogItemList's onAddItem: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testCatalogItemListOnRemoveItem() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleCatalogItemList(.onRemoveItem(""))
        XCTFail("Write the test of CatalogItemList's onRemoveItem: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testCatalogItemListOnSelectItem() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleCatalogItemList(.onSelectItem(""))
        XCTFail("Write the test of CatalogItemList's onSelectItem: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    // MARK: - CartButton

    func testCartButtonOnTap() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleCartButton(.onTap)
        XCTFail("Write the test of CartButton's onTap: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    // MARK: - Results

    func testCartDidBuy() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.cartDidBuy(itemCount: 0)
        XCTFail("Write the test of cartDidBuy, the result the opened screen reports: what does it change in the state (\(stateHolder.state))?")
    }
}

// MARK: - Test Doubles

/// The unit, as the tests give it to the state holder: give it what the unit's protocols ask,
/// and record the commands it gets.
@MainActor
final class CatalogUnitStub: CatalogUnitInput, CatalogUnitOutput {}
