enum Starter: ModuleProtocol {
    typealias Input = StarterInput
    typealias Output = StarterOutput
    typealias ViewState = StarterState
    typealias ViewModel = StarterViewModel
    typealias Router = StarterRouter
    typealias ViewScene = StarterView
}
