enum AddAction: ModuleProtocol {
    typealias Input = AddActionInput
    typealias Output = AddActionOutput
    typealias ViewState = AddActionState
    typealias ViewModel = AddActionViewModel
    typealias Router = AddActionRouter
    typealias ViewScene = AddActionView
}
