enum RenameEverything: ModuleProtocol {
    typealias Input = RenameEverythingInput
    typealias Output = RenameEverythingOutput
    typealias ViewState = RenameEverythingState
    typealias ViewModel = RenameEverythingViewModel
    typealias Router = RenameEverythingRouter
    typealias ViewScene = RenameEverythingView
}

extension RenameEverything {
    static let analyticsName = "RenameEverything"
}
