import Combine
import Foundation
import SwiftUI

final class MinimalState: ViewStateProtocol {
    // MARK: - Properties

    // MARK: - Lifecycle

    init(input: Minimal.Input?) {
    }
}
