import Foundation
import UIKit

actor DescriptionImageViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onAppear
        case dismiss
    }

    // MARK: - Private Properties

    private let router: DescriptionImage.Router?
    private let state: DescriptionImage.ViewState
    private let output: DescriptionImage.Output?

    // MARK: - Lifecycle

    init(
        state: DescriptionImage.ViewState,
        input: DescriptionImage.Input?,
        output: DescriptionImage.Output?,
        router: DescriptionImage.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .onAppear:
            await onAppear()
        case .dismiss:
            await dismiss()
        }
    }
}

// MARK: - Private Methods

extension DescriptionImage.ViewModel {
    private func onAppear() async {
    }

    private func dismiss() async {
        await router?.dismiss()
    }
}
