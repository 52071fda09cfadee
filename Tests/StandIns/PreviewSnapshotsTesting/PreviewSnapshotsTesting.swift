// Stand-in for DoorDash's PreviewSnapshotsTesting (swift-preview-snapshots), declared with the
// library's names and signatures: a snapshot assertion per configuration of a view's previews.
// Each configuration's view is built, so a preset that cannot be built fails here as in the
// library.
import PreviewSnapshots
import SnapshotTesting
import SwiftUI

extension PreviewSnapshots {
    /// Asserts a snapshot of each configuration's view, named after the configuration.
    public func assertSnapshots<Format>(
        as snapshotting: Snapshotting<AnyView, Format>, named name: String? = nil, record recording: Bool = false,
        file: StaticString = #file, testName: String = #function, line: UInt = #line
    ) {
        for configuration in configurations {
            assertSnapshot(
                of: configure(configuration.state), as: snapshotting,
                named: name.map { "\($0)-\(configuration.name)" } ?? configuration.name, record: recording,
                testName: testName, line: line)
        }
    }
}
