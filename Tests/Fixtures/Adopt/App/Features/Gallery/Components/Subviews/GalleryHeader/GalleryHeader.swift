//
//  GalleryHeader.swift
//  ShopApp
//

import Foundation

import SwiftUI

struct GalleryHeader: View {
    struct ViewState {
        let title: String
    }

    let state: ViewState

    var body: some View {
        Text(state.title)
    }
}

// MARK: - Preview

#Preview {
    GalleryHeader(
        state: .init(title: "")
    )
}
