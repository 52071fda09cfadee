//
//  Gallery.swift
//  ShopApp
//
//  Created by the gallery team.
//

enum Gallery: ModuleProtocol {
    typealias Input = GalleryInput
    typealias Output = GalleryOutput
    typealias ViewState = GalleryState
    typealias ViewModel = GalleryViewModel
    typealias Router = GalleryRouter
    typealias ViewScene = GalleryView
}
