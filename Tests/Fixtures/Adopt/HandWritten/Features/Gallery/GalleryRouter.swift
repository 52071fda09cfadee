//
//  GalleryRouter.swift
//  ShopApp
//

import UIKit

final class GalleryRouter: RouterProtocol {
    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<Gallery.ViewModel>?

    /// Where analytics say the screen is.
    let screenName = "gallery"

    init() {}

    func dismiss() {
        parentViewController?.dismiss(animated: true)
    }
}
