//
//  GalleryViewModel.swift
//  ShopApp
//

import Foundation

actor GalleryViewModel: ViewModelProtocol {
    enum Action: Sendable {
        case viewDidLoad
        case updatePosition(Double)
        case select(photoId: String)
        case onPhotoGridAction(PhotoGrid.Action)
    }

    private enum Constant {
        static let minimumPosition = 0.0
    }

    private let router: Gallery.Router?
    private let state: Gallery.ViewState
    private let input: Gallery.Input?
    private let output: Gallery.Output?

    init(
        state: Gallery.ViewState,
        input: Gallery.Input?,
        output: Gallery.Output?,
        router: Gallery.Router?
    ) {
        self.state = state
        self.input = input
        self.output = output
        self.router = router
    }

    func handle(_ action: Action) async {
        switch action {
        case .viewDidLoad:
            await loadPhotos()
        case let .updatePosition(value):
            await updatePosition(for: value)
        case let .select(photoId):
            await select(photoId: photoId)
        case let .onPhotoGridAction(action):
            await handleGrid(action)
        }
    }

    private func loadPhotos() async {
        await state.update { $0.photos = [.init(id: "1", title: "Sea")] }
    }

    private func updatePosition(for value: Double) async {
        let position = max(value, Constant.minimumPosition)
        await state.update { $0.position = position }
    }

    private func select(photoId: String) async {
        output?.didSelect(photoId)
    }

    private func handleGrid(_ action: PhotoGrid.Action) async {
        switch action {
        case let .onTap(photoId):
            await select(photoId: photoId)
        }
    }
}
