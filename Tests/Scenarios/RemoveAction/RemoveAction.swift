enum RemoveAction: ModuleProtocol {
    typealias Input = RemoveActionInput
    typealias Output = RemoveActionOutput
    typealias ViewState = RemoveActionState
    typealias ViewModel = RemoveActionViewModel
    typealias Router = RemoveActionRouter
    typealias ViewScene = RemoveActionView
}
