import Combine
import Foundation
import SwiftUI

final class AddSubviewState: ViewStateProtocol {
    // MARK: - Properties

    @Published var title: String

    // MARK: - Subviews

    var addSubviewFooter: AddSubviewFooter.ViewState {
        .init(
            title: title
        )
    }

    var addSubviewHeader: AddSubviewHeader.ViewState {
        .init(
            title: title
        )
    }

    // MARK: - Lifecycle

    init(input: AddSubview.Input?) {
        title = ""
    }
}
