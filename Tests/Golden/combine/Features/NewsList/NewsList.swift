enum NewsList: ModuleProtocol {
    typealias Input = NewsListInput
    typealias Output = NewsListOutput
    typealias ViewState = NewsListState
    typealias ViewModel = NewsListViewModel
    typealias Router = NewsListRouter
    typealias ViewScene = NewsListView
}
