enum ProductCard: ModuleProtocol {
    typealias Input = ProductCardInput
    typealias Output = ProductCardOutput
    typealias ViewState = ProductCardState
    typealias ViewModel = ProductCardViewModel
    typealias Router = ProductCardRouter
    typealias ViewScene = ProductCardView
}
