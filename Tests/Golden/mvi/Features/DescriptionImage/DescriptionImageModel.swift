import Combine
import SwiftUI
import UIKit

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
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

    @Published private(set) var image: UIImage?
    @Published private(set) var description: String
    let routerSubject = PassthroughSubject<DescriptionImageRouter.ScreenType, Never>()
    /// What the screen opened with, for `update(state: .initial)`.
    private let input: DescriptionImage.Input

    // MARK: - Lifecycle

    init(input: DescriptionImage.Input) {
        self.input = input
        image = input.image
        description = ""
    }

    // MARK: - States

    /// The states of the screen: `update(state:)` sets every field a state decides in one
    /// place, so a change of state forgets none (seed 001). Add a case for each state.
    enum StateType {
        /// As the screen opened: every field as `init(input:)` set it.
        case initial
    }

    func update(state: StateType) {
        switch state {
        case .initial:
            image = input.image
            description = ""
        }
    }
}
