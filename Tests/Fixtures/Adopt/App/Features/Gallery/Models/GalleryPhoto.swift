//
//  GalleryPhoto.swift
//  ShopApp
//

extension Gallery.ViewState {
    struct Photo: Equatable, Sendable {
        var id: String
        var title: String
    }
}
