import Combine
import Foundation
import SwiftUI

final class AddOneDropAnotherState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Lifecycle

    init(input: AddOneDropAnother.Input?) {
        count = 0
    }
}
