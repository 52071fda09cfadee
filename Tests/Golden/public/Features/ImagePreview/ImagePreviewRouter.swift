import UIKit

public final class ImagePreviewRouter: RouterProtocol {
    // MARK: - Properties

    public weak var parentViewController: UIViewController?
    public weak var reducer: Reducer<ImagePreview.ViewModel>?

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Routes

    public func alert(title: String, message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        parentViewController?.present(alert, animated: true)
    }

    public func descriptionImage(image: UIImage) {
        let viewController = DescriptionImage.build(input: .init(image: image))
        parentViewController?.present(viewController, animated: true)
    }

    public func deleteImage() {
        let alert = UIAlertController(title: "Delete the picture?", message: "It is loaded again the next time the screen opens.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak reducer] _ in reducer?(.confirmDeletion) })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        parentViewController?.present(alert, animated: true)
    }

    public func shareImage() {
        let alert = UIAlertController(title: "Share the picture", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Messages", style: .default) { [weak reducer] _ in reducer?(.shareByMessage) })
        alert.addAction(UIAlertAction(title: "Mail", style: .default) { [weak reducer] _ in reducer?(.shareByMail) })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        // On iPad an action sheet shows as a popover, which needs a place to point at.
        if let popover = alert.popoverPresentationController, let view = parentViewController?.view {
            popover.sourceView = view
            popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
        }
        parentViewController?.present(alert, animated: true)
    }
}
