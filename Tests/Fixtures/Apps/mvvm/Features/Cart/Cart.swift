enum Cart: ModuleProtocol {
    typealias Input = CartInput
    typealias Output = CartOutput
    typealias ViewState = CartState
    typealias ViewModel = CartViewModel
    typealias Router = CartRouter
    typealias ViewScene = CartView
}
