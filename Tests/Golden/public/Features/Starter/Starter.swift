public enum Starter: ModuleProtocol {
    public typealias Input = StarterInput
    public typealias Output = StarterOutput
    public typealias ViewState = StarterState
    public typealias ViewModel = StarterViewModel
    public typealias Router = StarterRouter
    public typealias ViewScene = StarterView
}
