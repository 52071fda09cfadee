//
//  GalleryIO.swift
//  ShopApp
//

import Foundation

struct GalleryInput: Sendable {
    let albumId: String
}

struct GalleryOutput: Sendable {
    let didSelect: @Sendable (_ photoId: String) -> Void
}
