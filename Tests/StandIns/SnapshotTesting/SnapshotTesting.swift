// Stand-in for Point-Free's SnapshotTesting (swift-snapshot-testing), declared with the library's
// names and signatures for what generated snapshot tests call: a strategy that turns a value
// into a snapshot, and the assertion that compares it with the one recorded on disk. Nothing
// here draws or reads a file: a strategy's snapshot is taken (a view is built) and dropped.
import SwiftUI
import UIKit

/// How a value becomes a snapshot of some format (an image of a view).
public struct Snapshotting<Value, Format> {
    /// Makes the snapshot.
    public var snapshot: (Value) -> Format

    public init(snapshot: @escaping (Value) -> Format) {
        self.snapshot = snapshot
    }
}

/// How the library sizes a SwiftUI view it draws.
public enum SwiftUISnapshotLayout: Sendable {
    case device(config: String)
    case fixed(width: Double, height: Double)
    case sizeThatFits
}

extension Snapshotting where Value: View, Format == UIImage {
    /// A view drawn into an image, with the given traits (light or dark).
    public static var image: Snapshotting {
        .image()
    }

    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting { _ in UIImage() }
    }
}

/// Compares the value's snapshot with the one recorded for this test (and name); records it
/// when there is none.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, timeout: Double = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) rethrows {
    _ = snapshotting.snapshot(try value())
}
