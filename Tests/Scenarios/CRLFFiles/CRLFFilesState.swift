import Combine
import Foundation
import SwiftUI

final class CRLFFilesState: ViewStateProtocol {
    // MARK: - Properties

    @Published var count: Int

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Lifecycle

    init(input: CRLFFiles.Input?) {
        count = 0
    }
}
