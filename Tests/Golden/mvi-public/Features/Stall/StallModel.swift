import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
public protocol StallModeling {
    var price: String { get }
    var thumbnail: Stall.Thumbnail.ViewState { get }
    var routerSubject: PassthroughSubject<StallRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
public final class StallModel: ObservableObject, StallModeling {
    // MARK: - Properties

    @Published public private(set) var price: String
    public let routerSubject = PassthroughSubject<StallRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(price: String) {
        self.price = price
    }

    // MARK: - Custom Elements

    public var thumbnail: Stall.Thumbnail.ViewState {
        .init(
            price: price
        )
    }
}
