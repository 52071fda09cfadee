enum RenameAction: ModuleProtocol {
    typealias Input = RenameActionInput
    typealias Output = RenameActionOutput
    typealias ViewState = RenameActionState
    typealias ViewModel = RenameActionViewModel
    typealias Router = RenameActionRouter
    typealias ViewScene = RenameActionView
}
