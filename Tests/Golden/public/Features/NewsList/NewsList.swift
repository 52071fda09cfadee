public enum NewsList: ModuleProtocol {
    public typealias Input = NewsListInput
    public typealias Output = NewsListOutput
    public typealias ViewState = NewsListState
    public typealias ViewModel = NewsListViewModel
    public typealias Router = NewsListRouter
    public typealias ViewScene = NewsListView
}
