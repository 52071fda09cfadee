//
//  GalleryIO.swift
//  ShopApp
//

struct GalleryInput: Sendable {
    let albumId: String
}

struct GalleryOutput: Sendable {
    let didSelect: @Sendable (_ photoId: String) -> Void
}
