import UIKit

enum ImagePreview: ModuleProtocol {
    typealias Input = ImagePreviewInput
    typealias Output = ImagePreviewOutput
    typealias ViewState = ImagePreviewState
    typealias ViewModel = ImagePreviewViewModel
    typealias Router = ImagePreviewRouter
    typealias ViewScene = ImagePreviewView
}
