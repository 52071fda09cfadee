//
//  PhotoGrid.swift
//  ShopApp
//

import Foundation

import SwiftUI

struct PhotoGrid: View {
    struct ViewState {
        let photos: [Gallery.ViewState.Photo]
    }

    enum Action: Sendable {
        case onTap(String)
    }

    let state: ViewState
    let onAction: (Action) -> Void

    var body: some View {
        Text(state.photos.map(\.title).joined(separator: ", "))
    }
}

// MARK: - Preview

#Preview {
    PhotoGrid(
        state: .init(photos: []),
        onAction: { _ in }
    )
}
