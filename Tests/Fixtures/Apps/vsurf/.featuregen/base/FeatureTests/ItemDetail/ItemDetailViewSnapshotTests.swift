@testable import VSURFApp
import PreviewSnapshotsTesting
import SnapshotTesting
import UIKit
import XCTest

/// ItemDetailView's previews as snapshot tests: each preset of
/// `ItemDetailView_Previews.snapshots` is drawn in dark and in light and compared with the image
/// recorded for it in `__Snapshots__/` beside this file. A preset without an image records one
/// and fails, as SnapshotTesting does, so you look at it before it is the reference.
@MainActor
final class ItemDetailViewSnapshotTests: XCTestCase {
    // MARK: - Tests

    func testAllSnapshotsDark() async {
        ItemDetailView_Previews.snapshots.assertSnapshots(as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    func testAllSnapshotsLight() async {
        ItemDetailView_Previews.snapshots.assertSnapshots(as: .image(traits: UITraitCollection(userInterfaceStyle: .light)))
    }
}
