//
//  GalleryFooter.swift
//  ShopApp
//

import SwiftUI

/// Reads what it needs from the whole state, and sends the screen's own actions.
struct GalleryFooter<S, R>: View where S: Gallery.ViewState, R: Reducer<Gallery.ViewModel> {
    @ObservedObject var state: S
    let reducer: R

    var body: some View {
        VStack {
            Text("\(state.photos.count) photos")
            Text(state.albumId)
        }
        .onAppear { reducer(.updatePosition(0)) }
    }
}
