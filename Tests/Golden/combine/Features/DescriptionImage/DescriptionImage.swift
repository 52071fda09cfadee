import UIKit

enum DescriptionImage: ModuleProtocol {
    typealias Input = DescriptionImageInput
    typealias Output = DescriptionImageOutput
    typealias ViewState = DescriptionImageState
    typealias ViewModel = DescriptionImageViewModel
    typealias Router = DescriptionImageRouter
    typealias ViewScene = DescriptionImageView
}
