//
//  GalleryView.swift
//  ShopApp
//

import SwiftUI

struct GalleryView: View, ViewProtocol {
    @ObservedObject var state: Gallery.ViewState
    let reducer: Reducer<Gallery.ViewModel>

    init(state: Gallery.ViewState, reducer: Reducer<Gallery.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    var body: some View {
        VStack {
            header
            grid
            footer
        }
        .onAppear { reducer(.viewDidLoad) }
    }

    private var header: some View {
        GalleryHeader(state: state.galleryHeader)
    }

    private var grid: some View {
        PhotoGrid(state: state.photoGrid) { reducer(.onPhotoGridAction($0)) }
    }

    private var footer: some View {
        GalleryFooter(state: state, reducer: reducer)
    }
}

// MARK: - Preview

#Preview {
    Gallery.preview(input: .init(albumId: ""))
}
