enum NewsDetails: ModuleProtocol {
    typealias Input = NewsDetailsInput
    typealias Output = NewsDetailsOutput
    typealias ViewState = NewsDetailsState
    typealias ViewModel = NewsDetailsViewModel
    typealias Router = NewsDetailsRouter
    typealias ViewScene = NewsDetailsView
}
