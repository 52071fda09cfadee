import Combine
import Foundation
import SwiftUI

final class AddFieldState: ViewStateProtocol {
    // MARK: - Properties

    @Published var items: [String]

    var isEmpty: Bool {
        items.isEmpty
    }
    @Published var isLoading: Bool

    // MARK: - Lifecycle

    init(input: AddField.Input?) {
        items = []
        isLoading = false
    }
}
