import Testing

@testable import FeaturegenCore

/// `pushRoutesTo` and `presentRoutesTo`: the module routes that push and those that present,
/// by the architecture of the feature they open, for a navigation stack's path and a destination.
@Suite struct RoutesByPresentationTests {
    @Test func pushAndPresentRoutesAreListedApartByArchitecture() throws {
        let spec = try loadSpec(
            """
            feature: Catalog
            actions: [openCart, openHelp, openReceipt]
            routes:
              - openCart: { module: Cart, presentation: push }
              - openHelp: { module: Help, presentation: present }
              - openReceipt: { module: Receipt, presentation: push }
            """)
        let builder = ContextBuilder(
            observation: .combine, access: .internal, architectures: ["Cart": "tca", "Help": "tca", "Receipt": "mvvm"])
        let context = builder.context(for: spec)
        func names(_ routes: RoutesByArchitecture, _ architecture: String) -> [String] {
            guard case .list(let values)? = routes.value(named: architecture) else { return [] }
            return values.compactMap { value in
                guard case .object(let route) = value, case .text(let name)? = route.value(named: "name") else { return nil }
                return name
            }
        }
        #expect(names(context.pushRoutesTo, "tca") == ["openCart"])
        #expect(names(context.pushRoutesTo, "mvvm") == ["openReceipt"])
        #expect(names(context.presentRoutesTo, "tca") == ["openHelp"])
        #expect(names(context.presentRoutesTo, "mvvm").isEmpty)
    }
}
