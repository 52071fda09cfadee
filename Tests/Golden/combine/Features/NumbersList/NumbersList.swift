enum NumbersList: ModuleProtocol {
    typealias Input = NumbersListInput
    typealias Output = NumbersListOutput
    typealias ViewState = NumbersListState
    typealias ViewModel = NumbersListViewModel
    typealias Router = NumbersListRouter
    typealias ViewScene = NumbersListView
}
