enum AddSubview: ModuleProtocol {
    typealias Input = AddSubviewInput
    typealias Output = AddSubviewOutput
    typealias ViewState = AddSubviewState
    typealias ViewModel = AddSubviewViewModel
    typealias Router = AddSubviewRouter
    typealias ViewScene = AddSubviewView
}
