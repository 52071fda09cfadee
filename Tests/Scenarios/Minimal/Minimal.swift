enum Minimal: ModuleProtocol {
    typealias Input = MinimalInput
    typealias Output = MinimalOutput
    typealias ViewState = MinimalState
    typealias ViewModel = MinimalViewModel
    typealias Router = MinimalRouter
    typealias ViewScene = MinimalView
}
