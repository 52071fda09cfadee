public enum Catalog: ModuleProtocol {
    public typealias Input = CatalogInput
    public typealias Output = CatalogOutput
    public typealias ViewState = CatalogState
    public typealias ViewModel = CatalogViewModel
    public typealias Router = CatalogRouter
    public typealias ViewScene = CatalogView
}
