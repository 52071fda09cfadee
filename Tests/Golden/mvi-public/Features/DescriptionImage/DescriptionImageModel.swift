import Combine
import SwiftUI
import UIKit

// MARK: - Modeling

/// What the view reads of the model; only the intent changes it.
@MainActor
public protocol DescriptionImageModeling {
    var image: UIImage? { get }
    var description: String { get }
    var routerSubject: PassthroughSubject<DescriptionImageRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
public final class DescriptionImageModel: ObservableObject, DescriptionImageModeling {
    // MARK: - Properties

    @Published public var image: UIImage?
    @Published public var description: String
    public let routerSubject = PassthroughSubject<DescriptionImageRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: DescriptionImage.Input) {
        image = input.image
        description = ""
    }
}
