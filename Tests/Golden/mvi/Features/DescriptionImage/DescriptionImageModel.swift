import Combine
import SwiftUI
import UIKit

// MARK: - Modeling

/// What the view reads of the model; only the intent changes it.
@MainActor
protocol DescriptionImageModeling {
    var image: UIImage? { get }
    var description: String { get }
    var routerSubject: PassthroughSubject<DescriptionImageRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class DescriptionImageModel: ObservableObject, DescriptionImageModeling {
    // MARK: - Properties

    @Published var image: UIImage?
    @Published var description: String
    let routerSubject = PassthroughSubject<DescriptionImageRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: DescriptionImage.Input) {
        image = input.image
        description = ""
    }
}
