enum Keywords: ModuleProtocol {
    typealias Input = KeywordsInput
    typealias Output = KeywordsOutput
    typealias ViewState = KeywordsState
    typealias ViewModel = KeywordsViewModel
    typealias Router = KeywordsRouter
    typealias ViewScene = KeywordsView
}
