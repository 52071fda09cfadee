enum RetypeAction: ModuleProtocol {
    typealias Input = RetypeActionInput
    typealias Output = RetypeActionOutput
    typealias ViewState = RetypeActionState
    typealias ViewModel = RetypeActionViewModel
    typealias Router = RetypeActionRouter
    typealias ViewScene = RetypeActionView
}
