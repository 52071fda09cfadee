enum Scorecard: ModuleProtocol {
    typealias Input = ScorecardInput
    typealias Output = ScorecardOutput
    typealias ViewState = ScorecardState
    typealias ViewModel = ScorecardViewModel
    typealias Router = ScorecardRouter
    typealias ViewScene = ScorecardViewController
}
