import SwiftUI

/// A custom element of ProductCardView.
public struct ProductCardList: View {
    // MARK: - Properties

    @ObservedObject public var intent: ProductCardIntent

    public init(intent: ProductCardIntent) {
        self.intent = intent
    }

    // MARK: - Body

    public var body: some View {
        Text("ProductCardList")
    }
}
