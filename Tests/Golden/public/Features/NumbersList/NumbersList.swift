public enum NumbersList: ModuleProtocol {
    public typealias Input = NumbersListInput
    public typealias Output = NumbersListOutput
    public typealias ViewState = NumbersListState
    public typealias ViewModel = NumbersListViewModel
    public typealias Router = NumbersListRouter
    public typealias ViewScene = NumbersListView
}
