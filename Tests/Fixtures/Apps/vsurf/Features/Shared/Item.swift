/// An item of the shop, as the units of ItemCatalog and ItemCart publish it: written by hand,
/// as the VSURF demo's `Item` is, beside the generated features.
struct Item: Hashable, Sendable {
    let title: String
}
