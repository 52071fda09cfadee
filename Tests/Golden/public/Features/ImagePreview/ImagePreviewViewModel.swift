import Foundation
import UIKit

public actor ImagePreviewViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    public enum Action: Sendable {
        case onAppear
        case onTapImage
        case didLoadImage(UIImage)
        case didFailLoading(message: String)
        case deleteImage
        case shareImage
        case confirmDeletion
        case shareByMessage
        case shareByMail
        case onImageCardAction(ImageCard.Action)
    }

    // MARK: - Private Properties

    private let router: ImagePreview.Router?
    private let state: ImagePreview.ViewState
    private let output: ImagePreview.Output?

    // MARK: - Lifecycle

    public init(
        state: ImagePreview.ViewState,
        input: ImagePreview.Input?,
        output: ImagePreview.Output?,
        router: ImagePreview.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    public func handle(_ action: Action) async {
        switch action {
        case .onAppear:
            await onAppear()
        case .onTapImage:
            await onTapImage()
        case let .didLoadImage(value):
            await didLoadImage(value)
        case let .didFailLoading(message):
            await didFailLoading(message: message)
        case .deleteImage:
            await deleteImage()
        case .shareImage:
            await shareImage()
        case .confirmDeletion:
            await confirmDeletion()
        case .shareByMessage:
            await shareByMessage()
        case .shareByMail:
            await shareByMail()
        case let .onImageCardAction(action):
            await handleImageCard(action: action)
        }
    }
}

// MARK: - Private Methods

extension ImagePreview.ViewModel {
    private func onAppear() async {
    }

    private func onTapImage() async {
    }

    private func didLoadImage(_ value: UIImage) async {
    }

    private func didFailLoading(message: String) async {
    }

    private func deleteImage() async {
        await router?.deleteImage()
    }

    private func shareImage() async {
        await router?.shareImage()
    }

    private func confirmDeletion() async {
    }

    private func shareByMessage() async {
    }

    private func shareByMail() async {
    }
}

// MARK: - Subview Actions

extension ImagePreview.ViewModel {
    private func handleImageCard(action: ImageCard.Action) async {
        switch action {
        case .onTap:
            break
        }
    }
}
