import UIKit

public enum DescriptionImage: ModuleProtocol {
    public typealias Input = DescriptionImageInput
    public typealias Output = DescriptionImageOutput
    public typealias ViewState = DescriptionImageState
    public typealias ViewModel = DescriptionImageViewModel
    public typealias Router = DescriptionImageRouter
    public typealias ViewScene = DescriptionImageView
}
