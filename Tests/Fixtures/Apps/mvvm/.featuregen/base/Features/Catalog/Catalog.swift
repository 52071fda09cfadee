enum Catalog: ModuleProtocol {
    typealias Input = CatalogInput
    typealias Output = CatalogOutput
    typealias ViewState = CatalogState
    typealias ViewModel = CatalogViewModel
    typealias Router = CatalogRouter
    typealias ViewScene = CatalogView
}
