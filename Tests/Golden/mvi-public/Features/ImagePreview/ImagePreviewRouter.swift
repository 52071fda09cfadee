import Combine
import SwiftUI
import UIKit

/// The screens ImagePreview opens: the intent sends a ScreenType through the model's
/// `routerSubject`, and the router presents it.
public struct ImagePreviewRouter: View {
    // MARK: - Nested Types

    public enum ScreenType {
        case alert(title: String, message: String)
        case descriptionImage(image: UIImage)
        case deleteImage
        case shareImage
    }

    // MARK: - Properties

    public let screen: PassthroughSubject<ScreenType, Never>
    /// The screen or alert shown, with its values.
    @State private var screenType: ScreenType?
    @State private var alertIsVisible = false
    @State private var descriptionImageIsVisible = false
    @State private var deleteImageIsVisible = false
    @State private var shareImageIsVisible = false
    /// Handles what the screens and alerts the router shows send back.
    private let intent: ImagePreviewIntent

    // MARK: - Lifecycle

    public init(screen: PassthroughSubject<ScreenType, Never>, intent: ImagePreviewIntent) {
        self.screen = screen
        self.intent = intent
    }

    // MARK: - Body

    public var body: some View {
        Group {
            alertView()
            descriptionImageView()
            deleteImageView()
            shareImageView()
        }
        .onReceive(screen) { type in
            screenType = type
            switch type {
            case .alert:
                alertIsVisible = true
            case .descriptionImage:
                descriptionImageIsVisible = true
            case .deleteImage:
                deleteImageIsVisible = true
            case .shareImage:
                shareImageIsVisible = true
            }
        }
    }

    private func alertView() -> some View {
        guard let type = screenType, case let .alert(title, message) = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .alert(Text(title), isPresented: $alertIsVisible, actions: {}, message: { Text(message) })
            .toAnyView()
    }

    private func descriptionImageView() -> some View {
        guard let type = screenType, case let .descriptionImage(image) = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .sheet(isPresented: $descriptionImageIsVisible, onDismiss: { screenType = nil }) {
                DescriptionImageView.build(input: .init(image: image))
            }
            .toAnyView()
    }

    private func deleteImageView() -> some View {
        guard let type = screenType, case .deleteImage = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .alert(Text("Delete the picture?"), isPresented: $deleteImageIsVisible) {
                Button("Delete", role: .destructive) { intent.confirmDeletion() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("It is loaded again the next time the screen opens.")
            }
            .toAnyView()
    }

    private func shareImageView() -> some View {
        guard let type = screenType, case .shareImage = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .confirmationDialog(Text("Share the picture"), isPresented: $shareImageIsVisible, titleVisibility: .visible) {
                Button("Messages") { intent.shareByMessage() }
                Button("Mail") { intent.shareByMail() }
                Button("Cancel", role: .cancel) {}
            }
            .toAnyView()
    }
}
