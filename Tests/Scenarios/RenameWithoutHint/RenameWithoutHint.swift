enum RenameWithoutHint: ModuleProtocol {
    typealias Input = RenameWithoutHintInput
    typealias Output = RenameWithoutHintOutput
    typealias ViewState = RenameWithoutHintState
    typealias ViewModel = RenameWithoutHintViewModel
    typealias Router = RenameWithoutHintRouter
    typealias ViewScene = RenameWithoutHintView
}
