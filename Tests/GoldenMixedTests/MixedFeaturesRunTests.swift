// Runs the mixed golden (features of every architecture in one project) where its wiring is
// more than types: a tca feature's client, declared by one spec and named by another, reaches
// both reducers through `@Dependency`, with its preview values and a value set for a test.
import ComposableArchitecture
import XCTest

@testable import GoldenMixed

@MainActor
final class MixedFeaturesRunTests: XCTestCase {
    override func tearDown() async throws {
        DependencyValues.current = DependencyValues()
    }

    func testAClientReachesTheFeatureThatDeclaresItAndOneThatNamesIt() async throws {
        DependencyValues.current.orders = OrdersClient(submit: { lines in "order-\(lines.count)" }, pendingCount: { 7 })
        XCTAssertEqual(Basket().orders.pendingCount(), 7)
        XCTAssertEqual(LineEditor().orders.pendingCount(), 7)
        let submitted = try await Basket().orders.submit(["a", "b"])
        XCTAssertEqual(submitted, "order-2")
    }

    func testPreviewValuesAreTheResultTypesNaturalValues() async throws {
        let preview = OrdersClient.previewValue
        XCTAssertEqual(preview.pendingCount(), 0)
        let submitted = try await preview.submit(["a"])
        XCTAssertEqual(submitted, "")
        await preview.cancel("order-1")
    }
}
