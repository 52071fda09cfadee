enum SwapSubviews: ModuleProtocol {
    typealias Input = SwapSubviewsInput
    typealias Output = SwapSubviewsOutput
    typealias ViewState = SwapSubviewsState
    typealias ViewModel = SwapSubviewsViewModel
    typealias Router = SwapSubviewsRouter
    typealias ViewScene = SwapSubviewsView
}

extension SwapSubviews {
    static let analyticsName = "SwapSubviews"
}
