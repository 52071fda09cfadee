public enum NewsDetails: ModuleProtocol {
    public typealias Input = NewsDetailsInput
    public typealias Output = NewsDetailsOutput
    public typealias ViewState = NewsDetailsState
    public typealias ViewModel = NewsDetailsViewModel
    public typealias Router = NewsDetailsRouter
    public typealias ViewScene = NewsDetailsView
}
