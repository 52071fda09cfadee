//
//  GalleryState.swift
//  ShopApp
//

import Combine
import Foundation
import SwiftUI

final class GalleryState: ViewStateProtocol {
    @Published var albumId: String
    @Published var photos: [Photo]
    @Published var position: Double

    enum PublicConstant {
        static let pageSize = 30
    }

    var galleryHeader: GalleryHeader.ViewState {
        .init(title: albumId)
    }

    var photoGrid: PhotoGrid.ViewState {
        .init(photos: photos)
    }

    init(input: Gallery.Input?) {
        albumId = input?.albumId ?? ""
        photos = []
        position = 0
    }
}
