enum Shop: ModuleProtocol {
    typealias Input = ShopInput
    typealias Output = ShopOutput
    typealias ViewState = ShopState
    typealias ViewModel = ShopViewModel
    typealias Router = ShopRouter
    typealias ViewScene = ShopView
}
