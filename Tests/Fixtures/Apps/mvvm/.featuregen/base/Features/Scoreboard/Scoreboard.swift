enum Scoreboard: ModuleProtocol {
    typealias Input = ScoreboardInput
    typealias Output = ScoreboardOutput
    typealias ViewState = ScoreboardState
    typealias ViewModel = ScoreboardViewModel
    typealias Router = ScoreboardRouter
    typealias ViewScene = ScoreboardViewController
}
