import Combine

/// What the cart holds, as the VSURF demo's `Model` does: written by hand, beside the generated
/// features. ItemCart's unit is made with one (its `stores:`) and works on it.
@MainActor
final class ItemCartModel {
    /// The items in the cart, in the order they were added.
    let items = CurrentValueSubject<[Item], Never>([])
}
