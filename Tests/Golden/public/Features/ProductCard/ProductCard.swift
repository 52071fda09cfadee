public enum ProductCard: ModuleProtocol {
    public typealias Input = ProductCardInput
    public typealias Output = ProductCardOutput
    public typealias ViewState = ProductCardState
    public typealias ViewModel = ProductCardViewModel
    public typealias Router = ProductCardRouter
    public typealias ViewScene = ProductCardView
}
