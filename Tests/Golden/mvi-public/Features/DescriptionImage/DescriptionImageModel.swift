import Combine
import SwiftUI
import UIKit

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
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

    @Published public private(set) var image: UIImage?
    @Published public private(set) var description: String
    public let routerSubject = PassthroughSubject<DescriptionImageRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: DescriptionImage.Input) {
        image = input.image
        description = ""
    }
}
