import UIKit

public enum ImagePreview: ModuleProtocol {
    public typealias Input = ImagePreviewInput
    public typealias Output = ImagePreviewOutput
    public typealias ViewState = ImagePreviewState
    public typealias ViewModel = ImagePreviewViewModel
    public typealias Router = ImagePreviewRouter
    public typealias ViewScene = ImagePreviewView
}
