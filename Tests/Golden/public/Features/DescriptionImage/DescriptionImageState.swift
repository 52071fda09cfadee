import Combine
import Foundation
import SwiftUI
import UIKit

public final class DescriptionImageState: ViewStateProtocol {
    // MARK: - Properties

    @Published public var image: UIImage?
    @Published public var description: String

    // MARK: - Lifecycle

    public init(input: DescriptionImage.Input?) {
        image = input?.image
        description = ""
    }
}
