@testable import GoldenVSURF
import Foundation
import Testing

/// Catalog's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
@Suite struct CatalogTests {
    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> CatalogViewStateHolder {
        CatalogViewStateHolder(catalogUnit: CatalogUnitStub())
    }

    // MARK: - View Outputs

    @Test(.disabled("Write the test of onAppear: what does it change in the state, and what does it ask of the unit?"))
    func onAppear() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.onAppear()
        Issue.record("Write the test of onAppear: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of openCart: what does it change in the state, and what does it ask of the unit?"))
    func openCart() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.openCart()
        Issue.record("Write the test of openCart: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    // MARK: - CatalogItemList

    @Test(.disabled("Write the test of CatalogItemList's onAddItem: what does it change in the state, and what does it ask of the unit?"))
    func onCatalogItemListActionOnAddItem() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleCatalogItemList(.onAddItem(""))
        Issue.record("Write the test of CatalogItemList's onAddItem: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of CatalogItemList's onRemoveItem: what does it change in the state, and what does it ask of the unit?"))
    func onCatalogItemListActionOnRemoveItem() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleCatalogItemList(.onRemoveItem(""))
        Issue.record("Write the test of CatalogItemList's onRemoveItem: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of CatalogItemList's onSelectItem: what does it change in the state, and what does it ask of the unit?"))
    func onCatalogItemListActionOnSelectItem() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleCatalogItemList(.onSelectItem(""))
        Issue.record("Write the test of CatalogItemList's onSelectItem: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    // MARK: - CartButton

    @Test(.disabled("Write the test of CartButton's onTap: what does it change in the state, and what does it ask of the unit?"))
    func onCartButtonActionOnTap() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleCartButton(.onTap)
        Issue.record("Write the test of CartButton's onTap: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    // MARK: - Results

    @Test(.disabled("Write the test of cartDidBuy, the result the opened screen reports: what does it change in the state?"))
    func cartDidBuy() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.cartDidBuy(itemCount: 0)
        Issue.record("Write the test of cartDidBuy, the result the opened screen reports: what does it change in the state (\(stateHolder.state))?")
    }
}

// MARK: - Test Doubles

/// The unit, as the tests give it to the state holder: give it what the unit's protocols ask,
/// and record the commands it gets.
@MainActor
final class CatalogUnitStub: CatalogUnitInput, CatalogUnitOutput {}
