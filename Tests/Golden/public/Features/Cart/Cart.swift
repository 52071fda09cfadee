public enum Cart: ModuleProtocol {
    public typealias Input = CartInput
    public typealias Output = CartOutput
    public typealias ViewState = CartState
    public typealias ViewModel = CartViewModel
    public typealias Router = CartRouter
    public typealias ViewScene = CartView
}
