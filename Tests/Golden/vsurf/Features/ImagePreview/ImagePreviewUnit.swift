import Combine
import Foundation
import UIKit

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol ImagePreviewUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol ImagePreviewUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class ImagePreviewUnit {
    init() {}
}

// MARK: - ImagePreviewUnitInput

extension ImagePreviewUnit: ImagePreviewUnitInput {}

// MARK: - ImagePreviewUnitOutput

extension ImagePreviewUnit: ImagePreviewUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum ImagePreviewUnitFactory {
    @MainActor
    static func produce() -> ImagePreviewUnitInput & ImagePreviewUnitOutput {
        ImagePreviewUnit()
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func imagePreview() -> ImagePreviewUnitInput & ImagePreviewUnitOutput {
        ImagePreviewUnitFactory.produce()
    }
}
